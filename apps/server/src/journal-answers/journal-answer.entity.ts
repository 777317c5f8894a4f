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
import type { CitedEntry } from 'src/conversations/dto/remembered-entry.model';
import { UserEntity } from 'src/users/user.entity';

export type JournalAnswerStatus = 'pending' | 'complete' | 'failed';

/** An entry an answer cites, as `[number]` in its text (its place in the list, from 1), as it was when cited. */
export type AnswerCitation = CitedEntry;

/**
 * An answer to a question about the writer's journal (issue 23 §3): written by a durable job from their most
 * relevant entries (never notes), streamed as it is written, kept until they delete it.
 */
@Entity('journal_answers')
@Index('IDX_journal_answers_owner_created', ['ownerId', 'createdAt'])
// The sweep reads only answers still being written.
@Index('IDX_journal_answers_pending', ['heartbeatAt'], { where: "status = 'pending'" })
export class JournalAnswerEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_journal_answers' })
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_journal_answers_owner' })
  owner?: UserEntity;

  @Column({ type: 'text' })
  question: string;

  @Column({ type: 'varchar', length: 16 })
  status: JournalAnswerStatus;

  /** The answer (Markdown), as far as it is written; null until it begins. */
  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** Who wrote it: the AI provider's name (`offline-companion` when none is configured). */
  @Column({ name: 'written_by', type: 'varchar', length: 40, nullable: true })
  writtenBy: string | null;

  /** Empty until the job has found them. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  citations: AnswerCitation[];

  /** The job (pg-boss id) that writes it; only that job may store it. */
  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId: string | null;

  @Column({ name: 'heartbeat_at', type: 'timestamptz', nullable: true })
  heartbeatAt: Date | null;

  /** How many jobs have started writing it: after three, an interrupted answer fails rather than loop. */
  @Column({ type: 'smallint', default: 0 })
  attempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
