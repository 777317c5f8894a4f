import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { EntriesRepository } from 'src/conversations/entries.repository';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { JobQueue, type QueuedJob } from 'src/jobs/job-queue';
import { Metrics } from 'src/metrics/metrics';
import { ReplyGenerator } from './reply-generator';
import type { KnownContext } from './reply-prompts';
import { HEARTBEAT_MS, POLL_INTERVAL_MS, REPLY_QUEUE, type ReplyJobData, replyJobData } from './reply-jobs';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { REPLY_STREAM_BUS, type ReplyStreamBus, stepOf } from './stream/reply-stream.port';

/**
 * Who generates a reply, decided before its entry is written (the first step of ExchangeService): this
 * instance, while it has a free slot, sending the AI request as soon as the entry is committed, or any
 * instance, through a job queued with the entry. `jobId` is written on the entry and names either.
 */
export interface Reservation {
  jobId: string;
  runsHere: boolean;
}

/** A reply run here as soon as its entry was written: there is no job to take, nor to complete. */
const NOT_QUEUED = { taken: Promise.resolve(true), inQueue: false } as const;

// The longest a reply started here holds its caller before the AI request is on its way: a prompt that waits
// for a file's content (read from the bucket) must not hold the caller's answer for long.
const ASK_WAIT_MS = 50;

/** Why a running reply is aborted: the instance is shutting down, or the reply is no longer its job's. */
const HAND_BACK = 'hand-back';
const TAKEN = 'taken';

interface RunningReply {
  controller: AbortController;
  done: Promise<void>;
}

/** A reply this run may go on with: its entry as written, and what the caller read of its conversation. */
interface CheckedOut {
  entry: EntryEntity;
  known: KnownContext;
}

/**
 * A reply started here (see startHere): checked out as it was written; whether the job was taken (false:
 * another instance fetched it first); whether there is a job in the queue at all (a reply run here as soon as
 * its entry was written has none: its entry alone says who owns it).
 */
interface TakenHere extends CheckedOut {
  taken: Promise<boolean>;
  inQueue: boolean;
}

/**
 * Runs replies on this instance, up to `replyConcurrency` at once: one reserved here while there is room runs
 * here, its AI request sent as soon as its entry is written (no job in the queue, no fetch in between); jobs
 * queued by instances that were full or draining are fetched every POLL_INTERVAL_MS, and as soon as a slot
 * frees up. On shutdown it stops fetching, lets running replies finish within the grace period and hands the
 * others back to the queue.
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
    private readonly entries: EntriesRepository,
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
   * With a free slot now, the reply about to be written runs here, its AI request sent as soon as its entry is
   * committed, with nothing written in between (if the instance dies first, the sweep fails the reply within
   * 30 s and the user can retry it, as for a death during the reply). Without one, the reply's job is to be
   * queued with its entry, for any instance. No slot is held meanwhile: holding one for the few milliseconds of
   * the write sent more replies through the queue under load, each costing four statements more (see begin).
   */
  reserve(): Reservation {
    return { jobId: randomUUID(), runsHere: this.hasRoom() };
  }

  /**
   * Once the entry is committed naming `reservation.jobId`: a reply reserved here starts at once (or, if the
   * slots filled up or the instance began draining meanwhile, is queued under that id); a queued one is taken
   * here when a slot has freed up since. `known`: what the caller has just read of the conversation (not read
   * again). A reply started here resolves once its AI request is on its way (at most ASK_WAIT_MS): what the
   * caller does next (its answer) is not on the way to the first token.
   */
  async begin(reservation: Reservation, entry: EntryEntity, known: KnownContext = {}): Promise<void> {
    const job = { id: reservation.jobId, data: replyJobData(entry) };
    if (!reservation.runsHere) {
      if (this.hasRoom()) this.startHere(entry, job.id, known);
      else this.wake();
      return;
    }
    if (!this.hasRoom()) {
      await this.queue.send<ReplyJobData>(REPLY_QUEUE, job.data, job.id);
      this.wake();
      return;
    }
    await this.onItsWay(this.start(job, { entry, known, ...NOT_QUEUED }));
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
        while (this.hasRoom()) {
          const room = this.env.replyConcurrency - this.running.size;
          const jobs = await this.queue.fetch<ReplyJobData>(REPLY_QUEUE, room);
          for (const job of jobs) void this.start(job);
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

  /**
   * Takes the job by its id, then sends the AI request. A job fetched first by another instance (its poll came
   * in between) is left to it: nothing was asked or shown.
   * The entry named the job and stamped its heartbeat when it was written, and every write of the run is
   * guarded by the job, so the entry is not read again.
   */
  private startHere(entry: EntryEntity, jobId: string, known: KnownContext): void {
    const taken = this.queue.take(REPLY_QUEUE, jobId).catch((error: unknown) => {
      // Left waiting: a fetch (this instance's next one, or another's) takes it when the database is back.
      this.logger.warn(`Could not take reply job ${jobId}: ${String(error)}`);
      return false;
    });
    void this.start({ id: jobId, data: replyJobData(entry) }, { entry, known, taken, inQueue: true });
  }

  /**
   * Resolves once `asked` has and the turn of the event loop has ended, so the request has been written (the
   * provider client's steps up to the socket are promise and next-tick steps); or after ASK_WAIT_MS.
   */
  private async onItsWay(asked: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([asked, new Promise((resolve) => (timer = setTimeout(resolve, ASK_WAIT_MS)))]);
    clearTimeout(timer);
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Runs the job; resolves once the AI has been asked, or once the run ended without asking it. */
  private start(job: QueuedJob<ReplyJobData>, here?: TakenHere): Promise<void> {
    let asked!: () => void;
    const askedPromise = new Promise<void>((resolve) => (asked = resolve));
    const controller = new AbortController();
    // Only a reply run here as soon as its entry was written has no job to complete or fail.
    const inQueue = here?.inQueue ?? true;
    this.metrics.replyJobsRunning.inc();
    const done = this.run(job, controller, asked, here)
      .then(async (ours) => {
        if (ours && inQueue) await this.queue.complete(REPLY_QUEUE, job.id);
      })
      .catch(async (error: unknown) => {
        this.logger.error(`Reply job ${job.id} crashed: ${String(error)}`);
        // The entry stays pending with a failed job: the sweep marks it failed once its heartbeat is stale.
        if (inQueue) await this.queue.fail(REPLY_QUEUE, job.id, String(error)).catch(() => undefined);
      })
      .finally(() => {
        asked();
        this.running.delete(job.id);
        this.metrics.replyJobsRunning.dec();
        this.wake();
      });
    this.running.set(job.id, { controller, done });
    return askedPromise;
  }

  /**
   * Generates the reply if it is still this job's. Resolves with whether the job was this run's to complete:
   * not when another instance took it first.
   */
  private async run(
    job: QueuedJob<ReplyJobData>,
    controller: AbortController,
    asked: () => void,
    here?: TakenHere,
  ): Promise<boolean> {
    // Not taken: another instance runs it (or it is gone), so neither the reply nor the job is this run's.
    if (here && !(await here.taken)) return false;
    const taken = here ?? (await this.checkOut(job));
    // The reply was retried, swept or deleted since the job was queued: the job is done with.
    if (!taken) return true;
    const { entry, known } = taken;
    const entryId = entry.id;
    const heartbeat = setInterval(() => {
      this.jobs.beat(entryId, job.id).then(
        (ours) => ours || controller.abort(TAKEN),
        (error: unknown) => this.logger.warn(`Heartbeat of reply ${entryId} failed: ${String(error)}`),
      );
    }, HEARTBEAT_MS);
    let outcome;
    try {
      outcome = await this.generator.generate(entry, known, job.id, controller.signal, asked);
    } finally {
      clearInterval(heartbeat);
    }
    if (outcome === 'interrupted' && controller.signal.reason === HAND_BACK)
      await this.handBack(entry, job.id);
    return true;
  }

  /**
   * A fetched job (queued by another instance, by this one while it was full, or before a restart): the entry
   * is read and the job's claim checked and stamped, since the reply may have been retried, swept or deleted
   * since it was queued.
   */
  private async checkOut(job: QueuedJob<ReplyJobData>): Promise<CheckedOut | null> {
    const { entryId, ownerId } = job.data;
    const entry = await this.entries.findEntry(ownerId, entryId);
    if (!entry || entry.replyJobId !== job.id || !(await this.jobs.beat(entryId, job.id))) return null;
    return { entry, known: {} };
  }

  /** Queues the reply again under a new job; its followers see the text reset, then the new generation. */
  private async handBack(entry: EntryEntity, jobId: string): Promise<void> {
    const next = randomUUID();
    if (!(await this.jobs.assignJob(entry.id, jobId, next))) return;
    await this.bus.publish({ ...stepOf(entry), delta: '', text: '', status: 'pending', error: null });
    await this.queue.send<ReplyJobData>(REPLY_QUEUE, replyJobData(entry), next);
  }
}
