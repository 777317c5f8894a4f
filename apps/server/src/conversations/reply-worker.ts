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
import { type JobDb, JobQueue, type QueuedJob } from 'src/jobs/job-queue';
import { Metrics } from 'src/metrics/metrics';
import { ConversationsRepository } from './conversations.repository';
import type { ConversationEntity } from './conversation.entity';
import type { ReplyQueueing } from './conversations.repository';
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

/** A reply this run may go on with: its entry as written and what the AI will be asked. */
interface CheckedOut {
  entry: EntryEntity;
  request: Promise<ReplyRequest | null>;
}

/** A job taken here (see startHere): checked out as it was written, and whether the take succeeded. */
interface TakenHere extends CheckedOut {
  taken: Promise<boolean>;
}

/** A reply queued in the transaction that writes its entry; begin() starts it once that has committed. */
export interface QueuedWithEntry extends ReplyQueueing {
  /** What the AI will be asked, read while the transaction commits (when this instance will likely run it). */
  request?: Promise<ReplyRequest | null>;
}

/**
 * Runs reply jobs on this instance, up to `replyConcurrency` at once: a reply queued here is taken here by its
 * job id and its AI request sent at once (no fetch in between); jobs queued by instances that were full or
 * draining are fetched every POLL_INTERVAL_MS, and as soon as a slot frees up. On shutdown it stops fetching,
 * lets running replies finish within the grace period and hands the others back to the queue.
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

  /**
   * A reply to ask for with the entry being written (ConversationsRepository.append): its job is queued in the
   * entry's transaction, and the conversation so far is read meanwhile when this instance has room to run it.
   */
  queueing(): QueuedWithEntry {
    const queued: QueuedWithEntry = {
      jobId: randomUUID(),
      queue: async (db: JobDb, entry: EntryEntity, conversation: ConversationEntity) => {
        // From another connection: every entry before this one is committed (they held the conversation's
        // lock this transaction waited for). An entry with a file is prepared once it is read with its file.
        if (!entry.fileId && this.hasRoom()) {
          queued.request = this.generator.prepare(entry, conversation);
          // Awaited by the run; a failure is reported there, not as unhandled.
          queued.request.catch(() => undefined);
        }
        await this.queue.send<ReplyJobData>(REPLY_QUEUE, this.jobData(entry), queued.jobId, db);
      },
    };
    return queued;
  }

  /** Once the entry and its job are committed: runs the reply here at once when there is room. */
  begin(entry: EntryEntity, queued: QueuedWithEntry): void {
    this.runHereOrWake(entry, queued.jobId, queued.request);
  }

  /**
   * Queues the reply of a pending entry written without a job (an opening, a retry): the entry is pointed at a
   * new job first, so whichever instance takes the job finds it its own. Then runs it here when there is room.
   */
  async enqueue(entry: EntryEntity): Promise<void> {
    const jobId = randomUUID();
    if (!(await this.jobs.assignJob(entry.id, null, jobId))) return;
    await this.queue.send<ReplyJobData>(REPLY_QUEUE, this.jobData(entry), jobId);
    this.runHereOrWake(entry, jobId);
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

  private hasRoom(): boolean {
    return !this.draining && this.running.size < this.env.replyConcurrency;
  }

  private jobData(entry: EntryEntity): ReplyJobData {
    return { entryId: entry.id, ownerId: entry.ownerId };
  }

  /** Without room here, the job waits for a fetch: this instance's once a slot frees up, or another's. */
  private runHereOrWake(entry: EntryEntity, jobId: string, request?: Promise<ReplyRequest | null>): void {
    if (this.hasRoom()) this.startHere(entry, jobId, request ?? this.generator.prepare(entry));
    else this.wake();
  }

  /**
   * Takes the job by its id while the AI request is prepared, and sends the request once both are done. A job
   * fetched first by another instance (its poll came in between) is left to it: nothing was asked or shown.
   * The entry named the job and stamped its heartbeat when it was written, and every write of the run is
   * guarded by the job, so the entry is not read again.
   */
  private startHere(entry: EntryEntity, jobId: string, request: Promise<ReplyRequest | null>): void {
    const taken = this.queue.take(REPLY_QUEUE, jobId).catch((error: unknown) => {
      // Left waiting: a fetch (this instance's next one, or another's) takes it when the database is back.
      this.logger.warn(`Could not take reply job ${jobId}: ${String(error)}`);
      return false;
    });
    this.start({ id: jobId, data: this.jobData(entry) }, { entry, request, taken });
  }

  private start(job: QueuedJob<ReplyJobData>, here?: TakenHere): void {
    const controller = new AbortController();
    this.metrics.replyJobsRunning.inc();
    const done = this.run(job, controller, here)
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

  private async run(
    job: QueuedJob<ReplyJobData>,
    controller: AbortController,
    here?: TakenHere,
  ): Promise<void> {
    // Not taken: another instance runs it (or it is gone), so neither the reply nor the job is this run's.
    if (here && !(await here.taken)) return;
    const taken = here ?? (await this.checkOut(job));
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
   * A fetched job (queued by another instance, by this one while it was full, or before a restart): the entry
   * is read and the job's claim checked and stamped, since the reply may have been retried, swept or deleted
   * since it was queued.
   */
  private async checkOut(job: QueuedJob<ReplyJobData>): Promise<CheckedOut | null> {
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
