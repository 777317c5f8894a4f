import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

export type AllowedMime = 'image/png' | 'image/jpeg' | 'application/pdf' | 'text/plain';

/** The media types a browser shows as a picture (and a model that sees images is sent). */
export const IMAGE_MIMES = ['image/png', 'image/jpeg'] as const satisfies readonly AllowedMime[];
export type ImageMime = (typeof IMAGE_MIMES)[number];

export const isImageMime = (mime: string): mime is ImageMime =>
  (IMAGE_MIMES as readonly string[]).includes(mime);

/** An uploaded file. Its bytes live in the storage port under `storageKey`. */
@Entity('files')
// Search: full text on the search document (name, the words inside it, text), scoped by owner (migrations).
@Index('IDX_files_search_fts', { synchronize: false })
export class FileEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  // The users table by its entity's name rather than an import: files/ does not depend on users/. The
  // relation only declares the foreign key (ON DELETE CASCADE) that the migrations create; nothing loads it.
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: never;

  /** The sanitised original name, for display and downloads. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** Judged from the content, never from the name or the declared type. */
  @Column({ type: 'varchar', length: 64 })
  mime: AllowedMime;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ name: 'storage_key', type: 'varchar', length: 255 })
  storageKey: string;

  /**
   * Text the AI can read and search finds: the file itself for text, extracted text for PDFs (both cut to
   * MAX_AI_TEXT_CHARS); null for images.
   */
  @Column({ name: 'extracted_text', type: 'text', nullable: true })
  extractedText: string | null;

  /**
   * The search document: the name, the words inside it and the text as `simple` full-text words. A trigger
   * (migrations FileTextSearch, SearchDocuments) keeps it, and the owner's lexicon (`search_words`) with it;
   * the app never writes or reads either (see docs/decisions/0069-stored-search-documents.md).
   */
  @Column({ name: 'search_vector', type: 'tsvector', select: false, insert: false, update: false })
  searchVector?: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
