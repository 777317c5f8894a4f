import { VALIDATION_MESSAGES } from '@app/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { formatAnswers } from 'src/ai/prompt-builder';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import { ConversationErrorCode } from 'src/conversations/conversations.errors';
import { ConversationsService } from 'src/conversations/conversations.service';
import type {
  ContinueConversationInput,
  StartConversationInput,
} from 'src/conversations/dto/conversation.inputs';
import { ConversationsRepository } from 'src/conversations/conversations.repository';
import { EntriesRepository } from 'src/conversations/entries.repository';
import { type EntryReply, isMissingFileError } from 'src/conversations/entry-writes';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import { FileErrorCode } from 'src/files/files.errors';
import { FilesService } from 'src/files/files.service';
import { JobQueue } from 'src/jobs/job-queue';
import { WebhookEvents } from 'src/webhooks/events/webhook-events';
import type { KnownContext } from './reply-prompts';
import { REPLY_QUEUE, replyJobData } from './reply-jobs';
import { type ClaimableReply, ReplyJobsRepository } from './reply-jobs.repository';
import { ReplyFollowers, type WatchedStep } from './reply-followers';
import { type Reservation, ReplyWorker } from './reply-worker';
import type { ReplyEvent } from './stream/reply-stream.port';

/** The writer's words and the reply they asked for. */
export interface Exchange {
  conversation: ConversationEntity;
  entry: EntryEntity;
  /** The conversation's entry count right after the entry was written, when that write counted it. */
  entryCount?: number;
}

/**
 * The way into AI replies: the entries that ask for one (a conversation's opening, a continuation, a retry),
 * and following a reply (or a conversation's replies) as it is written. Each asks in three steps, in this order:
 * 1. reserve who will generate the reply: this instance, while it has a free slot, or the job queue;
 * 2. write the entry naming the reservation's job (the user's words are stored before the AI is asked, so a
 *    failure loses nothing); a queued job commits in the same transaction;
 * 3. start the reply, and wait for it when the caller asked to.
 */
@Injectable()
export class ExchangeService {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly conversationRows: ConversationsRepository,
    private readonly entries: EntriesRepository,
    private readonly replyJobs: ReplyJobsRepository,
    private readonly files: FilesService,
    private readonly worker: ReplyWorker,
    private readonly followers: ReplyFollowers,
    private readonly queue: JobQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhookEvents,
    private readonly presenter: EntryPresenter,
  ) {}

  async start(ownerId: string, input: StartConversationInput, wait: boolean): Promise<Exchange> {
    const topic = this.conversations.enabledTopic(input.topic);
    const answers = this.conversations.checkAnswers(topic, input.answers);
    const fileId = await this.attachment(ownerId, input.fileId);
    const reservation = this.worker.reserve();
    const opened = await this.write(reservation, ownerId, (reply) =>
      this.conversationRows.createWithOpening(
        { ownerId, topic: topic.key, projectName: input.projectName },
        { kind: 'opening', userText: formatAnswers(input.projectName, answers), answers, fileId },
        reply,
      ),
    );
    // createWithOpening always writes: it has no owner check to fail.
    const { conversation, entry } = opened!;
    // An opening has nothing before it.
    const known = { conversation, history: [] };
    return { conversation, entry: await this.startReply(reservation, entry, wait, known) };
  }

  async continue(ownerId: string, input: ContinueConversationInput, wait: boolean): Promise<Exchange> {
    if (!input.message && !input.fileId) {
      throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.messageRequired);
    }
    if (!isUUID(input.conversationId)) throw this.conversations.notFound();
    const fileId = await this.attachment(ownerId, input.fileId);
    const reservation = this.worker.reserve();
    const appended = await this.write(reservation, ownerId, (reply) =>
      this.entries.append(
        ownerId,
        input.conversationId,
        { kind: 'continuation', userText: input.message, fileId },
        reply,
      ),
    );
    if (!appended) throw this.conversations.notFound();
    const { conversation, entry, history, entryCount, aiMemory } = appended;
    return {
      conversation,
      entry: await this.startReply(reservation, entry, wait, { conversation, history, aiMemory }),
      entryCount,
    };
  }

  /**
   * Asks again for a reply that failed (an interrupted one is marked failed by the reply sweep within about
   * 30 s); the user's words stay as they are. A pending reply is not retryable: its job is queued or running.
   */
  async retry(ownerId: string, entryId: string, wait: boolean): Promise<Exchange> {
    return this.askAgain(ownerId, entryId, wait, 'failed');
  }

  /**
   * Asks again for the reply of one of the owner's entries (`which`: a failed one only, as retry does, or any
   * finished one, to replace it: after the writer changed their words, say). Its words stay as they are; the
   * new reply replaces the old one as it streams. A pending reply is not asked again: a job is writing it.
   */
  async askAgain(
    ownerId: string,
    entryId: string,
    wait: boolean,
    which: ClaimableReply = 'finished',
  ): Promise<Exchange> {
    const entry = await this.conversations.getRepliedEntry(ownerId, entryId);
    const conversation = await this.conversations.getConversation(ownerId, entry.conversationId);
    const reservation = this.worker.reserve();
    const claimed = await this.write(reservation, null, async (reply) =>
      (await this.replyJobs.claimRetry(entry.id, reply, which))
        ? {
            entry: {
              ...entry,
              replyStatus: 'pending' as const,
              replyText: null,
              replyError: null,
              replyBy: null,
            },
          }
        : null,
    );
    if (!claimed) {
      const message = which === 'failed' ? MESSAGES.replyNotRetryable : MESSAGES.replyBeingWritten;
      throw new DomainError(ConversationErrorCode.ReplyNotRetryable, message);
    }
    return { conversation, entry: await this.startReply(reservation, claimed.entry, wait, { conversation }) };
  }

  /** The reply of one of the owner's entries as it is written (see ReplyFollowers.follow). */
  async follow(ownerId: string, entryId: string): Promise<AsyncIterable<ReplyEvent>> {
    return this.followers.follow(await this.conversations.getRepliedEntry(ownerId, entryId));
  }

  /**
   * The replies of one of the owner's conversations from now on, as they are written (see
   * ReplyFollowers.watch); another's conversation is not found.
   */
  async watch(ownerId: string, conversationId: string): Promise<AsyncIterable<WatchedStep>> {
    return this.followers.watch(await this.conversations.getConversation(ownerId, conversationId));
  }

  /** The file to attach: none for an absent or empty id, else one of the owner's (or "not found"). */
  private async attachment(ownerId: string, fileId: string | null | undefined): Promise<string | null> {
    return fileId ? (await this.files.getOwned(ownerId, fileId)).id : null;
  }

  /**
   * Step 2: writes the entry with the reservation's job named on it: on its own when the reply runs here,
   * else in a transaction with the queued job (neither exists without the other); a new entry of a writer
   * whose webhook wants ENTRY_CREATED (`newEntryOf`: its owner) in a transaction with its deliveries. Null
   * when nothing was written.
   */
  private async write<T extends { entry: EntryEntity }>(
    reservation: Reservation,
    newEntryOf: string | null,
    write: (reply: EntryReply) => Promise<T | null>,
  ): Promise<T | null> {
    const { jobId } = reservation;
    try {
      const announce = newEntryOf !== null && (await this.webhooks.wants(newEntryOf, 'ENTRY_CREATED'));
      if (reservation.runsHere && !announce) return await write({ jobId });
      return await this.dataSource.transaction(async (manager) => {
        const written = await write({ jobId, manager });
        if (!written) return null;
        if (!reservation.runsHere)
          await this.queue.send(REPLY_QUEUE, replyJobData(written.entry), jobId, manager);
        if (announce && newEntryOf) {
          // As the API shows it: with its file, which the written row names but does not carry. Joined here
          // once, the answer (startReply) does not read it again.
          if (written.entry.fileId) {
            const stored = await this.entries.findEntry(newEntryOf, written.entry.id, manager);
            written.entry.file = stored?.file;
          }
          await this.webhooks.emit(newEntryOf, 'ENTRY_CREATED', this.presenter.entry(written.entry), manager);
        }
        return written;
      });
    } catch (error) {
      throw fileGone(error);
    }
  }

  /**
   * Step 3: starts the reply of the entry just written. With `wait`, resolves once it is stored, from
   * whichever instance ran it; without, at once, and the reply streams to `replyStream` subscribers. Answers
   * the entry as stored, its file joined (read again only when it has one not joined yet).
   */
  private async startReply(
    reservation: Reservation,
    written: EntryEntity,
    wait: boolean,
    known: KnownContext,
  ): Promise<EntryEntity> {
    const entry =
      written.fileId && !written.file
        ? ((await this.entries.findEntry(written.ownerId, written.id)) ?? written)
        : written;
    if (!wait) {
      await this.worker.begin(reservation, entry, known);
      return entry;
    }
    const waiting = await this.followers.listen(entry);
    try {
      await this.worker.begin(reservation, entry, known);
      await waiting.untilStored();
    } finally {
      waiting.close();
    }
    return (await this.entries.findEntry(entry.ownerId, entry.id)) ?? entry;
  }
}

/** A file deleted after the attachment check (an abandoned upload removed meanwhile) is not found, not a 500. */
function fileGone(error: unknown): unknown {
  return isMissingFileError(error) ? new DomainError(FileErrorCode.NotFound, MESSAGES.fileNotFound) : error;
}
