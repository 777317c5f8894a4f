import {
  findTopic,
  LIMITS,
  listEnabledTopics,
  listTopics,
  type TopicEntry,
  VALIDATION_MESSAGES,
} from '@app/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUUID } from 'class-validator';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { WebhookEvents } from 'src/webhooks/events/webhook-events';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { FileEntity } from 'src/files/file.entity';
import { FilesService } from 'src/files/files.service';
import type { ConversationEntity } from './conversation.entity';
import { ConversationErrorCode } from './conversations.errors';
import { type ConversationFilter, ConversationsRepository, type Page } from './conversations.repository';
import type { AnswerInput } from './dto/conversation.inputs';
import { EntriesRepository, type EntryPageKey } from './entries.repository';
import type { EntryEntity } from './entry.entity';
import { EntryPresenter } from './entry.presenter';
import { toConversationModel } from './dto/conversation.model';
import type { QuestionAnswer } from 'src/ai/question-answer';

export interface Exchange {
  conversation: ConversationEntity;
  entry: EntryEntity;
  /** The conversation's entry count right after the entry was written, when that write counted it. */
  entryCount?: number;
}

export interface ConversationWithEntries {
  conversation: ConversationEntity;
  entries: EntryEntity[];
}

/** One page of a conversation's timeline: the `first` newest entries older than the entry `before`. */
export interface EntryPageRequest {
  conversationId: string;
  /** An entry of the conversation; null or undefined for the newest page. */
  before?: string | null;
  first: number;
}

@Injectable()
export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly entries: EntriesRepository,
    private readonly files: FilesService,
    private readonly whiteLabel: WhiteLabelService,
    private readonly webhooks: WebhookEvents,
    private readonly presenter: EntryPresenter,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A note to self; a webhook of the writer's that wants ENTRY_CREATED is told in the note's transaction. */
  async addNote(ownerId: string, conversationId: string, content: string): Promise<EntryEntity> {
    if (!isUUID(conversationId)) throw this.notFound();
    const note = { kind: 'note', userText: content } as const;
    const entry = (await this.webhooks.wants(ownerId, 'ENTRY_CREATED'))
      ? await this.dataSource.transaction(async (manager) => {
          const appended = await this.entries.append(ownerId, conversationId, note, undefined, manager);
          if (appended)
            await this.webhooks.emit(ownerId, 'ENTRY_CREATED', this.presenter.entry(appended.entry), manager);
          return appended?.entry;
        })
      : (await this.entries.append(ownerId, conversationId, note))?.entry;
    if (!entry) throw this.notFound();
    return entry;
  }

  /** A conversation's notes in order; all of them unless a page is given. */
  async listNotes(
    ownerId: string,
    conversationId: string,
    page?: { offset: number; limit: number },
  ): Promise<EntryEntity[]> {
    await this.getConversation(ownerId, conversationId);
    return this.entries.findEntries(ownerId, [conversationId], { kinds: ['note'], page });
  }

  /** Ids are UUIDs: any other text names no conversation, as another user's id does. */
  async getConversation(ownerId: string, id: string): Promise<ConversationEntity> {
    const conversation = isUUID(id) ? await this.conversations.findConversation(ownerId, id) : null;
    if (!conversation) throw this.notFound();
    return conversation;
  }

  /** The whole timeline in order, for what needs all of it at once (a conversation's Markdown export). */
  async getWithEntries(ownerId: string, id: string): Promise<ConversationWithEntries> {
    const conversation = await this.getConversation(ownerId, id);
    return { conversation, entries: await this.entries.findEntries(ownerId, [id]) };
  }

  /** The conversation with its opening; the rest of the timeline is paged (`entryPages`). */
  async getWithOpening(ownerId: string, id: string): Promise<ConversationWithEntries> {
    const conversation = await this.getConversation(ownerId, id);
    return {
      conversation,
      entries: await this.entries.findEntries(ownerId, [id], { kinds: ['opening'] }),
    };
  }

  /**
   * Pages of the owner's timelines, one per request and in their order, in two statements at most (the
   * cursors, then every page). A `before` that is not an entry of that conversation (someone else's, another
   * conversation's, malformed) fails its own request as "not found", the others still load.
   */
  async entryPages(
    ownerId: string,
    requests: EntryPageRequest[],
  ): Promise<Array<EntryEntity[] | DomainError>> {
    const cursorIds = [
      ...new Set(
        requests.map((r) => r.before).filter((id): id is string => typeof id === 'string' && isUUID(id)),
      ),
    ];
    const cursors = new Map((await this.entries.findCursors(ownerId, cursorIds)).map((c) => [c.id, c]));
    const keys = requests.map((request): EntryPageKey | null => {
      if (request.before === null || request.before === undefined)
        return { conversationId: request.conversationId, beforeIndex: null };
      const cursor = cursors.get(request.before);
      return cursor?.conversationId === request.conversationId
        ? { conversationId: request.conversationId, beforeIndex: cursor.orderIndex }
        : null;
    });
    const rowsByFirst = new Map<number, EntryEntity[]>();
    for (const first of new Set(requests.map((r) => r.first))) {
      const group = keys.filter((key, i): key is EntryPageKey => key !== null && requests[i].first === first);
      rowsByFirst.set(first, await this.entries.findEntryPages(ownerId, group, first));
    }
    return requests.map((request, i) => {
      const key = keys[i];
      if (!key) return new DomainError(ConversationErrorCode.EntryNotFound, MESSAGES.entryNotFound);
      const below = key.beforeIndex ?? Number.POSITIVE_INFINITY;
      // Rows of other requests for the same conversation may be there too: this page is the newest `first`.
      return (rowsByFirst.get(request.first) ?? [])
        .filter((e) => e.conversationId === key.conversationId && e.orderIndex < below)
        .slice(-request.first);
    });
  }

  /** How many entries each conversation holds, in the order asked (one statement). */
  /** Each conversation's newest picture, in the order asked (null: none, or not the owner's). */
  async coverImages(ownerId: string, conversationIds: readonly string[]): Promise<Array<FileEntity | null>> {
    const images = await this.entries.findCoverImages(ownerId, [...new Set(conversationIds)]);
    return conversationIds.map((id) => images.get(id) ?? null);
  }

  async entryCounts(ownerId: string, conversationIds: readonly string[]): Promise<number[]> {
    const counts = await this.entries.countEntries(ownerId, [...new Set(conversationIds)]);
    return conversationIds.map((id) => counts.get(id) ?? 0);
  }

  /**
   * A page of conversations with their openings (one statement; the history list), only those the filter
   * finds when one is given, or with their whole timelines (the REST list: one query for the page, one for
   * all its entries).
   */
  async list(
    ownerId: string,
    { offset, limit }: { offset: number; limit: number },
    { withTimeline = false, filter }: { withTimeline?: boolean; filter?: string | null } = {},
  ): Promise<Page<ConversationWithEntries>> {
    if (!withTimeline) {
      const page = await this.conversations.listWithOpenings(
        ownerId,
        offset,
        limit,
        filter ? this.conversationFilter(filter) : undefined,
      );
      return {
        total: page.total,
        items: page.items.map(({ conversation, opening }) => ({
          conversation,
          entries: opening ? [opening] : [],
        })),
      };
    }
    const page = await this.conversations.listConversations(ownerId, offset, limit);
    const entries = await this.entries.findEntries(
      ownerId,
      page.items.map((c) => c.id),
    );
    return {
      total: page.total,
      items: page.items.map((conversation) => ({
        conversation,
        entries: entries.filter((entry) => entry.conversationId === conversation.id),
      })),
    };
  }

  /** The filter box's text, and the topics (enabled or not: old conversations keep theirs) whose display name holds it. */
  private conversationFilter(text: string): ConversationFilter {
    const lower = text.toLocaleLowerCase();
    const topics = listTopics(this.whiteLabel.features)
      .filter((topic) => topic.displayName.toLocaleLowerCase().includes(lower))
      .map((topic) => topic.key);
    return { text, topics };
  }

  async rename(ownerId: string, id: string, title: string): Promise<ConversationEntity> {
    if (!isUUID(id) || !(await this.conversations.rename(ownerId, id, title))) throw this.notFound();
    return this.getConversation(ownerId, id);
  }

  /** Removes the conversation with its entries, notes and shares, and the files no other entry uses. */
  async delete(ownerId: string, id: string): Promise<void> {
    if (!isUUID(id)) throw this.notFound();
    const fileIds = (await this.webhooks.wants(ownerId, 'CONVERSATION_DELETED'))
      ? await this.deleteAnnounced(ownerId, id)
      : await this.conversations.delete(ownerId, id);
    if (fileIds === null) throw this.notFound();
    const unused = await this.conversations.unreferencedFiles(fileIds);
    if (unused.length > 0) await this.files.removeMany(ownerId, unused);
  }

  /** Deletes the conversation and, in the same transaction, records its CONVERSATION_DELETED deliveries. */
  private async deleteAnnounced(ownerId: string, id: string): Promise<string[] | null> {
    const conversation = await this.conversations.findConversation(ownerId, id);
    if (!conversation) return null;
    return this.dataSource.transaction(async (manager) => {
      const fileIds = await this.conversations.delete(ownerId, id, manager);
      if (fileIds !== null)
        await this.webhooks.emit(
          ownerId,
          'CONVERSATION_DELETED',
          toConversationModel(conversation, null),
          manager,
        );
      return fileIds;
    });
  }

  /** An opening or continuation of the owner's (notes have no reply). */
  async getRepliedEntry(ownerId: string, entryId: string): Promise<EntryEntity> {
    const entry = isUUID(entryId) ? await this.entries.findEntry(ownerId, entryId) : null;
    if (!entry || entry.kind === 'note')
      throw new DomainError(ConversationErrorCode.EntryNotFound, MESSAGES.entryNotFound);
    return entry;
  }

  /**
   * The enabled topic a start names. None named is fine when only one topic is enabled, as the spec's
   * client does not ask then (the REST path relies on it; GraphQL always names one).
   */
  enabledTopic(key: string | undefined): TopicEntry {
    const enabled = listEnabledTopics(this.whiteLabel.features);
    const topic = key
      ? findTopic(this.whiteLabel.features, key)
      : enabled.length === 1
        ? enabled[0]
        : undefined;
    if (!topic?.enabled)
      throw new DomainError(ConversationErrorCode.UnknownTopic, VALIDATION_MESSAGES.memoryTypeRequired);
    return topic;
  }

  /** Answers in the topic's question order; every required question answered; no unknown or repeated ids. */
  checkAnswers(topic: TopicEntry, answers: AnswerInput[]): QuestionAnswer[] {
    const byId = new Map<string, string>();
    for (const { questionId, answer } of answers) {
      if (byId.has(questionId) || !topic.promptQuestions.some((q) => q.id === questionId)) {
        throw new DomainError(CommonErrorCode.ValidationFailed, `${MESSAGES.unknownQuestion}: ${questionId}`);
      }
      if (answer.length > LIMITS.answerMax) {
        throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.answerTooLong);
      }
      byId.set(questionId, answer);
    }
    const result = topic.promptQuestions.map((q) => ({
      questionId: q.id,
      question: q.text,
      answer: byId.get(q.id) ?? '',
    }));
    const missingRequired = topic.promptQuestions.some((q) => q.required && !byId.get(q.id));
    if (missingRequired || result.every((a) => !a.answer)) {
      throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.answerRequired);
    }
    return result;
  }

  notFound(): DomainError {
    return new DomainError(ConversationErrorCode.NotFound, MESSAGES.conversationNotFound);
  }
}
