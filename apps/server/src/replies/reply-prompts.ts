import { findTopic, type TopicEntry } from '@app/schema';
import { Inject, Injectable } from '@nestjs/common';
import { AI_PROVIDER, type AiProvider, type ReplyRequest } from 'src/ai/ai-provider.port';
import { fitPrompt, type PromptParts } from 'src/ai/context-budget';
import { type AttachmentContent, buildSystemPrompt } from 'src/ai/prompt-builder';
import { tokenCounter } from 'src/ai/token-counter';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import { ConversationsRepository } from 'src/conversations/conversations.repository';
import { EntriesRepository, type History } from 'src/conversations/entries.repository';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { FilesService } from 'src/files/files.service';
import { JournalRecall } from 'src/memory/journal-recall';
import type { RecalledRow } from 'src/memory/journal-recall.repository';
import { citedEntryOf, writtenWords } from 'src/memory/remembered';
import type { CitedEntry } from 'src/conversations/dto/remembered-entry.model';
import { ConversationSummariesRepository } from 'src/memory/summaries/conversation-summaries.repository';
import { SummaryWriter } from 'src/memory/summaries/summary-writer';
import { UsersService } from 'src/users/users.service';
import { WhiteLabelService } from 'src/white-label/white-label.service';

/** Earlier entries a reply may draw on (issue 23 §2). */
export const MEMORY_ENTRIES = 5;

/** What the caller has just read of an entry's conversation, so that preparing its reply does not read it again. */
export interface KnownContext {
  conversation?: ConversationEntity;
  /** The conversation before the entry. */
  history?: History;
  /** The owner's memory setting (Profile.aiMemory). */
  aiMemory?: boolean;
}

/** What the AI is asked for an entry, and what the reply draws on. */
export interface PreparedReply {
  request: ReplyRequest;
  /**
   * The ids of the earlier entries sent with it, in order, to record as Entry.remembered; null when nothing is
   * to be recorded (memory off on a first reply: there is nothing to replace either).
   */
  remembered: string[] | null;
  /** The same entries as the reply's last step shows them (Entry.remembered); null with `remembered`. */
  sources: CitedEntry[] | null;
}

/**
 * The prompt of a reply within the context budget (issue 23 §1-§2): the topic's system prompt, the
 * conversation (its opening and newest turns, with the summary of those left out), the writer's earlier
 * entries when memory is on, and the entry's words and file.
 */
@Injectable()
export class ReplyPrompts {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly entries: EntriesRepository,
    private readonly files: FilesService,
    private readonly users: UsersService,
    private readonly recall: JournalRecall,
    private readonly summaries: ConversationSummariesRepository,
    private readonly summaryWriter: SummaryWriter,
    private readonly whiteLabel: WhiteLabelService,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  /**
   * Null when the conversation is gone (deleted since the reply was asked for). `known`: what the caller has
   * just read (not read again).
   */
  async prepare(entry: EntryEntity, known: KnownContext = {}): Promise<PreparedReply | null> {
    const [found, history, attachment, memoryOn, counter] = await Promise.all([
      known.conversation ?? this.conversations.findConversation(entry.ownerId, entry.conversationId),
      known.history ?? this.entries.findHistory(entry.ownerId, entry.conversationId, entry.orderIndex),
      entry.file ? this.attachment(entry) : undefined,
      known.aiMemory ?? this.users.memoryOf(entry.ownerId),
      tokenCounter(),
    ]);
    if (!found) return null;
    const topic = this.topicOf(found.topic);
    const remembered = memoryOn ? await this.remember(entry) : [];
    const parts: PromptParts = {
      system: buildSystemPrompt(topic, this.whiteLabel.site.appName),
      history,
      remembered: remembered.map((row) => ({
        day: new Date(row.created_at).toISOString().slice(0, 10),
        projectName: row.project_name,
        text: writtenWords(row),
      })),
      summary: null,
      latestText: entry.userText,
      attachment,
    };
    const budget = this.env.ai.contextTokens;
    let fitted = fitPrompt(parts, budget, counter);
    if (fitted.leftOutThrough !== null) {
      // Turns fell out: the summary of the earlier conversation takes their place, and is asked to reach them.
      const summary = await this.summaries.find(entry.ownerId, entry.conversationId);
      if (summary) fitted = fitPrompt({ ...parts, summary }, budget, counter);
      if (fitted.leftOutThrough !== null) void this.summaryWriter.want(found, summary, fitted.leftOutThrough);
    }
    const latest = {
      text: entry.userText,
      answers: entry.answers ?? undefined,
      attachment: attachment && {
        name: attachment.name,
        readable: attachment.kind === 'text' || attachment.kind === 'image',
        image: attachment.kind === 'unseen-image',
      },
    };
    const sent = memoryOn ? remembered.slice(0, fitted.rememberedSent) : known.history ? null : [];
    return {
      request: { topic, messages: fitted.messages, latest },
      remembered: sent && sent.map((row) => row.id),
      sources: sent && sent.map(citedEntryOf),
    };
  }

  /** The writer's entries most relevant to this one, from their other conversations; an opening by its answers. */
  private remember(entry: EntryEntity): Promise<RecalledRow[]> {
    const words = entry.answers ? entry.answers.map((item) => item.answer).join('\n') : entry.userText;
    return this.recall.recall(entry.ownerId, words, {
      leaveOut: entry.conversationId,
      limit: MEMORY_ENTRIES,
      expand: words.includes('?'),
    });
  }

  private async attachment(entry: EntryEntity): Promise<AttachmentContent | undefined> {
    const file = entry.file;
    if (!file) return undefined;
    const content = await this.files.contentForAi(file, { images: this.ai.seesImages });
    return { ...content, name: file.name };
  }

  /** A topic removed from the config after the conversation began still gets a reply, with the defaults. */
  private topicOf(key: string): TopicEntry {
    return (
      findTopic(this.whiteLabel.features, key) ?? {
        key,
        displayName: key,
        enabled: false,
        promptQuestions: [],
        promptRole: 'Assistant',
        promptContext: this.whiteLabel.site.appName,
        promptConstraints: '',
        promptTone: 'friendly',
        promptExamples: '',
      }
    );
  }
}
