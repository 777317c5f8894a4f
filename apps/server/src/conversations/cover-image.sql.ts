import type { FileEntity } from 'src/files/file.entity';
import type { FileRow } from 'src/files/file.rows';

/**
 * $1 the owner, $2 the conversations, $3 the image media types: each conversation's newest image, as one row
 * per conversation that has one. The LATERAL walk reads IDX_entries_conversation_files backwards and stops at
 * the first image, so a conversation of thousands of entries costs what its newest attachments cost.
 */
export const COVER_IMAGES_SQL = `
SELECT c.id AS conversation_id, f.id, f.name, f.mime, f.size, f.created_at
  FROM unnest($2::uuid[]) AS c(id)
 CROSS JOIN LATERAL (
   SELECT f.id, f.name, f.mime, f.size, f.created_at
     FROM entries e
     JOIN files f ON f.id = e.file_id
    WHERE e.conversation_id = c.id AND e.owner_id = $1 AND e.file_id IS NOT NULL AND f.mime = ANY($3)
    ORDER BY e.order_index DESC
    LIMIT 1
 ) f`;

export type CoverImageRow = Pick<FileRow, 'id' | 'name' | 'mime' | 'size' | 'created_at'> & {
  conversation_id: string;
};

/** The file as far as a caller may see it (no storage key, hash or text: the statement does not read them). */
export function toCoverFile(row: CoverImageRow, ownerId: string): FileEntity {
  return {
    id: row.id,
    ownerId,
    name: row.name,
    mime: row.mime,
    size: row.size,
    createdAt: row.created_at,
  } as FileEntity;
}
