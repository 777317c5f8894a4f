import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobQueue } from 'src/jobs/job-queue';

/** The delivery queue (pg-boss); its jobs carry the delivery's id. */
export const DELIVERY_QUEUE = 'webhook-delivery';

export interface DeliveryJobData {
  deliveryId: string;
}

/** A delivery just recorded (or moved to a new job), and the job that will post it. */
export interface QueuedDelivery {
  id: string;
  jobId: string;
}

/** Queues the jobs of deliveries; in the caller's transaction, so a delivery and its job commit together. */
@Injectable()
export class DeliveryQueue {
  constructor(private readonly queue: JobQueue) {}

  async enqueue(deliveries: QueuedDelivery[], manager: EntityManager, startAfter?: Date): Promise<void> {
    for (const { id, jobId } of deliveries)
      await this.queue.send<DeliveryJobData>(DELIVERY_QUEUE, { deliveryId: id }, jobId, manager, startAfter);
  }
}
