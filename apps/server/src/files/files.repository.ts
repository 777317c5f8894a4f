import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
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
    return (result.raw as Array<{ id: string; storage_key: string }>).map((row) => ({
      id: row.id,
      storageKey: row.storage_key,
    }));
  }
}
