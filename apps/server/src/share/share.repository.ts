import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { EntryEntity } from 'src/conversations/entry.entity';
import { type EntryRow, toEntry } from 'src/conversations/rows';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { SHARE_IS_LIVE_SQL } from './share-link.sql';
import type { ShareTarget } from './share-target';

/** Keep a live link's expiry as it is; a new or expired link gets none. */
export const KEEP_LIVE_EXPIRY = 'keep-live-expiry';

// A live link keeps its share time and, when asked, its expiry (null when never); a new or expired one
// starts a new life from now, with no expiry unless one is given.
const SHARED_AT_SQL = `CASE WHEN ${SHARE_IS_LIVE_SQL} THEN shared_at ELSE now() END`;
const LIVE_LINK_EXPIRY_SQL = `CASE WHEN ${SHARE_IS_LIVE_SQL} THEN share_expires_at END`;

/** What marking an entry shared sets: its link's expiry (null: never). */
export interface ShareMark {
  expiresAt: Date | null | typeof KEEP_LIVE_EXPIRY;
}

// The entry that examples mark and unmark: the shared note.
const EXAMPLE_ENTRY = { id: EXAMPLE.noteId, ownerId: EXAMPLE.ownerId, kind: 'note' } as EntryEntity;

/** Every query of sharing. Lookups by target are not scoped to an owner: the service decides who sees what. */
@Injectable()
export class ShareRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The entry a share route names, with its conversation and file. */
  @Sql(
    { name: 'opening', params: [EXAMPLE.conversationId, { kind: 'opening' }] },
    { name: 'continuation', params: [EXAMPLE.conversationId, { kind: 'continuation', index: 0 }] },
    { name: 'note', params: [EXAMPLE.conversationId, { kind: 'note', noteId: EXAMPLE.noteId }] },
  )
  findTarget(conversationId: string, target: ShareTarget): Promise<EntryEntity | null> {
    const query = this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .innerJoinAndSelect('e.conversation', 'c')
      .leftJoinAndSelect('e.file', 'f')
      .where('e.conversation_id = :conversationId', { conversationId });
    switch (target.kind) {
      case 'opening':
        return query.andWhere(`e.kind = 'opening'`).getOne();
      case 'note':
        return query.andWhere(`e.kind = 'note' AND e.id = :noteId`, { noteId: target.noteId }).getOne();
      case 'continuation':
        // Joins are many-to-one, so LIMIT/OFFSET count entries.
        return query
          .andWhere(`e.kind = 'continuation'`)
          .orderBy('e.order_index', 'ASC')
          .offset(target.index)
          .limit(1)
          .getOne();
    }
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.openingId] })
  findOwnedEntry(ownerId: string, id: string): Promise<EntryEntity | null> {
    return this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .innerJoinAndSelect('e.conversation', 'c')
      .leftJoinAndSelect('e.file', 'f')
      .where('e.id = :id AND e.owner_id = :ownerId', { id, ownerId })
      .getOne();
  }

  /**
   * Marks or unmarks one entry; the entry as it is afterwards. A share keeps its original time unless it had
   * expired (sharing again then starts a new link life); `expiresAt` (null: never) is set either way, or kept
   * for a live link when it says so.
   */
  @Sql(
    { name: 'with an expiry', params: [EXAMPLE_ENTRY, { expiresAt: EXAMPLE.time }] },
    { name: "keeping a live link's expiry", params: [EXAMPLE_ENTRY, { expiresAt: KEEP_LIVE_EXPIRY }] },
    { name: 'unshared', params: [EXAMPLE_ENTRY, null] },
  )
  async setShared(
    entry: EntryEntity,
    share: ShareMark | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<EntryEntity> {
    const result = await manager
      .createQueryBuilder()
      .update(EntryEntity)
      // updated_at stays: it tells when the reply last changed (the reply sweep reads it for replies not started).
      .set(
        share
          ? {
              sharedAt: () => SHARED_AT_SQL,
              shareExpiresAt:
                share.expiresAt === KEEP_LIVE_EXPIRY ? () => LIVE_LINK_EXPIRY_SQL : share.expiresAt,
              shareRevokedAt: null,
              updatedAt: () => 'updated_at',
            }
          : {
              sharedAt: null,
              shareExpiresAt: null,
              // Only a link that existed can be revoked: unsharing an entry never shared remembers nothing.
              shareRevokedAt: () => 'CASE WHEN shared_at IS NOT NULL THEN now() ELSE share_revoked_at END',
              updatedAt: () => 'updated_at',
            },
      )
      .where('id = :id AND owner_id = :ownerId', { id: entry.id, ownerId: entry.ownerId })
      .returning('*')
      .execute();
    const [row] = result.raw as EntryRow[];
    // The entry's relations (conversation, file) as the caller read them; its columns as they are now.
    return row ? { ...entry, ...toEntry(row) } : { ...entry, sharedAt: null, shareExpiresAt: null };
  }

  /** Each continuation's position among its conversation's continuations (0 is the first). */
  @Sql({ params: [[{ id: EXAMPLE.continuationId, kind: 'continuation' } as EntryEntity]] })
  async continuationIndexes(entries: EntryEntity[]): Promise<Map<string, number>> {
    const ids = entries.filter((e) => e.kind === 'continuation').map((e) => e.id);
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<Array<{ id: string; position: number }>>(
      `SELECT e.id, (
         SELECT count(*)::int FROM entries earlier
         WHERE earlier.conversation_id = e.conversation_id
           AND earlier.kind = 'continuation'
           AND earlier.order_index < e.order_index
       ) AS position
       FROM entries e
       WHERE e.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.position]));
  }

  /** A page of the owner's shared entries, most recently shared first. */
  @Sql({ params: [EXAMPLE.ownerId, 0, 20] })
  async listShared(
    ownerId: string,
    offset: number,
    limit: number,
  ): Promise<{ items: EntryEntity[]; total: number }> {
    const [items, total] = await this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .innerJoinAndSelect('e.conversation', 'c')
      .where('e.owner_id = :ownerId AND e.shared_at IS NOT NULL', { ownerId })
      .orderBy('e.shared_at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      // Joins are many-to-one, so LIMIT/OFFSET count entries.
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { items, total };
  }
}
