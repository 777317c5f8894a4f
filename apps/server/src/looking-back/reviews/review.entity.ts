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
import type { Mood } from 'src/conversations/mood';
import { UserEntity } from 'src/users/user.entity';
import type { ReviewPeriod } from './review-period';

export type ReviewStatus = 'pending' | 'complete' | 'failed';

/** A review's numbers (issue 24 §5): what was written in its period, never notes. */
export interface ReviewStats {
  entries: number;
  conversations: number;
  words: number;
  daysWritten: number;
  /** Entries per topic key, most first. */
  topics: Array<{ topic: string; entries: number }>;
  /** Entries per mood given (1-5), awful first. */
  moods: Array<{ mood: Mood; entries: number }>;
  /** Each day written on, with its entries and average mood: the chart of the period. */
  days: Array<{ date: string; entries: number; moodAverage: number | null }>;
}

/** An entry the review quotes, cited in its text as [number]. */
export interface ReviewCitation {
  number: number;
  entryId: string;
  conversationId: string;
  /** Its conversation's topic key. */
  topic: string;
  quote: string;
  createdAt: string;
}

/**
 * A weekly, monthly or yearly review of the writer's journal: its numbers counted when it is asked for, its
 * text written by a durable job (the reply's kind: any instance, handed back on shutdown, resumed after a
 * crash) and streamed as it is written.
 */
@Entity('reviews')
@Index('IDX_reviews_owner_created', ['ownerId', 'createdAt'])
// The sweep reads only reviews still being written.
@Index('IDX_reviews_pending', ['heartbeatAt'], { where: "status = 'pending'" })
export class ReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: UserEntity;

  @Column({ type: 'varchar', length: 8 })
  period: ReviewPeriod;

  /** Its first day (`YYYY-MM-DD`) in `timeZone`. */
  @Column({ name: 'start_day', type: 'date' })
  startDay: string;

  /** Its last day (`YYYY-MM-DD`) in `timeZone`. */
  @Column({ name: 'end_day', type: 'date' })
  endDay: string;

  /** The writer's zone when it was asked for: what its days were counted in. */
  @Column({ name: 'time_zone', type: 'text' })
  timeZone: string;

  @Column({ type: 'varchar', length: 16 })
  status: ReviewStatus;

  /** The review (Markdown), as far as it is written; null until it begins. */
  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** Who wrote it: the AI provider's name (`offline-companion` when none is configured). */
  @Column({ name: 'written_by', type: 'varchar', length: 40, nullable: true })
  writtenBy: string | null;

  @Column({ type: 'jsonb' })
  stats: ReviewStats;

  @Column({ type: 'jsonb' })
  citations: ReviewCitation[];

  /** The job (pg-boss id) that writes it; only that job may store it. */
  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId: string | null;

  /** The last sign of life of its writing; a stale one whose job is gone is queued again by the sweep. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', nullable: true })
  heartbeatAt: Date | null;

  /** How many jobs have started writing it: after three, an interrupted review fails rather than loop. */
  @Column({ type: 'smallint', default: 0 })
  attempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
