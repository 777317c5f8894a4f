import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { ConversationEntity } from 'src/conversations/conversation.entity';
import { EntryEntity } from 'src/conversations/entry.entity';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { FileEntity } from 'src/files/file.entity';
import type { NewFile } from 'src/files/files.repository';
import { JournalAnswerEntity } from 'src/journal-answers/journal-answer.entity';
import { UserEntity } from 'src/users/user.entity';
import { JournalImportEntity } from './journal-import.entity';

/** Where a page of conversations ends: the next page starts after it. */
export interface ConversationCursor {
  createdAt: Date;
  id: string;
}

/** An imported conversation or entry: every column given, timestamps included. */
export type ImportedConversation = Omit<ConversationEntity, 'owner'>;
export type ImportedEntry = Omit<EntryEntity, 'owner' | 'conversation' | 'file'>;

/** An imported attachment keeps the day it was first attached. */
export type ImportedFile = NewFile & Pick<FileEntity, 'createdAt'>;

/** An imported answer of Ask your journal: every column given (no job: it is finished or failed). */
export type ImportedJournalAnswer = Omit<JournalAnswerEntity, 'owner'>;

export interface ImportedRows {
  files: ImportedFile[];
  conversations: ImportedConversation[];
  entries: ImportedEntry[];
  journalAnswers: ImportedJournalAnswer[];
}

// An import of one file, conversation, entry and answer (citing the entry), for the snapshot.
const EXAMPLE_FINGERPRINT = 'a'.repeat(64);
// Not EXAMPLE.journalAnswerId: the example rows may hold that answer.
const EXAMPLE_IMPORTED_ANSWER_ID = '00000000-0000-4000-8000-0000000000a1';

const EXAMPLE_IMPORT: ImportedRows = {
  files: [
    {
      id: EXAMPLE.newFileId,
      ownerId: EXAMPLE.ownerId,
      name: 'imported.txt',
      mime: 'text/plain',
      size: 8,
      sha256: 'e'.repeat(64),
      storageKey: 'imported-key',
      extractedText: 'imported',
      createdAt: EXAMPLE.time,
    },
  ],
  conversations: [
    {
      id: EXAMPLE.newConversationId,
      ownerId: EXAMPLE.ownerId,
      topic: 'reflection',
      projectName: 'Imported',
      title: null,
      createdAt: EXAMPLE.time,
      updatedAt: EXAMPLE.time,
    },
  ],
  entries: [
    {
      id: EXAMPLE.newEntryId,
      conversationId: EXAMPLE.newConversationId,
      ownerId: EXAMPLE.ownerId,
      kind: 'note',
      orderIndex: 0,
      userText: 'Imported note',
      answers: null,
      replyText: null,
      replyStatus: 'none',
      replyError: null,
      replyBy: null,
      replyJobId: null,
      replyHeartbeatAt: null,
      fileId: EXAMPLE.newFileId,
      sharedAt: null,
      shareExpiresAt: null,
      shareRevokedAt: null,
      mood: null,
      editedAt: null,
      createdAt: EXAMPLE.time,
      updatedAt: EXAMPLE.time,
    },
  ],
  journalAnswers: [
    {
      id: EXAMPLE_IMPORTED_ANSWER_ID,
      ownerId: EXAMPLE.ownerId,
      question: 'What did I note?',
      status: 'complete',
      text: 'You noted something [1].',
      error: null,
      writtenBy: 'offline-companion',
      citations: [
        {
          id: EXAMPLE.newEntryId,
          conversationId: EXAMPLE.newConversationId,
          orderIndex: 0,
          projectName: 'Imported',
          createdAt: EXAMPLE.time.toISOString(),
          snippet: 'Imported note',
        },
      ],
      jobId: null,
      heartbeatAt: null,
      attempts: 0,
      createdAt: EXAMPLE.time,
      updatedAt: EXAMPLE.time,
    },
  ],
};

// Rows per INSERT: about 15 parameters each, well under PostgreSQL's 65,535 per statement.
const INSERT_CHUNK = 1000;

/**
 * The queries of an export (the owner's journal in keyset pages, oldest conversation first) and of an import
 * (everything in one transaction). Callers pass the owner: nothing here crosses users.
 */
@Injectable()
export class JournalTransferRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A page of the owner's conversations, oldest first, after `after`. The order compares created_at at
   * millisecond precision, which JavaScript dates keep exactly (PostgreSQL keeps microseconds), so a cursor
   * taken from a row never matches that row again; the id breaks ties.
   */
  @Sql(
    { name: 'first page', params: [EXAMPLE.ownerId, null, 50] },
    {
      name: 'next page',
      params: [EXAMPLE.ownerId, { createdAt: EXAMPLE.time, id: EXAMPLE.conversationId }, 50],
    },
  )
  conversationPage(
    ownerId: string,
    after: ConversationCursor | null,
    limit: number,
  ): Promise<ConversationEntity[]> {
    const query = this.dataSource
      .createQueryBuilder(ConversationEntity, 'c')
      .where('c.owner_id = :ownerId', { ownerId })
      .orderBy(`date_trunc('milliseconds', c.created_at)`)
      .addOrderBy('c.id')
      .limit(limit);
    if (after) {
      query.andWhere(`(date_trunc('milliseconds', c.created_at), c.id) > (:afterCreated, :afterId)`, {
        afterCreated: after.createdAt,
        afterId: after.id,
      });
    }
    return query.getMany();
  }

  /**
   * A page of the entries of these conversations (the owner's), files joined, in the order of `ids` and then
   * of the timeline, after position `after` (the conversation's index in `ids` and an order index).
   */
  @Sql({ params: [EXAMPLE.ownerId, [EXAMPLE.conversationId], { position: 0, orderIndex: -1 }, 200] })
  entryPage(
    ownerId: string,
    ids: string[],
    after: { position: number; orderIndex: number },
    limit: number,
  ): Promise<EntryEntity[]> {
    const position = 'array_position(CAST(:ids AS uuid[]), e.conversation_id)';
    return this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .leftJoinAndSelect('e.file', 'file')
      .where('e.owner_id = :ownerId AND e.conversation_id = ANY(CAST(:ids AS uuid[]))', { ownerId, ids })
      .andWhere(`(${position}, e.order_index) > (:position, :orderIndex)`, after)
      .orderBy(position)
      .addOrderBy('e.order_index')
      .limit(limit)
      .getMany();
  }

  /** When the owner last imported the journal with this fingerprint; null when never. */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE_FINGERPRINT] })
  async lastImported(ownerId: string, fingerprint: string): Promise<Date | null> {
    const row = await this.dataSource
      .createQueryBuilder(JournalImportEntity, 'i')
      .select('max(i.imported_at)', 'at')
      .where('i.owner_id = :ownerId AND i.fingerprint = :fingerprint', { ownerId, fingerprint })
      .getRawOne<{ at: Date | null }>();
    return row?.at ?? null;
  }

  /**
   * Inserts an import in one transaction: files, conversations, entries, answers. False (and nothing written) when the
   * user no longer exists. The user's row is share-locked, so a concurrent account deletion waits for the
   * import and then removes it with the rest.
   */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE_IMPORT, EXAMPLE_FINGERPRINT] })
  async insertImport(ownerId: string, rows: ImportedRows, fingerprint: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager
        .createQueryBuilder(UserEntity, 'user')
        .select('user.id')
        .setLock('pessimistic_read')
        .where('user.id = :ownerId', { ownerId })
        .getOne();
      if (!user) return false;
      await insertAll(manager, FileEntity, rows.files);
      await insertAll(manager, ConversationEntity, rows.conversations);
      await insertAll(manager, EntryEntity, rows.entries);
      await insertAll(manager, JournalAnswerEntity, rows.journalAnswers);
      await manager.insert(JournalImportEntity, { ownerId, fingerprint });
      return true;
    });
  }
}

async function insertAll<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: Array<Partial<T>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(rows.slice(start, start + INSERT_CHUNK))
      // Nothing to read back: every column is given.
      .updateEntity(false)
      .execute();
  }
}
