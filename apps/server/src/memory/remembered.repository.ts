import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import type { RecalledRow } from './journal-recall.repository';

/** A source of a reply, with the entry it is a source of. */
export type RememberedRow = Omit<RecalledRow, 'reply_text' | 'kind'> & { entry_id: string };

/** What each reply drew on (entry_memories). Callers pass the owner: nothing here crosses users. */
@Injectable()
export class RememberedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records the sources of `entryId`'s reply, in order, in place of any earlier reply's (Ask again). */
  @Sql({ params: [EXAMPLE.continuationId, [EXAMPLE.openingId]] })
  async record(entryId: string, sourceIds: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM entry_memories WHERE entry_id = $1', [entryId]);
      if (sourceIds.length === 0) return;
      await manager.query(
        `INSERT INTO entry_memories (entry_id, position, source_id)
         SELECT $1, s.position - 1, s.id FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, position)`,
        [entryId, sourceIds],
      );
    });
  }

  /** The sources of the owner's entries `entryIds`, in order (PK_entry_memories), each with its conversation. */
  @Sql({ params: [EXAMPLE.ownerId, [EXAMPLE.continuationId]] })
  forEntries(ownerId: string, entryIds: readonly string[]): Promise<RememberedRow[]> {
    return this.dataSource.query(
      `SELECT m.entry_id, s.id, s.conversation_id, s.order_index, s.user_text, s.answers, s.created_at,
              c.project_name
         FROM entry_memories m
         JOIN entries s ON s.id = m.source_id AND s.owner_id = $1
         JOIN conversations c ON c.id = s.conversation_id
        WHERE m.entry_id = ANY($2::uuid[])
        ORDER BY m.entry_id, m.position`,
      [ownerId, entryIds],
    );
  }
}
