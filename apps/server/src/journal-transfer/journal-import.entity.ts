import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from 'src/users/user.entity';

/**
 * A journal imported into an account, by the fingerprint of its journal.json, so that importing the same export
 * again is noticed and asked about before everything in it is copied a second time.
 */
@Entity('journal_imports')
@Index('IDX_journal_imports_owner_fingerprint', ['ownerId', 'fingerprint'])
export class JournalImportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: UserEntity;

  /** SHA-256 (hex) of the export's journal.json: the same export has the same one, whatever the zip around it. */
  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  @CreateDateColumn({ name: 'imported_at', type: 'timestamptz' })
  importedAt: Date;
}
