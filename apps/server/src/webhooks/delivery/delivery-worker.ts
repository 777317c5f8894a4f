import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import { JobQueue, type QueuedJob } from 'src/jobs/job-queue';
import { QueueConsumer } from 'src/jobs/queue-consumer';
import { WebhookEvents } from 'src/webhooks/events/webhook-events';
import { DeliveriesRepository } from './deliveries.repository';
import { DELIVERY_QUEUE, type DeliveryJobData } from 'src/webhooks/events/delivery-queue';
import { nextAttemptAt, SENDING_STALE_SECONDS, WAIT_FOR_TURN_MS } from './delivery-rules';
import { WebhookSender } from './webhook-sender';

// Posts one instance makes at once; each waits at most DELIVERY_TIMEOUT_MS on a slow receiver.
const CONCURRENCY = 4;
const POLL_MS = 1_000;
const SWEEP_MS = 30_000;

/**
 * Posts deliveries on whichever instance fetches their job (pg-boss hands a job to one instance), one attempt
 * per job: a failure queues the next attempt as a new job, later and later, until the retry window closes.
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeliveryWorker.name);
  private readonly consumer: QueueConsumer<DeliveryJobData>;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    queue: JobQueue,
    private readonly deliveries: DeliveriesRepository,
    private readonly sender: WebhookSender,
    private readonly events: WebhookEvents,
  ) {
    this.consumer = new QueueConsumer(queue, {
      queue: DELIVERY_QUEUE,
      concurrency: CONCURRENCY,
      pollMs: POLL_MS,
      run: (job) => this.deliver(job),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
    this.sweeper = setInterval(() => void this.sweepSafely(), SWEEP_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweeper);
    // An attempt cut short stays `sending`; the sweep of a live instance queues it again.
    await this.consumer.stop();
  }

  /** Makes one attempt at the job's delivery, if it is still the job's and its turn has come. */
  async deliver(job: QueuedJob<DeliveryJobData>): Promise<void> {
    const { deliveryId } = job.data;
    const claim = await this.deliveries.claim(deliveryId, job.id);
    if (claim === 'gone') return;
    if (claim === 'wait') {
      await this.deliveries.postpone(deliveryId, job.id, new Date(Date.now() + WAIT_FOR_TURN_MS));
      return;
    }
    const { delivery, webhook } = claim;
    if (!webhook.enabled) {
      await this.deliveries.failed(
        deliveryId,
        job.id,
        { status: null, error: MESSAGES.webhookDisabledNotSent },
        null,
      );
      return;
    }
    const result = await this.sender.attempt(webhook, delivery);
    if (result.error === null) {
      await this.deliveries.delivered(deliveryId, job.id, result);
      return;
    }
    const retryAt = nextAttemptAt(delivery.createdAt, delivery.attempts);
    if (await this.deliveries.failed(deliveryId, job.id, result, retryAt)) {
      await this.events.forget(webhook.ownerId);
      this.logger.warn(`Webhook ${webhook.id} failed for too long and was disabled`);
    }
  }

  private async sweepSafely(): Promise<void> {
    try {
      const requeued = await this.deliveries.sweep();
      if (requeued > 0)
        this.logger.warn(
          `${requeued} deliveries were left sending for ${SENDING_STALE_SECONDS} s: queued again`,
        );
    } catch (error) {
      this.logger.warn(`Delivery sweep failed: ${String(error)}`);
    }
  }
}
