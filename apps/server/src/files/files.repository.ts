import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { FileEntity } from './file.entity';

export type NewFile = Omit<FileEntity, 'owner' | 'createdAt'>;

/** A deleted file's id and where its bytes were. */
export type RemovedFile = Pick<FileEntity, 'id' | 'storageKey'>;

@Injectable()
export class FilesRepository {
  constructor(@InjectRepository(FileEntity) private readonly files: Repository<FileEntity>) {}

  /** Inserts with the id chosen by the caller; `createdAt` comes back from the database. */
  async insert(file: NewFile): Promise<FileEntity> {
    const entity = this.files.create(file);
    await this.files.insert(entity);
    return entity;
  }

  findById(id: string): Promise<FileEntity | null> {
    return this.files.findOneBy({ id });
  }

  findOwned(ownerId: string, id: string): Promise<FileEntity | null> {
    return this.files.findOneBy({ id, ownerId });
  }

  /** Deletes the owner's rows among `ids` (others' are left alone) and says where their bytes were. */
  async deleteOwned(ownerId: string, ids: string[]): Promise<RemovedFile[]> {
    if (ids.length === 0) return [];
    const result = await this.files
      .createQueryBuilder()
      .delete()
      .from(FileEntity)
      .where('owner_id = :ownerId AND id IN (:...ids)', { ownerId, ids })
      .returning(['id', 'storageKey'])
      .execute();
    return toRemoved(result.raw);
  }

  /** Deletes every row of the owner within the caller's transaction (a deleted account), saying where their bytes were. */
  async deleteAllOwned(ownerId: string, transaction: EntityManager): Promise<RemovedFile[]> {
    const result = await transaction
      .createQueryBuilder()
      .delete()
      .from(FileEntity)
      .where('owner_id = :ownerId', { ownerId })
      .returning(['id', 'storageKey'])
      .execute();
    return toRemoved(result.raw);
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
  async deleteAbandoned(olderThanHours: number, limit: number): Promise<RemovedFile[]> {
    return this.files.manager.transaction(async (manager) => {
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
      return toRemoved(deleted.raw);
    });
  }
}

function toRemoved(rows: unknown): RemovedFile[] {
  return (rows as Array<{ id: string; storage_key: string }>).map((row) => ({
    id: row.id,
    storageKey: row.storage_key,
  }));
}
