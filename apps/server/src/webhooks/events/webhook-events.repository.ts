import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import type { DeliveryPayload } from 'src/webhooks/webhook-delivery.entity';
import type { WebhookEventName } from 'src/webhooks/webhook-event';
import { DeliveryQueue, type QueuedDelivery } from './delivery-queue';

const EXAMPLE_PAYLOAD: DeliveryPayload = {
  event: 'ENTRY_CREATED',
  timestamp: EXAMPLE.time.toISOString(),
  data: { id: EXAMPLE.noteId },
};

/** The statements of recording events: which the writer's webhooks want, and a delivery per webhook. */
@Injectable()
export class WebhookEventsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: DeliveryQueue,
  ) {}

  /** Every event some enabled webhook of the owner wants (IDX_webhooks_owner). */
  @Sql({ params: [EXAMPLE.ownerId] })
  async wantedEvents(ownerId: string): Promise<WebhookEventName[]> {
    const rows = await this.dataSource.query<Array<{ event: WebhookEventName }>>(
      `SELECT DISTINCT unnest(events) AS event FROM webhooks WHERE owner_id = $1 AND enabled`,
      [ownerId],
    );
    return rows.map((row) => row.event);
  }

  /**
   * A pending delivery of the event for each enabled webhook of the owner that wants it, each with its job,
   * in `manager`'s transaction: the deliveries exist if and only if what they tell of was committed.
   */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE_PAYLOAD] })
  async record(
    ownerId: string,
    payload: DeliveryPayload,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<QueuedDelivery[]> {
    const rows = await manager.query<QueuedDelivery[]>(
      `INSERT INTO webhook_deliveries (webhook_id, event, payload, status, job_id)
       SELECT id, $2::text, $3::jsonb, 'pending', gen_random_uuid() FROM webhooks
        WHERE owner_id = $1 AND enabled AND $2::text = ANY(events)
        ORDER BY created_at, id
       RETURNING id, job_id AS "jobId"`,
      [ownerId, payload.event, JSON.stringify(payload)],
    );
    await this.queue.enqueue(rows, manager);
    return rows;
  }
}
