import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { WebhookEventName } from './webhook-event';
import { WebhookEntity } from './webhook.entity';

/** `pending`: waiting for its first or next attempt; `sending`: an instance is posting it now. */
export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** What a delivery posts, less its id: the event, when it happened, and the object as the API shows it. */
export interface DeliveryPayload {
  event: WebhookEventName;
  timestamp: string;
  data: unknown;
}

/** One event for one webhook, posted (and retried) by a job of the webhook-delivery queue. */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_webhook_seq', ['webhookId', 'seq'])
// The sweep reads only deliveries some instance is posting.
@Index('IDX_webhook_deliveries_sending', ['sendingSince'], { where: "status = 'sending'" })
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_deliveries' })
  id: string;

  /** The order events were recorded in: deliveries of a webhook are first attempted in this order. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  seq: string;

  @Column({ name: 'webhook_id', type: 'uuid' })
  webhookId: string;

  @ManyToOne(() => WebhookEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhook_id', foreignKeyConstraintName: 'FK_webhook_deliveries_webhook' })
  webhook?: WebhookEntity;

  @Column({ type: 'varchar', length: 32 })
  event: WebhookEventName;

  @Column({ type: 'jsonb' })
  payload: DeliveryPayload;

  @Column({ type: 'varchar', length: 16 })
  status: DeliveryStatus;

  /** The receiver's HTTP status on the last attempt; null when it did not answer (or none yet). */
  @Column({ name: 'response_code', type: 'smallint', nullable: true })
  responseCode: number | null;

  /** Why the last attempt failed, for the writer (a timeout, a refused address, a status). */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'smallint', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** The queued job (pg-boss id) that may post it; only that job may. */
  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId: string | null;

  @Column({ name: 'sending_since', type: 'timestamptz', nullable: true })
  sendingSince: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
