import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { DeliveryQueue } from './events/delivery-queue';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import type { WebhookEventName } from './webhook-event';
import { WebhookEntity } from './webhook.entity';

/** What a writer may change of a webhook; enabling it also clears why it was disabled. */
export interface WebhookChanges {
  url?: string;
  events?: WebhookEventName[];
  enabled?: boolean;
}

const EXAMPLE_WEBHOOK_ID = EXAMPLE.webhookId;

/** Every statement of a writer's webhooks and their deliveries; each names the owner. */
@Injectable()
export class WebhooksRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: DeliveryQueue,
  ) {}

  /** The owner's webhooks, oldest first (IDX_webhooks_owner). */
  @Sql({ params: [EXAMPLE.ownerId] })
  list(ownerId: string): Promise<WebhookEntity[]> {
    return this.dataSource
      .getRepository(WebhookEntity)
      .find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  @Sql({ params: [EXAMPLE.ownerId] })
  count(ownerId: string): Promise<number> {
    return this.dataSource.getRepository(WebhookEntity).countBy({ ownerId });
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE_WEBHOOK_ID] })
  find(ownerId: string, id: string): Promise<WebhookEntity | null> {
    return this.dataSource.getRepository(WebhookEntity).findOneBy({ id, ownerId });
  }

  @Sql({
    params: [
      {
        ownerId: EXAMPLE.ownerId,
        url: 'https://example.com/hook',
        events: ['ENTRY_CREATED'],
        secret: 'whsec_x',
      },
    ],
  })
  insert(webhook: Pick<WebhookEntity, 'ownerId' | 'url' | 'events' | 'secret'>): Promise<WebhookEntity> {
    const repository = this.dataSource.getRepository(WebhookEntity);
    return repository.save(repository.create({ ...webhook, enabled: true }));
  }

  /** The webhook as changed; null when it is not the owner's. */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE_WEBHOOK_ID, { events: ['REPLY_FAILED'], enabled: true }] })
  async update(ownerId: string, id: string, changes: WebhookChanges): Promise<WebhookEntity | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(WebhookEntity)
      .set({
        ...changes,
        ...(changes.enabled === true && { disabledReason: null, failingSince: null }),
      })
      .where('id = :id AND owner_id = :ownerId', { id, ownerId })
      .execute();
    return (result.affected ?? 0) > 0 ? this.find(ownerId, id) : null;
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE_WEBHOOK_ID] })
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(WebhookEntity).delete({ id, ownerId });
    return (result.affected ?? 0) > 0;
  }

  /** A page of the webhook's deliveries, newest first (IDX_webhook_deliveries_webhook_seq). */
  @Sql({ params: [EXAMPLE_WEBHOOK_ID, 0, 20] })
  deliveries(webhookId: string, offset: number, limit: number): Promise<[WebhookDeliveryEntity[], number]> {
    return this.dataSource.getRepository(WebhookDeliveryEntity).findAndCount({
      where: { webhookId },
      order: { seq: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  /** One of the owner's deliveries, with its webhook. */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.webhookDeliveryId] })
  findDelivery(ownerId: string, id: string): Promise<WebhookDeliveryEntity | null> {
    return this.dataSource
      .createQueryBuilder(WebhookDeliveryEntity, 'd')
      .innerJoinAndSelect('d.webhook', 'w')
      .where('d.id = :id AND w.owner_id = :ownerId', { id, ownerId })
      .getOne();
  }

  /**
   * A new delivery of the same event and object as `original` (a new id, so a receiver that deduplicates by
   * Flexi-Webhook-Id takes it), queued with its job in one transaction.
   */
  @Sql({
    params: [
      {
        webhookId: EXAMPLE_WEBHOOK_ID,
        event: 'ENTRY_CREATED',
        payload: { event: 'ENTRY_CREATED', timestamp: EXAMPLE.time.toISOString(), data: {} },
      } as WebhookDeliveryEntity,
    ],
  })
  redeliver(original: WebhookDeliveryEntity): Promise<WebhookDeliveryEntity> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<Array<{ id: string; jobId: string }>>(
        `INSERT INTO webhook_deliveries (webhook_id, event, payload, status, job_id)
         VALUES ($1, $2, $3::jsonb, 'pending', gen_random_uuid())
         RETURNING id, job_id AS "jobId"`,
        [original.webhookId, original.event, JSON.stringify(original.payload)],
      );
      await this.queue.enqueue([row], manager);
      return manager.getRepository(WebhookDeliveryEntity).findOneByOrFail({ id: row.id });
    });
  }
}
