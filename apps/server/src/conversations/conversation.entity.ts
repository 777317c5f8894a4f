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

@Entity('conversations')
// The history list: a user's conversations, most recently active first.
@Index('IDX_conversations_owner_activity', ['ownerId', 'updatedAt'])
// A topic's conversations newest first: each question's answers over time (looking-back/question-history).
@Index('IDX_conversations_owner_topic', ['ownerId', 'topic', 'createdAt'])
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: UserEntity;

  /** The topic's key in flexiFeatures.chat. */
  @Column({ type: 'varchar', length: 64 })
  topic: string;

  @Column({ name: 'project_name', type: 'varchar', length: 100 })
  projectName: string;

  /** Set by rename; the project name is shown while it is null. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  /**
   * The ids of the questions its opening answered (not blank), kept by the trigger of the migration
   * ConversationAnsweredQuestions from the opening's answers: how many answers a question has over time is a
   * count of the owner's conversations of the topic, with no opening read. The app never writes or reads it.
   */
  @Column({
    name: 'answered_questions',
    type: 'text',
    array: true,
    default: () => "'{}'",
    select: false,
    insert: false,
    update: false,
  })
  answeredQuestions?: string[];

  /**
   * What the AI wrote of the conversation's turns that fell out of the context budget (issue 23 §1), through
   * the entry at `summaryThrough`; null until turns first fall out. Read by the reply path only when turns are
   * left out, and written by the summary job with the job's columns (memory/conversation-summaries.repository.ts).
   */
  @Column({ type: 'text', nullable: true, select: false })
  summary?: string | null;

  @Column({ name: 'summary_through', type: 'integer', nullable: true, select: false })
  summaryThrough?: number | null;

  @Column({ name: 'summary_job_id', type: 'uuid', nullable: true, select: false })
  summaryJobId?: string | null;

  @Column({ name: 'summary_asked_at', type: 'timestamptz', nullable: true, select: false })
  summaryAskedAt?: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Bumped by every new entry, so the history list sorts by last activity. */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
