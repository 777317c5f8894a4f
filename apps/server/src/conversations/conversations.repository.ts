import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { FileEntity } from 'src/files/file.entity';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { ConversationEntity } from './conversation.entity';
import { type EntryReply, insertEntry, type NewEntry } from './entry-writes';
import { EntryEntity } from './entry.entity';
import { LIST_COUNT_SQL, LIST_FILTERED_COUNT_SQL, LIST_FILTERED_PAGE_SQL, LIST_PAGE_SQL } from './list.sql';
import { type ConversationRow, type EntryRow, type Prefixed, toConversation, toEntry } from './rows';

export interface Page<T> {
  items: T[];
  total: number;
}

/** What the History panel's filter box keeps: conversations whose title or project name holds `text`, or whose topic is one of `topics`. */
export interface ConversationFilter {
  text: string;
  /** The keys of the topics whose display name holds the text. */
  topics: string[];
}

/**
 * A row of LIST_PAGE_SQL: the conversation's columns, its opening's under e_ (null without one), the opening
 * file's under f_, and the count.
 */
type ListRow = ConversationRow &
  Prefixed<EntryRow, 'e_'> & {
    e_id: string | null;
    f_name: string | null;
    f_mime: FileEntity['mime'] | null;
    f_size: number | null;
    total: number;
  };

/** Every query of the conversations themselves. Callers pass the owner: nothing here crosses users. */
@Injectable()
export class ConversationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The conversation and its opening entry, in one transaction (the reply's, when it gives one: its queued job
   * commits with them).
   */
  @Sql({
    params: [
      { ownerId: EXAMPLE.ownerId, topic: 'reflection', projectName: 'Pier walks' },
      { kind: 'opening', userText: 'The pier at dawn' },
      { jobId: EXAMPLE.replyJobId },
    ],
  })
  async createWithOpening(
    conversation: Pick<ConversationEntity, 'ownerId' | 'topic' | 'projectName'>,
    opening: NewEntry,
    reply?: EntryReply,
  ): Promise<{ conversation: ConversationEntity; entry: EntryEntity }> {
    const create = async (manager: EntityManager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ConversationEntity)
        .values(conversation)
        .returning('*')
        .execute();
      const saved = toConversation((inserted.raw as ConversationRow[])[0]);
      return { conversation: saved, entry: await insertEntry(manager, saved, opening, 0, reply) };
    };
    return reply?.manager ? create(reply.manager) : this.dataSource.transaction(create);
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.conversationId] })
  findConversation(ownerId: string, id: string): Promise<ConversationEntity | null> {
    return this.dataSource
      .createQueryBuilder(ConversationEntity, 'c')
      .where('c.id = :id AND c.owner_id = :ownerId', { id, ownerId })
      .getOne();
  }

  /** A page of the owner's conversations, most recently active first. */
  @Sql({ params: [EXAMPLE.ownerId, 0, 20] })
  async listConversations(ownerId: string, offset: number, limit: number): Promise<Page<ConversationEntity>> {
    const [items, total] = await this.dataSource
      .createQueryBuilder(ConversationEntity, 'c')
      .where('c.owner_id = :ownerId', { ownerId })
      .orderBy('c.updated_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { items, total };
  }

  /**
   * The history list's page: the owner's conversations, most recently active first, each with its opening
   * (file joined) and their number, in one statement. Raw rows: this is the busiest read of the app and
   * TypeORM's find, its COUNT(DISTINCT) and its entity hydration cost more than the statements themselves.
   */
  @Sql(
    { name: 'a page', params: [EXAMPLE.ownerId, 0, 20] },
    { name: 'past the end: the count alone', params: [EXAMPLE.ownerId, 100, 20] },
    { name: 'filtered', params: [EXAMPLE.ownerId, 0, 20, { text: 'pier', topics: ['reflection'] }] },
    {
      name: 'filtered, past the end',
      params: [EXAMPLE.ownerId, 100, 20, { text: '50%_off', topics: [] }],
    },
  )
  async listWithOpenings(
    ownerId: string,
    offset: number,
    limit: number,
    filter?: ConversationFilter,
  ): Promise<Page<{ conversation: ConversationEntity; opening: EntryEntity | null }>> {
    const filterParams = filter ? [`%${escapeLike(filter.text)}%`, filter.topics] : [];
    const rows: ListRow[] = await this.dataSource.query(filter ? LIST_FILTERED_PAGE_SQL : LIST_PAGE_SQL, [
      ownerId,
      offset,
      limit,
      ...filterParams,
    ]);
    // Each row carries the count; a page past the end has no row to carry it.
    if (rows.length > 0 || offset === 0) return { items: rows.map(listItem), total: rows[0]?.total ?? 0 };
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      filter ? LIST_FILTERED_COUNT_SQL : LIST_COUNT_SQL,
      [ownerId, ...filterParams],
    );
    return { items: [], total };
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.conversationId, 'Evening walks'] })
  async rename(ownerId: string, id: string, title: string): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(ConversationEntity)
      .set({ title })
      .where('id = :id AND owner_id = :ownerId', { id, ownerId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * Deletes the owner's conversation (entries cascade) and returns the ids of the files its entries carried;
   * null when it is not theirs.
   */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.conversationId] })
  async delete(ownerId: string, id: string, within?: EntityManager): Promise<string[] | null> {
    const remove = async (manager: EntityManager) => {
      const rows = await manager
        .createQueryBuilder(EntryEntity, 'e')
        .select('DISTINCT e.file_id', 'fileId')
        .where('e.conversation_id = :id AND e.owner_id = :ownerId AND e.file_id IS NOT NULL', { id, ownerId })
        .getRawMany<{ fileId: string }>();
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(ConversationEntity)
        .where('id = :id AND owner_id = :ownerId', { id, ownerId })
        .execute();
      return (deleted.affected ?? 0) > 0 ? rows.map((row) => row.fileId) : null;
    };
    // In the caller's transaction when given (one that records the deletion's webhook deliveries).
    return within ? remove(within) : this.dataSource.transaction(remove);
  }

  /** Of these files, the ones no remaining entry refers to. */
  @Sql({ params: [[EXAMPLE.attachedFileId, EXAMPLE.abandonedFileId]] })
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

/** The text as a LIKE pattern matches it literally: its wildcards and the escape character escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function listItem(row: ListRow): { conversation: ConversationEntity; opening: EntryEntity | null } {
  const conversation = toConversation(row);
  if (row.e_id === null) return { conversation, opening: null };
  const fileId = row.e_file_id;
  // What the list shows of a file (name, type, size, a signed URL); its text and storage stay unread.
  const file =
    fileId === null
      ? null
      : ({
          id: fileId,
          ownerId: row.owner_id,
          name: row.f_name,
          mime: row.f_mime,
          size: row.f_size,
        } as FileEntity);
  return { conversation, opening: toEntry(row, file, true) };
}
