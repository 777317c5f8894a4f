import { Logger } from '@nestjs/common';
import type { JobQueue, QueuedJob } from './job-queue';

/** Why a job's signal aborts when its instance stops: the job should leave its work for another instance. */
export const HAND_BACK = 'hand-back';

export interface QueueConsumerOptions<T> {
  queue: string;
  /** Jobs this instance runs at once. */
  concurrency: number;
  /** How often an idle instance looks for jobs. */
  pollMs: number;
  /**
   * Runs one job; `signal` aborts with HAND_BACK when the instance stops. The job is completed when this
   * resolves, failed when it throws.
   */
  run(job: QueuedJob<T>, signal: AbortSignal): Promise<void>;
}

/**
 * Fetches the jobs of one queue and runs them, a few at a time, on any instance: what a writer of durable jobs
 * (a conversation's summary, a journal answer) needs of the queue, written once. `stop()` aborts the running
 * jobs with HAND_BACK and waits for them.
 */
export class QueueConsumer<T> {
  private readonly logger: Logger;
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private poller: NodeJS.Timeout | undefined;
  private filling: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly jobs: JobQueue,
    private readonly options: QueueConsumerOptions<T>,
  ) {
    this.logger = new Logger(`QueueConsumer(${options.queue})`);
  }

  async start(): Promise<void> {
    await this.jobs.createQueue(this.options.queue);
    this.poller = setInterval(() => this.wake(), this.options.pollMs).unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.poller);
    await this.filling;
    for (const job of this.running.values()) job.controller.abort(HAND_BACK);
    await Promise.allSettled([...this.running.values()].map((job) => job.done));
  }

  /** Looks for jobs now: the instance that queued one starts it at once when it has room. */
  wake(): void {
    if (this.stopping || this.filling) return;
    this.filling = this.fill().finally(() => (this.filling = undefined));
  }

  private async fill(): Promise<void> {
    const { queue, concurrency } = this.options;
    try {
      while (!this.stopping && this.running.size < concurrency) {
        const room = concurrency - this.running.size;
        const jobs = await this.jobs.fetch<T>(queue, room);
        for (const job of jobs) this.begin(job);
        if (jobs.length < room) return;
      }
    } catch (error) {
      this.logger.warn(`Could not fetch jobs: ${String(error)}`);
    }
  }

  private begin(job: QueuedJob<T>): void {
    const { queue } = this.options;
    const controller = new AbortController();
    const done = this.options
      .run(job, controller.signal)
      .then(() => this.jobs.complete(queue, job.id))
      .catch(async (error: unknown) => {
        this.logger.warn(`Job ${job.id} failed: ${String(error)}`);
        await this.jobs.fail(queue, job.id, String(error)).catch(() => undefined);
      })
      .finally(() => {
        this.running.delete(job.id);
        this.wake();
      });
    this.running.set(job.id, { controller, done });
  }
}
