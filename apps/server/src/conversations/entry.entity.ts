import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { QuestionAnswer } from 'src/ai/question-answer';
import { FileEntity } from 'src/files/file.entity';
import { UserEntity } from 'src/users/user.entity';
import { ConversationEntity } from './conversation.entity';
import type { Mood } from './mood';

export type EntryKind = 'opening' | 'continuation' | 'note';
/** `none` for notes (they never get a reply). */
export type ReplyStatus = 'none' | 'pending' | 'complete' | 'failed';

/** Notes never get a reply; an opening or a continuation is written waiting for its own. */
export const initialReplyStatus = (kind: EntryKind): ReplyStatus => (kind === 'note' ? 'none' : 'pending');

/**
 * One item of a conversation's timeline: the opening exchange, a continuation, or a note to self.
 * The user's words are stored before the AI is called, so a failed reply never loses them.
 */
@Entity('entries')
@Check('CHK_entries_mood', '"mood" BETWEEN 1 AND 5')
@Index('IDX_entries_conversation_order', ['conversationId', 'orderIndex'], { unique: true })
// A conversation's opening without reading its other entries (a long conversation has thousands).
@Index('IDX_entries_opening', ['conversationId'], { where: "kind = 'opening'" })
// A conversation's newest picture for the journal (cover-image.sql.ts): only the entries that carry a file.
@Index('IDX_entries_conversation_files', ['conversationId', 'orderIndex'], { where: 'file_id IS NOT NULL' })
// Search: GIN on (owner, search_vector), created by the migration SearchDocuments; and the owner's entries
// newest first, which serves a common word's newest matches (search.repository.ts).
@Index('IDX_entries_search', { synchronize: false })
@Index('IDX_entries_owner_created', ['ownerId', 'createdAt'])
// The reply sweep reads only pending replies, every few seconds on every instance.
@Index('IDX_entries_pending_reply', ['replyHeartbeatAt'], { where: "reply_status = 'pending'" })
export class EntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => ConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: ConversationEntity;

  /** The conversation's owner, repeated here so search and access checks need no join. */
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  kind: EntryKind;

  /** Position in the timeline; openings, continuations and notes share one sequence per conversation. */
  @Column({ name: 'order_index', type: 'integer' })
  orderIndex: number;

  /** The opening's answers as one text, a continuation's message, or a note's content. */
  @Column({ name: 'user_text', type: 'text' })
  userText: string;

  /** The opening's question answers, as asked. */
  @Column({ type: 'jsonb', nullable: true })
  answers: QuestionAnswer[] | null;

  @Column({ name: 'reply_text', type: 'text', nullable: true })
  replyText: string | null;

  @Column({ name: 'reply_status', type: 'varchar', length: 16 })
  replyStatus: ReplyStatus;

  @Column({ name: 'reply_error', type: 'text', nullable: true })
  replyError: string | null;

  /**
   * Who wrote the reply: the AI provider's name (`offline-companion` when none is configured), set with the
   * reply and cleared when it is asked for again. Null for notes, imported entries and replies before it was kept.
   */
  @Column({ name: 'reply_by', type: 'varchar', length: 40, nullable: true })
  replyBy: string | null;

  /** The job (pg-boss id) that generates this reply; only that job may store it. */
  @Column({ name: 'reply_job_id', type: 'uuid', nullable: true })
  replyJobId: string | null;

  /**
   * The last sign of life of the reply's generation (queued, started, still streaming). A pending reply whose
   * heartbeat is stale and whose job is not waiting in the queue was interrupted: the sweep marks it failed.
   */
  @Column({ name: 'reply_heartbeat_at', type: 'timestamptz', nullable: true })
  replyHeartbeatAt: Date | null;

  @Index()
  @Column({ name: 'file_id', type: 'uuid', nullable: true })
  fileId: string | null;

  @ManyToOne(() => FileEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'file_id' })
  file?: FileEntity | null;

  /** When the owner shared this entry by link; null while private. */
  @Column({ name: 'shared_at', type: 'timestamptz', nullable: true })
  sharedAt: Date | null;

  /** When the share link stops working; null for a link that never expires (or no link). */
  @Column({ name: 'share_expires_at', type: 'timestamptz', nullable: true })
  shareExpiresAt: Date | null;

  /** When its owner last stopped sharing it, so its old link can say it was revoked; cleared on a new share. */
  @Column({ name: 'share_revoked_at', type: 'timestamptz', nullable: true })
  shareRevokedAt: Date | null;

  /**
   * The search document: the user's words as weight A, the reply as weight B (`simple` full-text words). A
   * trigger of the migration SearchDocuments keeps it, and the owner's lexicon (`search_words`) with it; the
   * app never writes or reads either (see docs/decisions/0069-stored-search-documents.md).
   */
  @Column({ name: 'search_vector', type: 'tsvector', select: false, insert: false, update: false })
  searchVector?: string;

  /** How the writer felt (1 awful - 5 great), set by setEntryMood on an opening or a continuation; null if not. */
  @Column({ type: 'smallint', nullable: true })
  mood: Mood | null;

  /** When the writer last changed its words (editEntry); null if never. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
