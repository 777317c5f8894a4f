import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { JobQueue } from 'src/jobs/job-queue';
import { INTERRUPTED_MESSAGE, REPLY_QUEUE, SWEEP_INTERVAL_MS } from './reply-jobs';
import { type QuietReply, ReplyJobsRepository } from './reply-jobs.repository';
import { ReplyOutcomes } from './reply-outcomes';
import { REPLY_STREAM_BUS, type ReplyStreamBus } from './stream/reply-stream.port';

// Per round; a backlog (after an upgrade, or a long outage) is worked through a batch per round.
const BATCH = 100;

/**
 * Repairs pending replies that nothing is generating any more: at boot and every SWEEP_INTERVAL_MS, on every
 * instance. A quiet reply whose job still waits in the queue is left for it; one whose job is active (its
 * worker died), finished or missing (e.g. a reply left pending by a version before jobs) is marked failed, so
 * the user can retry it.
 */
@Injectable()
export class ReplySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReplySweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly jobs: ReplyJobsRepository,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
    private readonly outcomes: ReplyOutcomes,
  ) {}

  /** Before the instance serves anything, so no one is shown a reply that is pending for nothing. */
  async onApplicationBootstrap(): Promise<void> {
    await this.sweepSafely();
    this.timer = setInterval(() => void this.sweepSafely(), SWEEP_INTERVAL_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One round; resolves with how many replies it failed. */
  async sweep(): Promise<number> {
    let failed = 0;
    for (const reply of await this.jobs.findQuiet(BATCH)) {
      if (await this.repair(reply)) failed += 1;
    }
    return failed;
  }

  private sweepSafely(): Promise<void> {
    // A round still running (a slow database) is not doubled.
    this.sweeping ??= this.sweep()
      .then((failed) => {
        if (failed > 0) this.logger.warn(`Marked ${failed} interrupted replies as failed`);
      })
      .catch((error: unknown) => this.logger.warn(`Reply sweep failed: ${String(error)}`))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async repair({ entryId, conversationId, ownerId, jobId }: QuietReply): Promise<boolean> {
    const state = jobId ? await this.queue.state(REPLY_QUEUE, jobId) : 'missing';
    if (state === 'waiting') return false;
    if (!(await this.outcomes.failQuiet({ entryId, ownerId, jobId }, INTERRUPTED_MESSAGE))) return false;
    await this.bus.publish({
      entryId,
      conversationId,
      ownerId,
      delta: '',
      text: '',
      status: 'failed',
      error: INTERRUPTED_MESSAGE,
    });
    // The dead worker's job, so no one mistakes it for running (a live one would find the reply not its own).
    if (jobId && state === 'active') await this.queue.fail(REPLY_QUEUE, jobId, INTERRUPTED_MESSAGE);
    return true;
  }
}
