import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, Not, QueryFailedError } from 'typeorm';
import { ConversationEntity } from './conversation.entity';
import type { QuestionAnswer } from 'src/ai/question-answer';
import { EntryEntity, type EntryKind } from './entry.entity';
import type { FileEntity } from 'src/files/file.entity';
import { APPEND_SQL } from './append.sql';
import { LIST_COUNT_SQL, LIST_PAGE_SQL } from './list.sql';
import type { JobDb } from 'src/jobs/job-queue';

export interface NewEntry {
  kind: EntryKind;
  userText: string;
  answers?: QuestionAnswer[] | null;
  fileId?: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
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

// Above any order index (a PostgreSQL integer), so "the newest page" is the same keyset condition.
const NEWEST = 2_147_483_647;

/**
 * The entry's file was deleted between the caller's check and the insert (e.g. the abandoned-upload janitor won
 * the race): the foreign key on file_id refused the row.
 */
export function isMissingFileError(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; detail?: string };
  return driverError.code === '23503' && (driverError.detail?.includes('(file_id)') ?? false);
}

/**
 * The entity of a row as PostgreSQL returned it (RETURNING *): its columns under their property names. With a
 * prefix, the entity's columns are those named with it (`e_id` for `id`), as in a row of two tables.
 */
function fromRow<T extends object>(
  manager: EntityManager,
  target: new () => T,
  row: Record<string, unknown>,
  prefix = '',
): T {
  const entity = manager.create(target);
  for (const column of manager.connection.getMetadata(target).columns) {
    column.setEntityValue(entity, row[prefix + column.databaseName]);
  }
  return entity;
}

/** A reply asked for with the entry that is being written (see append). */
export interface ReplyQueueing {
  /** What owns the reply from the start: the job that will be queued, or the run that starts here at once. */
  jobId: string;
  /**
   * Queues the job in the entry's transaction, after its INSERT (`db` runs statements in that transaction).
   * Absent when the reply runs on this instance as soon as the entry is written: there is no job to queue.
   */
  queue?(db: JobDb, entry: EntryEntity): Promise<void>;
}

/** What came before an entry in its conversation, as the AI is told it: openings and continuations in order. */
export type History = Array<Pick<EntryEntity, 'userText' | 'replyText'>>;

export interface Appended {
  conversation: ConversationEntity;
  entry: EntryEntity;
  /** The conversation before the entry, for a reply that runs here, when the append read it on its way. */
  history?: History;
  /** How many entries the conversation holds with this one, when the append counted them on its way. */
  entryCount?: number;
}

/** A row of APPEND_SQL: the conversation's columns, the entry's under e_ (null: the order index was taken). */
type AppendRow = Record<string, unknown> & {
  e_id: string | null;
  entry_count: number;
  history: History | null;
};

/** The transaction of `manager` as pg-boss runs statements: rows as PostgreSQL returned them. */
function transactionDb(manager: EntityManager): JobDb {
  return {
    executeSql: async (text, values) => {
      const runner = manager.queryRunner;
      if (!runner) throw new Error('Not in a transaction');
      return { rows: (await runner.query(text, values, true)).records };
    },
  };
}

/** Every query of conversations and their entries. Callers pass the owner: nothing here crosses users. */
@Injectable()
export class ConversationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The conversation and its opening entry, in one transaction. */
  async createWithOpening(
    conversation: Pick<ConversationEntity, 'ownerId' | 'topic' | 'projectName'>,
    opening: NewEntry,
  ): Promise<{ conversation: ConversationEntity; entry: EntryEntity }> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(manager.create(ConversationEntity, conversation));
      const entry = await this.insertEntry(manager, saved, opening, 0);
      return { conversation: saved, entry };
    });
  }

  /**
   * Appends to the timeline. A reply, when given, names its job (or its run here) on the entry from the start.
   * Without a job to queue, one statement (APPEND_SQL) does it, reading the history for a reply on its way;
   * when another append took the same order index meanwhile, or a job must be queued with the entry, it is a
   * transaction of its own (appendInTransaction).
   */
  async append(
    ownerId: string,
    conversationId: string,
    entry: NewEntry,
    reply?: ReplyQueueing,
  ): Promise<Appended | null> {
    if (!reply?.queue) {
      const rows: AppendRow[] = await this.dataSource.query(APPEND_SQL, [
        conversationId,
        ownerId,
        entry.kind,
        entry.userText,
        entry.answers ? JSON.stringify(entry.answers) : null,
        entry.fileId ?? null,
        entry.kind === 'note' ? 'none' : 'pending',
        reply?.jobId ?? null,
        reply !== undefined,
      ]);
      const row = rows[0];
      if (!row) return null;
      if (row.e_id !== null) {
        const manager = this.dataSource.manager;
        return {
          conversation: fromRow(manager, ConversationEntity, row),
          entry: fromRow(manager, EntryEntity, row, 'e_'),
          history: row.history ?? undefined,
          entryCount: row.entry_count,
        };
      }
    }
    return this.appendInTransaction(ownerId, conversationId, entry, reply);
  }

  /**
   * The append as a transaction of two statements: the UPDATE of the conversation checks the owner, moves
   * updated_at to now and locks the row, so concurrent appends wait their turn and the INSERT after it (a
   * statement of its own, so it sees the appends committed meanwhile) takes the next gap-free order index.
   * `reply.queue` queues the reply's job in the same transaction (one commit: neither exists without the other).
   */
  private async appendInTransaction(
    ownerId: string,
    conversationId: string,
    entry: NewEntry,
    reply?: ReplyQueueing,
  ): Promise<Appended | null> {
    const replyJobId = reply?.jobId ?? null;
    return this.dataSource.transaction(async (manager) => {
      const updated = await manager
        .createQueryBuilder()
        .update(ConversationEntity)
        .set({ updatedAt: () => 'now()' })
        .where('id = :conversationId AND owner_id = :ownerId', { conversationId, ownerId })
        .returning('*')
        .execute();
      const row = (updated.raw as Array<Record<string, unknown>>)[0];
      if (!row) return null;
      const conversation = fromRow(manager, ConversationEntity, row);
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(EntryEntity)
        .values({
          conversationId,
          ownerId,
          kind: entry.kind,
          orderIndex: () =>
            '(SELECT COALESCE(MAX(order_index), -1) + 1 FROM entries WHERE conversation_id = :conversationId)',
          userText: entry.userText,
          answers: entry.answers ?? null,
          fileId: entry.fileId ?? null,
          replyStatus: entry.kind === 'note' ? 'none' : 'pending',
          replyJobId,
          replyHeartbeatAt: replyJobId ? () => 'now()' : null,
        })
        .setParameter('conversationId', conversationId)
        .returning('*')
        .execute();
      const entryRow = (inserted.raw as Array<Record<string, unknown>>)[0];
      const appended = fromRow(manager, EntryEntity, entryRow);
      await reply?.queue?.(transactionDb(manager), appended);
      return { conversation, entry: appended };
    });
  }

  private insertEntry(
    manager: EntityManager,
    conversation: ConversationEntity,
    entry: NewEntry,
    orderIndex: number,
  ): Promise<EntryEntity> {
    return manager.save(
      manager.create(EntryEntity, {
        conversationId: conversation.id,
        ownerId: conversation.ownerId,
        kind: entry.kind,
        orderIndex,
        userText: entry.userText,
        answers: entry.answers ?? null,
        fileId: entry.fileId ?? null,
        replyText: null,
        replyStatus: entry.kind === 'note' ? 'none' : 'pending',
        replyError: null,
        sharedAt: null,
        shareExpiresAt: null,
      }),
    );
  }

  findConversation(ownerId: string, id: string): Promise<ConversationEntity | null> {
    return this.dataSource.getRepository(ConversationEntity).findOneBy({ id, ownerId });
  }

  /** A page of the owner's conversations, most recently active first. */
  async listConversations(ownerId: string, offset: number, limit: number): Promise<Page<ConversationEntity>> {
    const [items, total] = await this.dataSource.getRepository(ConversationEntity).findAndCount({
      where: { ownerId },
      order: { updatedAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { items, total };
  }

  /**
   * What the AI is told of a conversation before the entry at `beforeIndex`: the openings and continuations
   * (never notes), oldest first, their words only (no file join), along IDX_entries_conversation_order.
   */
  findHistory(ownerId: string, conversationId: string, beforeIndex: number): Promise<History> {
    return this.dataSource
      .getRepository(EntryEntity)
      .createQueryBuilder('e')
      .select(['e.userText', 'e.replyText'])
      .where('e.conversation_id = :conversationId AND e.owner_id = :ownerId', { conversationId, ownerId })
      .andWhere("e.order_index < :beforeIndex AND e.kind <> 'note'", { beforeIndex })
      .orderBy('e.order_index', 'ASC')
      .getMany();
  }

  /**
   * The history list's page: the owner's conversations, most recently active first, each with its opening
   * (file joined) and their number, in one statement. Raw rows: this is the busiest read of the app and
   * TypeORM's find, its COUNT(DISTINCT) and its entity hydration cost more than the statements themselves.
   */
  async listWithOpenings(
    ownerId: string,
    offset: number,
    limit: number,
  ): Promise<Page<{ conversation: ConversationEntity; opening: EntryEntity | null }>> {
    const rows: ListRow[] = await this.dataSource.query(LIST_PAGE_SQL, [ownerId, offset, limit]);
    // Each row carries the count; a page past the end has no row to carry it.
    const total =
      rows.length > 0
        ? rows[0].total
        : offset === 0
          ? 0
          : (await this.dataSource.query<Array<{ total: number }>>(LIST_COUNT_SQL, [ownerId]))[0].total;
    return { items: rows.map((row) => listItem(ownerId, row)), total };
  }

  /** The timeline of one or more conversations, files joined (one query, however many conversations). */
  findEntries(
    ownerId: string,
    conversationIds: string[],
    options: { kinds?: EntryKind[]; excludeKind?: EntryKind; page?: { offset: number; limit: number } } = {},
  ): Promise<EntryEntity[]> {
    if (conversationIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(EntryEntity).find({
      where: {
        ownerId,
        conversationId: In(conversationIds),
        ...(options.kinds ? { kind: In(options.kinds) } : {}),
        ...(options.excludeKind ? { kind: Not(options.excludeKind) } : {}),
      },
      relations: { file: true },
      order: { conversationId: 'ASC', orderIndex: 'ASC' },
      skip: options.page?.offset,
      take: options.page?.limit,
    });
  }

  /**
   * For each key, the `first` newest entries of its conversation below its cursor, files joined, in one
   * statement however many conversations: a LATERAL subquery walks IDX_entries_conversation_order backwards
   * from each cursor, so a page costs the same at the start of a long conversation as at its end. Ownership is
   * checked on the conversations row: a condition on the entries' owner_id there tempted the planner into
   * reading the whole conversation through the owner's index. Rows come per conversation, oldest first; keys
   * of one conversation with different cursors share the result.
   */
  findEntryPages(ownerId: string, keys: EntryPageKey[], first: number): Promise<EntryEntity[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(EntryEntity)
      .createQueryBuilder('e')
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
  findCursors(ownerId: string, ids: string[]): Promise<EntryCursor[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(EntryEntity).find({
      select: { id: true, conversationId: true, orderIndex: true },
      where: { ownerId, id: In(ids) },
    });
  }

  /** How many entries each of these conversations holds (absent: none, or not the owner's). */
  async countEntries(ownerId: string, conversationIds: string[]): Promise<Map<string, number>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(EntryEntity)
      .createQueryBuilder('e')
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

  findEntry(ownerId: string, id: string): Promise<EntryEntity | null> {
    // One statement: findOne with a relation pages by id first (SELECT DISTINCT, then the row), a second
    // round trip on every subscription, retry and reply check-out for a join that yields one row anyway.
    return this.dataSource
      .getRepository(EntryEntity)
      .createQueryBuilder('e')
      .leftJoinAndSelect('e.file', 'file')
      .where('e.id = :id AND e.owner_id = :ownerId', { id, ownerId })
      .getOne();
  }

  /**
   * Claims a failed reply for another attempt; false when it is not failed (pending: a job has it). The
   * heartbeat starts now, so the reply sweep leaves it alone while its new job is queued.
   */
  async claimRetry(entryId: string): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(EntryEntity)
      .set({
        replyStatus: 'pending',
        replyError: null,
        replyText: null,
        replyJobId: null,
        replyHeartbeatAt: () => 'now()',
      })
      .where(`id = :entryId AND reply_status = 'failed'`, { entryId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async rename(ownerId: string, id: string, title: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(ConversationEntity).update({ id, ownerId }, { title });
    return (result.affected ?? 0) > 0;
  }

  /** Deletes the conversation (entries cascade) and returns the ids of the files its entries carried. */
  async delete(ownerId: string, id: string): Promise<string[] | null> {
    return this.dataSource.transaction(async (manager) => {
      const conversation = await manager.findOneBy(ConversationEntity, { id, ownerId });
      if (!conversation) return null;
      const rows = await manager
        .createQueryBuilder(EntryEntity, 'e')
        .select('DISTINCT e.file_id', 'fileId')
        .where('e.conversation_id = :id AND e.file_id IS NOT NULL', { id })
        .getRawMany<{ fileId: string }>();
      await manager.delete(ConversationEntity, { id });
      return rows.map((row) => row.fileId);
    });
  }

  /** Of these files, the ones no remaining entry refers to. */
  async unreferencedFiles(fileIds: string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const used = await this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .select('DISTINCT e.file_id', 'fileId')
      .where('e.file_id IN (:...fileIds)', { fileIds })
      .getRawMany<{ fileId: string }>();
    const stillUsed = new Set(used.map((row) => row.fileId));
    return fileIds.filter((id) => !stillUsed.has(id));
  }
}

/** A row of listWithOpenings: the conversation's columns, its opening's (e_, null without one), its file's. */
interface ListRow {
  id: string;
  topic: string;
  project_name: string;
  title: string | null;
  created_at: Date;
  updated_at: Date;
  e_id: string | null;
  e_order_index: number;
  e_user_text: string;
  e_answers: QuestionAnswer[] | null;
  e_reply_text: string | null;
  e_reply_status: EntryEntity['replyStatus'];
  e_reply_error: string | null;
  e_reply_job_id: string | null;
  e_reply_heartbeat_at: Date | null;
  e_file_id: string | null;
  e_shared_at: Date | null;
  e_share_expires_at: Date | null;
  e_created_at: Date;
  e_updated_at: Date;
  f_name: string | null;
  f_mime: FileEntity['mime'] | null;
  f_size: number | null;
  total: number;
}

function listItem(
  ownerId: string,
  row: ListRow,
): { conversation: ConversationEntity; opening: EntryEntity | null } {
  const conversation: ConversationEntity = {
    id: row.id,
    ownerId,
    topic: row.topic,
    projectName: row.project_name,
    title: row.title,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (row.e_id === null) return { conversation, opening: null };
  const opening: EntryEntity = {
    id: row.e_id,
    conversationId: row.id,
    ownerId,
    kind: 'opening',
    orderIndex: row.e_order_index,
    userText: row.e_user_text,
    answers: row.e_answers,
    replyText: row.e_reply_text,
    replyStatus: row.e_reply_status,
    replyError: row.e_reply_error,
    replyJobId: row.e_reply_job_id,
    replyHeartbeatAt: row.e_reply_heartbeat_at,
    fileId: row.e_file_id,
    // What the list shows of a file (name, type, size, a signed URL); its text and storage stay unread.
    file:
      row.e_file_id === null
        ? null
        : ({
            id: row.e_file_id,
            ownerId,
            name: row.f_name,
            mime: row.f_mime,
            size: row.f_size,
          } as FileEntity),
    sharedAt: row.e_shared_at,
    shareExpiresAt: row.e_share_expires_at,
    createdAt: row.e_created_at,
    updatedAt: row.e_updated_at,
  };
  return { conversation, opening };
}
