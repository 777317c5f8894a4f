import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { JobQueue, type QueuedJob } from 'src/jobs/job-queue';
import { Metrics } from 'src/metrics/metrics';
import { ConversationsRepository } from './conversations.repository';
import type { EntryEntity } from './entry.entity';
import { ReplyGenerator } from './reply-generator';
import { HEARTBEAT_MS, POLL_INTERVAL_MS, REPLY_QUEUE, type ReplyJobData } from './reply-jobs';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { REPLY_STREAM_BUS, type ReplyStreamBus } from './reply-stream.port';

/** Why a running reply is aborted: the instance is shutting down, or the reply is no longer its job's. */
const HAND_BACK = 'hand-back';
const TAKEN = 'taken';

interface RunningReply {
  controller: AbortController;
  done: Promise<void>;
}

/**
 * Runs reply jobs on this instance: a small dispatcher over pg-boss that fetches as soon as a reply is queued
 * here (no polling delay on the happy path) and every POLL_INTERVAL_MS otherwise (jobs queued by instances
 * that are full or draining), up to `replyConcurrency` at once. On shutdown it stops fetching, lets running
 * replies finish within the grace period and hands the others back to the queue.
 */
@Injectable()
export class ReplyWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReplyWorker.name);
  private readonly running = new Map<string, RunningReply>();
  private poller: NodeJS.Timeout | undefined;
  private filling: Promise<void> | undefined;
  private fillAgain = false;
  private draining: Promise<void> | undefined;
  private readonly drained = new AbortController();

  constructor(
    private readonly queue: JobQueue,
    private readonly jobs: ReplyJobsRepository,
    private readonly conversations: ConversationsRepository,
    private readonly generator: ReplyGenerator,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
    private readonly metrics: Metrics,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(REPLY_QUEUE);
    this.metrics.countWaitingReplies = () => this.queue.waiting(REPLY_QUEUE);
    this.poller = setInterval(() => this.wake(), POLL_INTERVAL_MS).unref();
    this.wake();
  }

  /** After drainAndClose's own drain a no-op; a plain close() (a failed boot) still drains here. */
  async onModuleDestroy(): Promise<void> {
    await this.drain();
  }

  /** Aborts once this instance has drained: callers waiting here for a reply stop waiting. */
  get drainedSignal(): AbortSignal {
    return this.drained.signal;
  }

  /** Queues the reply of a pending entry that has no job yet, and starts it here when there is room. */
  async enqueue(entry: Pick<EntryEntity, 'id' | 'ownerId'>): Promise<void> {
    const jobId = randomUUID();
    // The entry names its job before the job exists, so whichever instance takes the job finds it its own.
    if (!(await this.jobs.assignJob(entry.id, null, jobId))) return;
    await this.queue.send<ReplyJobData>(REPLY_QUEUE, { entryId: entry.id, ownerId: entry.ownerId }, jobId);
    this.wake();
  }

  /**
   * Stops taking jobs, waits up to the grace period for the replies running here, then hands the rest back
   * to the queue (another instance, or this one after a restart, generates them again from the start).
   */
  drain(graceMs = this.env.shutdownGraceMs): Promise<void> {
    this.draining ??= this.stopAndHandBack(graceMs);
    return this.draining;
  }

  private async stopAndHandBack(graceMs: number): Promise<void> {
    clearInterval(this.poller);
    await this.filling;
    const allDone = () => Promise.allSettled([...this.running.values()].map((reply) => reply.done));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([allDone(), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    if (this.running.size > 0)
      this.logger.log(`Handing ${this.running.size} unfinished replies back to the queue`);
    for (const reply of this.running.values()) reply.controller.abort(HAND_BACK);
    await allDone();
    this.drained.abort();
  }

  /** Fetches while there is room; a call during a fetch makes it look once more afterwards. */
  private wake(): void {
    if (this.draining) return;
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = this.fill().finally(() => (this.filling = undefined));
  }

  private async fill(): Promise<void> {
    try {
      do {
        this.fillAgain = false;
        while (!this.draining && this.running.size < this.env.replyConcurrency) {
          const room = this.env.replyConcurrency - this.running.size;
          const jobs = await this.queue.fetch<ReplyJobData>(REPLY_QUEUE, room);
          for (const job of jobs) this.start(job);
          if (jobs.length < room) break;
        }
      } while (this.fillAgain && !this.draining);
    } catch (error) {
      this.logger.warn(`Could not fetch reply jobs: ${String(error)}`);
    }
  }

  private start(job: QueuedJob<ReplyJobData>): void {
    const controller = new AbortController();
    this.metrics.replyJobsRunning.inc();
    const done = this.run(job, controller)
      .catch(async (error: unknown) => {
        this.logger.error(`Reply job ${job.id} crashed: ${String(error)}`);
        // The entry stays pending with a failed job: the sweep marks it failed once its heartbeat is stale.
        await this.queue.fail(REPLY_QUEUE, job.id, String(error)).catch(() => undefined);
      })
      .finally(() => {
        this.running.delete(job.id);
        this.metrics.replyJobsRunning.dec();
        this.wake();
      });
    this.running.set(job.id, { controller, done });
  }

  private async run(job: QueuedJob<ReplyJobData>, controller: AbortController): Promise<void> {
    const { entryId, ownerId } = job.data;
    const entry = await this.conversations.findEntry(ownerId, entryId);
    const conversation = entry && (await this.conversations.findConversation(ownerId, entry.conversationId));
    // Retried, swept or deleted since it was queued: someone else owns the reply now, or no one needs it.
    if (!entry || !conversation || entry.replyJobId !== job.id || !(await this.jobs.beat(entryId, job.id))) {
      await this.queue.complete(REPLY_QUEUE, job.id);
      return;
    }
    const heartbeat = setInterval(() => {
      this.jobs.beat(entryId, job.id).then(
        (ours) => ours || controller.abort(TAKEN),
        (error: unknown) => this.logger.warn(`Heartbeat of reply ${entryId} failed: ${String(error)}`),
      );
    }, HEARTBEAT_MS);
    let outcome;
    try {
      outcome = await this.generator.generate(entry, conversation, job.id, controller.signal);
    } finally {
      clearInterval(heartbeat);
    }
    if (outcome === 'interrupted' && controller.signal.reason === HAND_BACK)
      await this.handBack(entry, job.id);
    await this.queue.complete(REPLY_QUEUE, job.id);
  }

  /** Queues the reply again under a new job; its followers see the text reset, then the new generation. */
  private async handBack(entry: EntryEntity, jobId: string): Promise<void> {
    const next = randomUUID();
    if (!(await this.jobs.assignJob(entry.id, jobId, next))) return;
    await this.bus.publish({ entryId: entry.id, delta: '', text: '', status: 'pending', error: null });
    await this.queue.send<ReplyJobData>(REPLY_QUEUE, { entryId: entry.id, ownerId: entry.ownerId }, next);
  }
}
