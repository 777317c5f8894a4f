import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AI_PROVIDER, type AiProvider } from 'src/ai/ai-provider.port';
import type { SummaryForPrompt } from 'src/ai/context-budget';
import { summaryMessages } from 'src/ai/memory-prompts';
import { tokenCounter } from 'src/ai/token-counter';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { JobQueue, type QueuedJob } from 'src/jobs/job-queue';
import { HAND_BACK, QueueConsumer } from 'src/jobs/queue-consumer';
import { ConversationSummariesRepository, type FoldTurn } from './conversation-summaries.repository';

export const SUMMARY_QUEUE = 'conversation-summary';

interface SummaryJobData {
  conversationId: string;
  ownerId: string;
  /** The newest turn left out of a reply's prompt: the summary should reach it. */
  through: number;
}

/** A job that has not finished this long after it was asked for is asked for again by the next reply. */
export const SUMMARY_STALE_SECONDS = 600;
/** Turns read for one request to the provider (the tokens decide how many of them go). */
const FOLD_TURNS_READ = 200;

/**
 * Keeps the summary of a long conversation's earlier turns (issue 23 §1), as durable jobs: a reply that left
 * turns out asks for one (`want`), without waiting; the job folds the turns left out into the summary, as many
 * at a time as half the context budget holds, until it reaches them all. A job whose instance died is asked for
 * again by a reply once SUMMARY_STALE_SECONDS have passed; until then replies leave the oldest turns out.
 */
@Injectable()
export class SummaryWriter implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SummaryWriter.name);
  private readonly consumer: QueueConsumer<SummaryJobData>;

  constructor(
    private readonly queue: JobQueue,
    private readonly summaries: ConversationSummariesRepository,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {
    this.consumer = new QueueConsumer(queue, {
      queue: SUMMARY_QUEUE,
      concurrency: 1,
      pollMs: 2_000,
      run: (job, signal) => this.run(job, signal),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }

  /**
   * Asks for the summary to reach the turn at `through`, unless a job is at it already or `summary` reaches it.
   * Never throws: a reply does not depend on it.
   */
  async want(
    conversation: { id: string; ownerId: string },
    summary: SummaryForPrompt | null,
    through: number,
  ): Promise<void> {
    if (summary && summary.through >= through) return;
    try {
      const jobId = randomUUID();
      if (!(await this.summaries.ask(conversation.id, jobId, SUMMARY_STALE_SECONDS))) return;
      await this.queue.send<SummaryJobData>(
        SUMMARY_QUEUE,
        { conversationId: conversation.id, ownerId: conversation.ownerId, through },
        jobId,
      );
      this.consumer.wake();
    } catch (error) {
      this.logger.warn(`Could not ask for the summary of ${conversation.id}: ${String(error)}`);
    }
  }

  private async run({ id: jobId, data }: QueuedJob<SummaryJobData>, signal: AbortSignal): Promise<void> {
    const { conversationId, ownerId, through } = data;
    const counter = await tokenCounter();
    const room = Math.floor(this.env.ai.contextTokens / 2);
    try {
      for (;;) {
        const summary = await this.summaries.find(ownerId, conversationId);
        const after = summary?.through ?? 0;
        if (after >= through || signal.aborted) break;
        const turns = await this.summaries.turns(conversationId, after, through, FOLD_TURNS_READ);
        if (turns.length === 0) break;
        const fold = turnsThatFit(
          turns,
          room,
          (text) => counter.count(text),
          (text, max) => counter.cut(text, max),
        );
        const text = await this.ai.summarize(
          {
            messages: summaryMessages(summary?.text ?? null, fold),
            previous: summary?.text ?? null,
            turns: fold,
          },
          signal,
        );
        if (signal.aborted) break;
        if (!(await this.summaries.store(conversationId, jobId, text, fold[fold.length - 1].orderIndex)))
          return;
      }
      await this.summaries.release(conversationId, jobId);
    } catch (error) {
      // Handed back: the next reply asks again at once. Failed: it asks again once the job is stale.
      if (signal.reason === HAND_BACK) await this.summaries.release(conversationId, jobId);
      else throw error;
    }
  }
}

/** The oldest turns whose text fits in `room` tokens: at least one, cut when it alone is larger. */
export function turnsThatFit(
  turns: FoldTurn[],
  room: number,
  count: (text: string) => number,
  cut: (text: string, max: number) => string,
): FoldTurn[] {
  const fold: FoldTurn[] = [];
  let used = 0;
  for (const turn of turns) {
    const tokens = count(turn.userText) + (turn.replyText ? count(turn.replyText) : 0);
    if (fold.length > 0 && used + tokens > room) break;
    fold.push(
      tokens > room
        ? {
            ...turn,
            userText: cut(turn.userText, Math.floor(room / 2)),
            replyText: turn.replyText && cut(turn.replyText, Math.floor(room / 2)),
          }
        : turn,
    );
    used += tokens;
  }
  return fold;
}
