import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from 'src/database/sql/prepared-statement';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { type FileEntity, IMAGE_MIMES } from 'src/files/file.entity';
import type { HistoryTurn } from 'src/ai/context-budget';
import { APPEND_SQL, HISTORY_SQL } from './append.sql';
import { ConversationEntity } from './conversation.entity';
import { EntryEntity, type EntryKind, initialReplyStatus } from './entry.entity';
import { type EntryReply, insertEntry, type NewEntry } from './entry-writes';
import { COVER_IMAGES_SQL, type CoverImageRow, toCoverFile } from './cover-image.sql';
import { type ConversationRow, type EntryRow, type Prefixed, toConversation, toEntry } from './rows';

/**
 * What came before an entry in its conversation, as the AI may be told it: its opening and its newest
 * continuations (HISTORY_SQL), oldest first, each with its place in the timeline.
 */
export type History = HistoryTurn[];

export interface Appended {
  conversation: ConversationEntity;
  entry: EntryEntity;
  /** The conversation before the entry, for its reply, when the append read it on its way. */
  history?: History;
  /** How many entries the conversation holds with this one, when the append counted them on its way. */
  entryCount?: number;
  /** The owner's memory setting (Profile.aiMemory), read with the history for the reply. */
  aiMemory?: boolean;
}

/** Where a page of one conversation's timeline ends: below `beforeIndex`, or the newest when null. */
export interface EntryPageKey {
  conversationId: string;
  beforeIndex: number | null;
}

/** An entry as a page cursor: which conversation it belongs to and where it stands. */
export interface EntryCursor {
  id: string;
  conversationId: string;
  orderIndex: number;
}

/** A row of APPEND_SQL: the conversation's columns, the entry's under e_ (null: the order index was taken). */
type AppendRow = ConversationRow &
  Partial<Prefixed<EntryRow, 'e_'>> & {
    e_id: string | null;
    entry_count: number;
    history: History | null;
    ai_memory: boolean | null;
  };

// Above any order index (a PostgreSQL integer), so "the newest page" is the same keyset condition.
const NEWEST = 2_147_483_647;

/** Every query of a conversation's entries. Callers pass the owner: nothing here crosses users. */
@Injectable()
export class EntriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Appends to the timeline, in one statement (APPEND_SQL) that reads the history for the reply on its way; in
   * the reply's transaction when it gives one (its queued job commits with the entry). A reply, when given,
   * names its job (or its run here) on the entry from the start. When another append took the same order
   * index meanwhile, appendAfterCollision writes it. The statement is prepared once per connection: planning
   * it took about 0.4 ms of every message's way to its AI request.
   */
  @Sql(
    {
      name: 'a continuation, its reply run here',
      params: [
        EXAMPLE.ownerId,
        EXAMPLE.conversationId,
        { kind: 'continuation', userText: 'Back at the pier' },
        { jobId: EXAMPLE.replyJobId },
      ],
    },
    {
      name: 'a note',
      params: [EXAMPLE.ownerId, EXAMPLE.conversationId, { kind: 'note', userText: 'Bring a torch' }],
    },
  )
  async append(
    ownerId: string,
    conversationId: string,
    entry: NewEntry,
    reply?: EntryReply,
    manager: EntityManager | undefined = reply?.manager,
  ): Promise<Appended | null> {
    const rows = await prepared<AppendRow>(this.dataSource, manager, 'entries-append', APPEND_SQL, [
      conversationId,
      ownerId,
      entry.kind,
      entry.userText,
      entry.answers ? JSON.stringify(entry.answers) : null,
      entry.fileId ?? null,
      initialReplyStatus(entry.kind),
      reply?.jobId ?? null,
      reply !== undefined,
    ]);
    const row = rows[0];
    if (!row) return null;
    if (row.e_id === null) return this.appendAfterCollision(ownerId, conversationId, entry, reply, manager);
    return {
      conversation: toConversation(row),
      entry: toEntry(row as Prefixed<EntryRow, 'e_'>, undefined, true),
      history: row.history ?? undefined,
      entryCount: row.entry_count,
      aiMemory: row.ai_memory ?? undefined,
    };
  }

  /**
   * The append as two statements of a transaction (the reply's, or its own): the UPDATE of the conversation
   * checks the owner, moves updated_at to now and locks the row, so concurrent appends wait their turn, and the
   * INSERT after it (a statement of its own, so it sees the appends committed meanwhile) takes the next
   * gap-free order index.
   */
  @Sql({
    params: [EXAMPLE.ownerId, EXAMPLE.conversationId, { kind: 'continuation', userText: 'Back at the pier' }],
  })
  async appendAfterCollision(
    ownerId: string,
    conversationId: string,
    entry: NewEntry,
    reply?: EntryReply,
    manager: EntityManager | undefined = reply?.manager,
  ): Promise<Appended | null> {
    const append = async (manager: EntityManager): Promise<Appended | null> => {
      const updated = await manager
        .createQueryBuilder()
        .update(ConversationEntity)
        .set({ updatedAt: () => 'now()' })
        .where('id = :conversationId AND owner_id = :ownerId', { conversationId, ownerId })
        .returning('*')
        .execute();
      const row = (updated.raw as ConversationRow[])[0];
      if (!row) return null;
      const conversation = toConversation(row);
      const next = {
        sql: '(SELECT COALESCE(MAX(order_index), -1) + 1 FROM entries WHERE conversation_id = :conversationId)',
        parameters: { conversationId },
      };
      return { conversation, entry: await insertEntry(manager, conversation, entry, next, reply) };
    };
    return manager ? append(manager) : this.dataSource.transaction(append);
  }

  /**
   * What the AI may be told of a conversation before the entry at `beforeIndex`: its opening and newest
   * continuations (never notes), oldest first, their words only (no file join), along
   * IDX_entries_conversation_order. The owner is checked on the conversation.
   */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.conversationId, 2] })
  async findHistory(ownerId: string, conversationId: string, beforeIndex: number): Promise<History> {
    const rows: Array<{
      kind: HistoryTurn['kind'];
      order_index: number;
      user_text: string;
      reply_text: string | null;
    }> = await this.dataSource.query(
      `SELECT h.* FROM (${HISTORY_SQL('$2', '$3')}) h
          WHERE EXISTS (SELECT 1 FROM conversations c WHERE c.id = $2 AND c.owner_id = $1)
          ORDER BY h.order_index`,
      [ownerId, conversationId, beforeIndex],
    );
    return rows.map((row) => ({
      kind: row.kind,
      orderIndex: row.order_index,
      userText: row.user_text,
      replyText: row.reply_text,
    }));
  }

  /** The timeline of one or more conversations, files joined (one query, however many conversations). */
  @Sql(
    { name: 'whole timelines', params: [EXAMPLE.ownerId, [EXAMPLE.conversationId]] },
    {
      name: 'a page of notes',
      params: [
        EXAMPLE.ownerId,
        [EXAMPLE.conversationId],
        { kinds: ['note'], page: { offset: 0, limit: 20 } },
      ],
    },
    { name: 'all but notes', params: [EXAMPLE.ownerId, [EXAMPLE.conversationId], { excludeKind: 'note' }] },
  )
  findEntries(
    ownerId: string,
    conversationIds: string[],
    options: { kinds?: EntryKind[]; excludeKind?: EntryKind; page?: { offset: number; limit: number } } = {},
  ): Promise<EntryEntity[]> {
    if (conversationIds.length === 0) return Promise.resolve([]);
    const query = this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .leftJoinAndSelect('e.file', 'file')
      .where('e.owner_id = :ownerId AND e.conversation_id IN (:...conversationIds)', {
        ownerId,
        conversationIds,
      })
      .orderBy('e.conversation_id', 'ASC')
      .addOrderBy('e.order_index', 'ASC');
    if (options.kinds) query.andWhere('e.kind IN (:...kinds)', { kinds: options.kinds });
    if (options.excludeKind) query.andWhere('e.kind <> :excludeKind', { excludeKind: options.excludeKind });
    // An entry has one file at most, so the join adds no rows and a plain OFFSET/LIMIT pages the entries.
    if (options.page) query.offset(options.page.offset).limit(options.page.limit);
    return query.getMany();
  }

  /**
   * For each key, the `first` newest entries of its conversation below its cursor, files joined, in one
   * statement however many conversations: a LATERAL subquery walks IDX_entries_conversation_order backwards
   * from each cursor, so a page costs the same at the start of a long conversation as at its end. Ownership is
   * checked on the conversations row: a condition on the entries' owner_id there tempted the planner into
   * reading the whole conversation through the owner's index. Rows come per conversation, oldest first; keys
   * of one conversation with different cursors share the result.
   */
  @Sql({
    params: [
      EXAMPLE.ownerId,
      [
        { conversationId: EXAMPLE.conversationId, beforeIndex: null },
        { conversationId: EXAMPLE.conversationId, beforeIndex: 2 },
      ],
      50,
    ],
  })
  findEntryPages(ownerId: string, keys: EntryPageKey[], first: number): Promise<EntryEntity[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .leftJoinAndSelect('e.file', 'file')
      .where(
        `e.id IN (
          SELECT page.id
          FROM unnest(CAST(:conversationIds AS uuid[]), CAST(:beforeIndexes AS integer[]))
            AS k(conversation_id, before_index)
          JOIN conversations c ON c.id = k.conversation_id AND c.owner_id = :ownerId
          CROSS JOIN LATERAL (
            SELECT x.id FROM entries x
            WHERE x.conversation_id = k.conversation_id AND x.order_index < k.before_index
            ORDER BY x.order_index DESC
            LIMIT :first
          ) page
        )`,
        {
          conversationIds: keys.map((key) => key.conversationId),
          beforeIndexes: keys.map((key) => key.beforeIndex ?? NEWEST),
          ownerId,
          first,
        },
      )
      .orderBy('e.conversation_id', 'ASC')
      .addOrderBy('e.order_index', 'ASC')
      .getMany();
  }

  /** The owner's entries among these ids, as cursors (the others are someone else's or do not exist). */
  @Sql({ params: [EXAMPLE.ownerId, [EXAMPLE.continuationId, EXAMPLE.noteId]] })
  findCursors(ownerId: string, ids: string[]): Promise<EntryCursor[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .select('e.id', 'id')
      .addSelect('e.conversation_id', 'conversationId')
      .addSelect('e.order_index', 'orderIndex')
      .where('e.owner_id = :ownerId AND e.id IN (:...ids)', { ownerId, ids })
      .getRawMany<EntryCursor>();
  }

  /** How many entries each of these conversations holds (absent: none, or not the owner's). */
  @Sql({ params: [EXAMPLE.ownerId, [EXAMPLE.conversationId]] })
  async countEntries(ownerId: string, conversationIds: string[]): Promise<Map<string, number>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .select('e.conversation_id', 'conversationId')
      .addSelect('count(*)::int', 'count')
      // Ownership from the conversations row, so the count reads only IDX_entries_conversation_order (an
      // index-only scan) rather than every entry's row.
      .where(
        'e.conversation_id IN (SELECT c.id FROM conversations c WHERE c.id IN (:...conversationIds) AND c.owner_id = :ownerId)',
        { conversationIds, ownerId },
      )
      .groupBy('e.conversation_id')
      .getRawMany<{ conversationId: string; count: number }>();
    return new Map(rows.map((row) => [row.conversationId, row.count]));
  }

  /**
   * Each conversation's newest picture (a PNG or JPEG an entry carries), for its place in the journal; absent
   * when it has none or is not the owner's. One statement: per conversation, a walk back along
   * IDX_entries_conversation_files (entries that carry a file) to the first image.
   */
  @Sql({ params: [EXAMPLE.ownerId, [EXAMPLE.conversationId]] })
  async findCoverImages(ownerId: string, conversationIds: string[]): Promise<Map<string, FileEntity>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.dataSource.query<CoverImageRow[]>(COVER_IMAGES_SQL, [
      ownerId,
      conversationIds,
      IMAGE_MIMES,
    ]);
    return new Map(rows.map((row) => [row.conversation_id, toCoverFile(row, ownerId)]));
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.openingId] })
  findEntry(
    ownerId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<EntryEntity | null> {
    // One statement: findOne with a relation pages by id first (SELECT DISTINCT, then the row), a second
    // round trip on every subscription, retry and reply check-out for a join that yields one row anyway.
    return manager
      .createQueryBuilder(EntryEntity, 'e')
      .leftJoinAndSelect('e.file', 'file')
      .where('e.id = :id AND e.owner_id = :ownerId', { id, ownerId })
      .getOne();
  }
}

/** `text` as a named statement (queryPrepared), in `manager`'s transaction when given, else on a pooled connection. */
async function prepared<Row>(
  dataSource: DataSource,
  manager: EntityManager | undefined,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const inTransaction = manager?.queryRunner;
  const runner = inTransaction ?? dataSource.createQueryRunner();
  try {
    return await queryPrepared<Row>(runner, name, text, values);
  } finally {
    if (!inTransaction) await runner.release();
  }
}
