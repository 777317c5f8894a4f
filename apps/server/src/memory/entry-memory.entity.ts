import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { EntryEntity } from 'src/conversations/entry.entity';

/**
 * One of the writer's earlier entries a reply drew on (issue 23 §2): `Entry.remembered`, in the order the
 * reply's prompt held them. Deleting either entry deletes the row, so a source deleted later drops out.
 */
@Entity('entry_memories')
@Index('IDX_entry_memories_source', ['sourceId'])
export class EntryMemoryEntity {
  /** The entry whose reply drew on the source. */
  @PrimaryColumn({ name: 'entry_id', type: 'uuid', primaryKeyConstraintName: 'PK_entry_memories' })
  entryId: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_entry_memories' })
  position: number;

  @Column({ name: 'source_id', type: 'uuid' })
  sourceId: string;

  @ManyToOne(() => EntryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entry_id', foreignKeyConstraintName: 'FK_entry_memories_entry' })
  entry?: EntryEntity;

  @ManyToOne(() => EntryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_id', foreignKeyConstraintName: 'FK_entry_memories_source' })
  source?: EntryEntity;
}
