import { findTopic, type TopicEntry } from '@app/schema';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AI_PROVIDER, type AiProvider, AiProviderError, type ReplyRequest } from 'src/ai/ai-provider.port';
import { type AttachmentContent, buildMessages, buildSystemPrompt } from 'src/ai/prompt-builder';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { FilesService } from 'src/files/files.service';
import { Metrics } from 'src/metrics/metrics';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import { ConversationsRepository } from 'src/conversations/conversations.repository';
import { EntriesRepository, type History } from 'src/conversations/entries.repository';
import type { EntryEntity, ReplyStatus } from 'src/conversations/entry.entity';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { REPLY_STREAM_BUS, type ReplyStreamBus, stepOf } from './stream/reply-stream.port';

const GENERIC_FAILURE = 'The reply could not be generated. Please retry.';

/** What the caller has just read of an entry's conversation, so that preparing its reply does not read it again. */
export interface KnownContext {
  conversation?: ConversationEntity;
  /** The conversation before the entry. */
  history?: History;
}

/** `stored`: the outcome is on the entry (or the entry was no longer this job's); `interrupted`: aborted. */
export type GenerationOutcome = 'stored' | 'interrupted';

/** Generates one reply, streams it on the bus and stores it, on behalf of the job that owns the entry. */
@Injectable()
export class ReplyGenerator {
  private readonly logger = new Logger(ReplyGenerator.name);

  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly conversations: ConversationsRepository,
    private readonly entries: EntriesRepository,
    private readonly jobs: ReplyJobsRepository,
    private readonly files: FilesService,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
    private readonly whiteLabel: WhiteLabelService,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Asks the AI about `entry` (`known`: what the caller read of its conversation) and streams each step as it
   * arrives. When `signal` aborts (the instance hands the reply back, or the reply was taken from this job) nothing is
   * stored or published as final: whoever aborted decides what happens to the reply. `asked` is called as soon as
   * the provider has been asked (its request on its way), before anything the request does not need.
   */
  async generate(
    entry: EntryEntity,
    known: KnownContext,
    jobId: string,
    signal: AbortSignal,
    asked: () => void = () => undefined,
  ): Promise<GenerationOutcome> {
    let text = '';
    const step = stepOf(entry);
    const publish = (delta: string, status: ReplyStatus, error: string | null = null) =>
      this.bus.publish({ ...step, delta, text, status, error, by: this.ai.name });
    const finish = async (result: { text: string } | { error: string }) => {
      const stored = await this.jobs.finish(
        entry.id,
        jobId,
        'text' in result ? { ...result, by: this.ai.name } : result,
      );
      if (stored)
        await publish('', 'text' in result ? 'complete' : 'failed', 'error' in result ? result.error : null);
      return 'stored' as const;
    };
    try {
      const asking = await this.prepare(entry, known);
      // Its conversation was deleted, the entry with it: no one needs the reply.
      if (!asking) return 'stored';
      if (signal.aborted) return 'interrupted';
      const replyTimer = this.metrics.aiReplyDuration.startTimer();
      const firstToken = this.metrics.aiTimeToFirstToken.startTimer();
      // The first next() sends the request: the rest waits until it is under way.
      const deltas = this.ai.streamReply(asking, signal)[Symbol.asyncIterator]();
      const first = deltas.next();
      asked();
      this.metrics.repliesStarted.inc();
      let streamed: 'complete' | 'failed' = 'failed';
      let ended = false;
      try {
        for (let step = await first; !step.done; step = await deltas.next()) {
          if (!text) firstToken();
          text += step.value;
          await publish(step.value, 'pending');
        }
        ended = true;
        if (text.trim() && !signal.aborted) streamed = 'complete';
      } finally {
        // As for-await does: a stream left early is closed (its request torn down).
        if (!ended) await deltas.return?.(undefined);
        replyTimer({ status: streamed });
      }
      // Some providers end quietly on abort: the text may be cut short, so it is not stored.
      if (signal.aborted) return 'interrupted';
      if (!text.trim()) throw new AiProviderError('The AI provider sent an empty reply. Please retry.');
      return await finish({ text });
    } catch (error) {
      if (signal.aborted) return 'interrupted';
      const message = error instanceof AiProviderError ? error.message : GENERIC_FAILURE;
      if (!(error instanceof AiProviderError))
        this.logger.error(`Reply for ${entry.id} failed: ${String(error)}`);
      return finish({ error: message });
    }
  }

  /**
   * What the AI is asked for `entry`: the topic's prompt, the conversation so far and the entry's words and
   * file, read in parallel. Null when the conversation is gone (deleted since the reply was asked for).
   * `known`: the entry's conversation and its history, when the caller has just read them (not read again).
   */
  async prepare(entry: EntryEntity, known: KnownContext = {}): Promise<ReplyRequest | null> {
    const [found, history, attachment] = await Promise.all([
      known.conversation ?? this.conversations.findConversation(entry.ownerId, entry.conversationId),
      known.history ?? this.entries.findHistory(entry.ownerId, entry.conversationId, entry.orderIndex),
      entry.file ? this.attachment(entry) : undefined,
    ]);
    if (!found) return null;
    const topic = this.topicOf(found.topic);
    const messages = buildMessages(
      buildSystemPrompt(topic, this.whiteLabel.site.appName),
      history.map((earlier) => ({ userText: earlier.userText, replyText: earlier.replyText })),
      entry.userText,
      attachment,
    );
    const latest = {
      text: entry.userText,
      answers: entry.answers ?? undefined,
      attachment: attachment && {
        name: attachment.name,
        readable: attachment.kind === 'text' || attachment.kind === 'image',
        image: attachment.kind === 'unseen-image',
      },
    };
    return { topic, messages, latest };
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
