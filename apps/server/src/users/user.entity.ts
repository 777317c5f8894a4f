import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ReviewDigest, WritingReminder } from './mail-settings';

@Entity('users')
// The mail scheduler reads only the accounts with a mail due (reminders/).
@Index('IDX_users_reminder_due', ['reminderDueAt'], { where: 'reminder_due_at IS NOT NULL' })
@Index('IDX_users_digest_due', ['digestDueAt'], { where: 'digest_due_at IS NOT NULL' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** citext: unique regardless of case, and found by login regardless of case. */
  @Column({ type: 'citext', unique: true })
  username: string;

  @Column({ type: 'citext', unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName: string | null;

  /**
   * The writer's IANA time zone (`Europe/Lisbon`), which decides what "a day" is for them (On this day, the
   * calendar); null until they or their browser set it, when UTC stands in.
   */
  @Column({ name: 'time_zone', type: 'text', nullable: true })
  timeZone: string | null;

  /** Writing reminders by email, when the writer asked for them; null: none. */
  @Column({ name: 'writing_reminder', type: 'jsonb', nullable: true })
  writingReminder: WritingReminder | null;

  /** Review digests by email, when the writer asked for them; null: none. */
  @Column({ name: 'review_digest', type: 'jsonb', nullable: true })
  reviewDigest: ReviewDigest | null;

  /** When the next writing reminder is due (kept with its setting and the zone); null: none. */
  @Column({ name: 'reminder_due_at', type: 'timestamptz', nullable: true })
  reminderDueAt: Date | null;

  /** When the next review digest is due; null: none. */
  @Column({ name: 'digest_due_at', type: 'timestamptz', nullable: true })
  digestDueAt: Date | null;

  /**
   * Whether replies may draw on the writer's earlier entries from their other conversations (issue 23 §2): off
   * for new accounts unless the operator set AI_MEMORY_DEFAULT.
   */
  @Column({ name: 'ai_memory', type: 'boolean', default: false })
  aiMemory: boolean;

  /** Bumped when the password changes; tokens carrying an older version are refused. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
