import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { JobQueue, QueuedJob } from './job-queue';
import { HAND_BACK, QueueConsumer } from './queue-consumer';

/** Something written by a job for its owner: a review, a journal answer. */
export interface DurableItem {
  id: string;
  ownerId: string;
}

/** One still pending with no sign of life: its job, and how many jobs have started it. */
export interface StaleItem extends DurableItem {
  jobId: string | null;
  attempts: number;
}

/** What a job is queued with: at least the item's owner (each writer names its item in its own way). */
export interface DurableJobData {
  ownerId: string;
}

/** How the rows of the items are guarded by their job: each write names the job, and only that job's lands. */
export interface DurableStore<T extends DurableItem> {
  /** Takes the item for `jobId` while it is pending under it (heartbeat stamped, attempt counted). */
  claim(id: string, jobId: string): Promise<T | null>;
  /** A sign of life; false when the item is no longer the job's. */
  beat(id: string, jobId: string): Promise<boolean>;
  /** Moves a pending item from its job to a new one, its text emptied. */
  assignJob(id: string, fromJobId: string | null, toJobId: string): Promise<boolean>;
  /** Pending items with no heartbeat for `seconds`. */
  stale(seconds: number): Promise<StaleItem[]>;
  /** Fails the item with `message` while it is the job's. */
  fail(id: string, jobId: string, message: string): Promise<boolean>;
}

export interface DurableWriterSettings {
  queue: string;
  /** Items one instance writes at once. */
  concurrency: number;
  pollMs: number;
  heartbeatMs: number;
  /** No sign of life for this long (several heartbeats): queued again by the sweep. */
  staleAfterSeconds: number;
  sweepMs: number;
  /** Jobs an item may start before an interruption fails it rather than queue it once more. */
  attemptsMax: number;
  /** The failure an item interrupted too often ends with. */
  interrupted: string;
}

/** Why a job's signal aborts when its item was taken from it (another job has it now). */
const TAKEN = 'taken';

/**
 * Writes items as durable jobs on any instance, the way replies are written (reviews, journal answers): a job
 * is fetched, its item claimed and its heartbeat kept while `write` runs; on shutdown unfinished items go back
 * to the queue; the sweep queues again an item whose instance died, and after `attemptsMax` jobs fails it, so
 * an item outlives a restart. Subclasses write one item and say how its followers hear of a reset or a failure.
 */
export abstract class DurableTextWriter<T extends DurableItem, J extends DurableJobData>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger = new Logger(this.constructor.name);
  private readonly consumer: QueueConsumer<J>;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  protected constructor(
    protected readonly queue: JobQueue,
    private readonly store: DurableStore<T>,
    private readonly settings: DurableWriterSettings,
  ) {
    this.consumer = new QueueConsumer(queue, {
      queue: settings.queue,
      concurrency: settings.concurrency,
      pollMs: settings.pollMs,
      run: (job, signal) => this.run(job, signal),
    });
  }

  /** The job data of an item, and the item a job names. */
  protected abstract jobData(item: DurableItem): J;
  protected abstract itemOf(data: J): string;

  /** Writes the item claimed by `jobId`; stops when `signal` aborts, storing nothing more. */
  protected abstract write(item: T, jobId: string, signal: AbortSignal): Promise<void>;

  /** Tells the item's followers its text starts over (handed to a new job) or that it failed. */
  protected abstract announce(
    item: DurableItem,
    status: 'pending' | 'failed',
    error: string | null,
  ): Promise<void>;

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
    this.sweeper = setInterval(() => void this.sweepSafely(), this.settings.sweepMs).unref();
  }

  /** Stops fetching and hands the items being written back to the queue, for another instance or a restart. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweeper);
    await this.sweeping;
    await this.consumer.stop();
  }

  /** Looks for jobs now: the instance that queued an item starts it at once when it has room. */
  wake(): void {
    this.consumer.wake();
  }

  /** One sweep round: pending items without a heartbeat are queued again, or failed after too many jobs. */
  async sweep(): Promise<void> {
    for (const item of await this.store.stale(this.settings.staleAfterSeconds)) await this.repair(item);
  }

  private async run(job: QueuedJob<J>, signal: AbortSignal): Promise<void> {
    const item = await this.store.claim(this.itemOf(job.data), job.id);
    // Deleted, finished or handed to another job since it was queued: nothing to write.
    if (!item) return;
    const taken = new AbortController();
    const either = AbortSignal.any([signal, taken.signal]);
    const heartbeat = setInterval(() => {
      this.store.beat(item.id, job.id).then(
        (ours) => ours || taken.abort(TAKEN),
        (error: unknown) => this.logger.warn(`Heartbeat of ${item.id} failed: ${String(error)}`),
      );
    }, this.settings.heartbeatMs);
    try {
      await this.write(item, job.id, either);
    } finally {
      clearInterval(heartbeat);
    }
    if (signal.reason === HAND_BACK) await this.requeue(item, job.id);
  }

  /** Queues the item again under a new job; its followers see the text start over. */
  private async requeue(item: DurableItem, fromJobId: string | null): Promise<boolean> {
    const next = randomUUID();
    if (!(await this.store.assignJob(item.id, fromJobId, next))) return false;
    await this.announce(item, 'pending', null);
    await this.queue.send<J>(this.settings.queue, this.jobData(item), next);
    return true;
  }

  private async repair(stale: StaleItem): Promise<void> {
    const { queue, attemptsMax, interrupted } = this.settings;
    const state = stale.jobId ? await this.queue.state(queue, stale.jobId) : 'missing';
    if (state === 'waiting') return;
    const item = { id: stale.id, ownerId: stale.ownerId };
    if (stale.attempts >= attemptsMax) {
      if (stale.jobId && (await this.store.fail(stale.id, stale.jobId, interrupted)))
        await this.announce(item, 'failed', interrupted);
    } else if (await this.requeue(item, stale.jobId)) {
      this.logger.warn(`${stale.id} was interrupted: queued again`);
      this.wake();
    }
    // The dead instance's job, so no one mistakes it for running.
    if (stale.jobId && state === 'active') await this.queue.fail(queue, stale.jobId, 'interrupted');
  }

  private sweepSafely(): Promise<void> {
    this.sweeping ??= this.sweep()
      .catch((error: unknown) => this.logger.warn(`Sweep failed: ${String(error)}`))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }
}
