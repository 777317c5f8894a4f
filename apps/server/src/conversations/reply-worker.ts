import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ReplyRequest } from 'src/ai/ai-provider.port';
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

/** A job queued here, its entry as just written and its request already being read (see enqueue). */
interface QueuedHere {
  entry: EntryEntity;
  request: Promise<ReplyRequest | null>;
}

// A job queued here is normally fetched here within milliseconds. One fetched later (this instance was full)
// is checked out like any other, which stamps its heartbeat before the sweep could find it quiet.
const QUEUED_HERE_MS = HEARTBEAT_MS;

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
  private readonly queuedHere = new Map<string, QueuedHere>();
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

  /**
   * Queues the reply of a pending entry that has no job yet, and starts it here when there is room. What the
   * AI will be asked is read meanwhile, so the request leaves as soon as this instance has taken the job.
   * `namedJobId`: the entry was written naming this job (and stamping its heartbeat), so it is not assigned.
   */
  async enqueue(entry: EntryEntity, namedJobId?: string): Promise<void> {
    const jobId = namedJobId ?? randomUUID();
    const request = this.generator.prepare(entry);
    // Awaited by the run, if this instance takes the job; a failure is reported there, not as unhandled.
    request.catch(() => undefined);
    // The entry names its job before the job exists, so whichever instance takes the job finds it its own.
    if (!namedJobId && !(await this.jobs.assignJob(entry.id, null, jobId))) return;
    this.queuedHere.set(jobId, { entry, request });
    setTimeout(() => this.queuedHere.delete(jobId), QUEUED_HERE_MS).unref();
    try {
      await this.queue.send<ReplyJobData>(REPLY_QUEUE, { entryId: entry.id, ownerId: entry.ownerId }, jobId);
    } catch (error) {
      this.queuedHere.delete(jobId);
      throw error;
    }
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
    const taken = this.queuedHere.get(job.id) ?? (await this.checkOut(job));
    this.queuedHere.delete(job.id);
    if (!taken) {
      await this.queue.complete(REPLY_QUEUE, job.id);
      return;
    }
    const { entry, request } = taken;
    const entryId = entry.id;
    const heartbeat = setInterval(() => {
      this.jobs.beat(entryId, job.id).then(
        (ours) => ours || controller.abort(TAKEN),
        (error: unknown) => this.logger.warn(`Heartbeat of reply ${entryId} failed: ${String(error)}`),
      );
    }, HEARTBEAT_MS);
    let outcome;
    try {
      outcome = await this.generator.generate(entry, request, job.id, controller.signal);
    } finally {
      clearInterval(heartbeat);
    }
    if (outcome === 'interrupted' && controller.signal.reason === HAND_BACK)
      await this.handBack(entry, job.id);
    await this.queue.complete(REPLY_QUEUE, job.id);
  }

  /**
   * A job queued by another instance (or by this one before a restart): the entry is read and the job's claim
   * checked and stamped, since the reply may have been retried, swept or deleted since it was queued. A job
   * queued here moments ago (QUEUED_HERE_MS) skips this: this instance named the job on the entry and stamped
   * its heartbeat, nothing takes a reply from its job that soon (the sweep waits STALE_AFTER_SECONDS), and
   * every write of the run is guarded by the job.
   */
  private async checkOut(job: QueuedJob<ReplyJobData>): Promise<QueuedHere | null> {
    const { entryId, ownerId } = job.data;
    const entry = await this.conversations.findEntry(ownerId, entryId);
    if (!entry || entry.replyJobId !== job.id || !(await this.jobs.beat(entryId, job.id))) return null;
    return { entry, request: this.generator.prepare(entry) };
  }

  /** Queues the reply again under a new job; its followers see the text reset, then the new generation. */
  private async handBack(entry: EntryEntity, jobId: string): Promise<void> {
    const next = randomUUID();
    if (!(await this.jobs.assignJob(entry.id, jobId, next))) return;
    await this.bus.publish({ entryId: entry.id, delta: '', text: '', status: 'pending', error: null });
    await this.queue.send<ReplyJobData>(REPLY_QUEUE, { entryId: entry.id, ownerId: entry.ownerId }, next);
  }
}
