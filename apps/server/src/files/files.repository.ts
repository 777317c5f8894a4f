import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { FileEntity } from './file.entity';
import { type FileRow, type RemovedFile, toRemovedFile } from './file.rows';

export type NewFile = Omit<FileEntity, 'owner' | 'createdAt'>;

const EXAMPLE_FILE: NewFile = {
  id: EXAMPLE.newFileId,
  ownerId: EXAMPLE.ownerId,
  name: 'notes.txt',
  mime: 'text/plain',
  size: 5,
  sha256: 'd'.repeat(64),
  storageKey: 'new-key',
  extractedText: 'notes',
};

@Injectable()
export class FilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inserts with the id chosen by the caller; `createdAt` comes back from the database. */
  @Sql({ params: [EXAMPLE_FILE] })
  async insert(file: NewFile): Promise<FileEntity> {
    const entity = this.dataSource.manager.create(FileEntity, file);
    await this.dataSource.createQueryBuilder().insert().into(FileEntity).values(entity).execute();
    return entity;
  }

  @Sql({ params: [EXAMPLE.attachedFileId] })
  findById(id: string): Promise<FileEntity | null> {
    return this.dataSource.createQueryBuilder(FileEntity, 'f').where('f.id = :id', { id }).getOne();
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.attachedFileId] })
  findOwned(ownerId: string, id: string): Promise<FileEntity | null> {
    return this.dataSource
      .createQueryBuilder(FileEntity, 'f')
      .where('f.id = :id AND f.owner_id = :ownerId', { id, ownerId })
      .getOne();
  }

  /** Deletes the owner's rows among `ids` (others' are left alone) and says where their bytes were. */
  @Sql({ params: [EXAMPLE.ownerId, [EXAMPLE.attachedFileId, EXAMPLE.abandonedFileId]] })
  async deleteOwned(ownerId: string, ids: string[]): Promise<RemovedFile[]> {
    if (ids.length === 0) return [];
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(FileEntity)
      .where('owner_id = :ownerId AND id IN (:...ids)', { ownerId, ids })
      .returning(['id', 'storageKey'])
      .execute();
    return (result.raw as Array<Pick<FileRow, 'id' | 'storage_key'>>).map(toRemovedFile);
  }

  /**
   * Deletes the owner's upload `id` unless an entry carries it, and says where its bytes were; null when there
   * is no such upload (another's, carried by an entry, or none). An attach checking the file at the same moment
   * waits for this and then finds it gone, as with deleteAbandoned.
   */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.abandonedFileId] })
  async deleteUncarried(ownerId: string, id: string): Promise<RemovedFile | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(FileEntity)
      .where('id = :id AND owner_id = :ownerId', { id, ownerId })
      .andWhere('NOT EXISTS (SELECT 1 FROM entries e WHERE e.file_id = files.id)')
      .returning(['id', 'storageKey'])
      .execute();
    const row = (result.raw as Array<Pick<FileRow, 'id' | 'storage_key'>>)[0];
    return row ? toRemovedFile(row) : null;
  }

  /**
   * Deletes every file row of the owner (a deleted account), within the caller's transaction when given, and
   * says where their bytes were.
   */
  @Sql({ params: [EXAMPLE.ownerId] })
  async deleteAllOwned(ownerId: string, transaction?: EntityManager): Promise<RemovedFile[]> {
    const result = await (transaction ?? this.dataSource.manager)
      .createQueryBuilder()
      .delete()
      .from(FileEntity)
      .where('owner_id = :ownerId', { ownerId })
      .returning(['id', 'storageKey'])
      .execute();
    return (result.raw as Array<Pick<FileRow, 'id' | 'storage_key'>>).map(toRemovedFile);
  }

  /**
   * Deletes up to `limit` files that no entry references and that are older than `olderThanHours` (by the
   * database's clock, which also set created_at), and says where their bytes were. Safe with several
   * instances and with attaching at the same moment:
   * - the candidates are locked FOR UPDATE SKIP LOCKED, so instances take disjoint batches without waiting,
   *   and a file that an attach in progress has already referenced (its foreign-key check holds FOR KEY
   *   SHARE on the file) is skipped this round;
   * - the DELETE checks NOT EXISTS again in a statement of its own, whose snapshot is taken after the locks:
   *   an attach committed before them is seen, and one checking its foreign key after them waits for this
   *   transaction and then fails (the file is gone) rather than leave an entry whose file vanished (the
   *   constraint's ON DELETE SET NULL would otherwise empty it silently).
   */
  @Sql({ params: [24, 100] })
  async deleteAbandoned(olderThanHours: number, limit: number): Promise<RemovedFile[]> {
    return this.dataSource.transaction(async (manager) => {
      const candidates = await manager.query<Array<{ id: string }>>(
        `SELECT f.id FROM files f
          WHERE f.created_at < now() - make_interval(hours => $1)
            AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.file_id = f.id)
          LIMIT $2
          FOR UPDATE OF f SKIP LOCKED`,
        [olderThanHours, limit],
      );
      if (candidates.length === 0) return [];
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(FileEntity)
        .where('id = ANY(:ids::uuid[])', { ids: candidates.map((row) => row.id) })
        .andWhere('NOT EXISTS (SELECT 1 FROM entries e WHERE e.file_id = files.id)')
        .returning(['id', 'storageKey'])
        .execute();
      return (deleted.raw as Array<Pick<FileRow, 'id' | 'storage_key'>>).map(toRemovedFile);
    });
  }
}
