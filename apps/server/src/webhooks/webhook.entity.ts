import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from 'src/users/user.entity';
import type { WebhookEventName } from './webhook-event';

/** Why a webhook stopped: its receiver kept failing for WEBHOOK_FAILING_DISABLE_MS (24 h). */
export type WebhookDisabledReason = 'failing';

/** A writer's webhook: where its deliveries go, which events it wants, and the secret they are signed with. */
@Entity('webhooks')
@Index('IDX_webhooks_owner', ['ownerId', 'createdAt'])
export class WebhookEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhooks' })
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_webhooks_owner' })
  owner?: UserEntity;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text', array: true })
  events: WebhookEventName[];

  /** Kept as it is: each delivery is signed with it (HMAC), so a hash would not do. */
  @Column({ type: 'text' })
  secret: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Why it is disabled, when the server disabled it; null when enabled. */
  @Column({ name: 'disabled_reason', type: 'varchar', length: 16, nullable: true })
  disabledReason: WebhookDisabledReason | null;

  /** Since when every attempt has failed; null after a success. */
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
