import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { AccessScope } from 'src/session/auth-user';
import { UserEntity } from 'src/users/user.entity';

/**
 * A personal access token (issue 26 §1): the writer's name for it, its scopes and expiry, and the sha256 of the
 * secret, which is shown once when it is created and never stored.
 */
@Entity('access_tokens')
@Index('IDX_access_tokens_owner_created', ['ownerId', 'createdAt'])
export class AccessTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_access_tokens' })
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_access_tokens_owner' })
  owner?: UserEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** sha256 (hex) of the token: a request's token is found by its hash. */
  @Index('UQ_access_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  /** READ, or READ and WRITE (WRITE always comes with READ). */
  @Column({ type: 'varchar', length: 8, array: true })
  scopes: AccessScope[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Written at most once a minute, however often the token is used. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** Null: it never expires. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
