import type { FileEntity } from './file.entity';

// The one place where raw rows of `files` (statements written as SQL, a QueryBuilder's RETURNING) become
// entities: every repository that reads the table raw goes through here.

/** A `files` row as PostgreSQL returns it (search_vector left out). */
export interface FileRow {
  id: string;
  owner_id: string;
  name: string;
  mime: FileEntity['mime'];
  size: number;
  sha256: string;
  storage_key: string;
  extracted_text: string | null;
  created_at: Date;
}

/** A deleted file's id and where its bytes were. */
export type RemovedFile = Pick<FileEntity, 'id' | 'storageKey'>;

/** A file that a DELETE … RETURNING id, storage_key removed. */
export function toRemovedFile(row: Pick<FileRow, 'id' | 'storage_key'>): RemovedFile {
  return { id: row.id, storageKey: row.storage_key };
}
