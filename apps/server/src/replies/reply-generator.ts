import { Inject, Injectable, Logger } from '@nestjs/common';
import { AI_PROVIDER, type AiProvider, AiProviderError } from 'src/ai/ai-provider.port';
import { Metrics } from 'src/metrics/metrics';
import type { CitedEntry } from 'src/conversations/dto/remembered-entry.model';
import type { EntryEntity, ReplyStatus } from 'src/conversations/entry.entity';
import { RememberedRepository } from 'src/memory/remembered.repository';
import { type KnownContext, ReplyPrompts } from './reply-prompts';
import { ReplyOutcomes } from './reply-outcomes';
import { REPLY_STREAM_BUS, type ReplyStreamBus, stepOf } from './stream/reply-stream.port';

const GENERIC_FAILURE = 'The reply could not be generated. Please retry.';

/** `stored`: the outcome is on the entry (or the entry was no longer this job's); `interrupted`: aborted. */
export type GenerationOutcome = 'stored' | 'interrupted';

/** Generates one reply, streams it on the bus and stores it, on behalf of the job that owns the entry. */
@Injectable()
export class ReplyGenerator {
  private readonly logger = new Logger(ReplyGenerator.name);

  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly prompts: ReplyPrompts,
    private readonly sources: RememberedRepository,
    private readonly outcomes: ReplyOutcomes,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
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
    // What the reply drew on, for its complete step (null: unchanged, nothing to show).
    let sources: CitedEntry[] | null = null;
    const step = stepOf(entry);
    const publish = (delta: string, status: ReplyStatus, error: string | null = null) =>
      this.bus.publish({
        ...step,
        delta,
        text,
        status,
        error,
        by: this.ai.name,
        ...(status === 'complete' && sources && { citations: sources }),
      });
    const finish = async (result: { text: string } | { error: string }) => {
      const stored = await this.outcomes.finish(
        entry,
        jobId,
        'text' in result ? { ...result, by: this.ai.name } : result,
      );
      if (stored)
        await publish('', 'text' in result ? 'complete' : 'failed', 'error' in result ? result.error : null);
      return 'stored' as const;
    };
    try {
      const prepared = await this.prompts.prepare(entry, known);
      // Its conversation was deleted, the entry with it: no one needs the reply.
      if (!prepared) return 'stored';
      if (signal.aborted) return 'interrupted';
      sources = prepared.sources;
      const replyTimer = this.metrics.aiReplyDuration.startTimer();
      const firstToken = this.metrics.aiTimeToFirstToken.startTimer();
      // The first next() sends the request: the rest waits until it is under way.
      const deltas = this.ai.streamReply(prepared.request, signal)[Symbol.asyncIterator]();
      const first = deltas.next();
      asked();
      // What the reply draws on is recorded while it streams, and before it is stored as complete.
      const recorded = this.record(entry, prepared.remembered);
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
      await recorded;
      return await finish({ text });
    } catch (error) {
      if (signal.aborted) return 'interrupted';
      const message = error instanceof AiProviderError ? error.message : GENERIC_FAILURE;
      if (!(error instanceof AiProviderError))
        this.logger.error(`Reply for ${entry.id} failed: ${String(error)}`);
      return finish({ error: message });
    }
  }

  /** Records the reply's sources (Entry.remembered); a failure costs the list, never the reply. */
  private async record(entry: EntryEntity, remembered: string[] | null): Promise<void> {
    if (remembered === null) return;
    await this.sources
      .record(entry.id, remembered)
      .catch((error: unknown) => this.logger.warn(`Sources of ${entry.id} not recorded: ${String(error)}`));
  }
}
