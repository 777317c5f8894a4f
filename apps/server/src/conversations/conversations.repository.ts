import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, Not } from 'typeorm';
import { ConversationEntity } from './conversation.entity';
import type { QuestionAnswer } from 'src/ai/question-answer';
import { EntryEntity, type EntryKind } from './entry.entity';

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
   * Appends to the timeline. The conversation row is locked so concurrent appends get distinct, gap-free
   * order indexes; the conversation's updated_at moves to now (history sorts by activity).
   */
  async append(ownerId: string, conversationId: string, entry: NewEntry): Promise<EntryEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const conversation = await manager
        .createQueryBuilder(ConversationEntity, 'c')
        .setLock('pessimistic_write')
        .where('c.id = :conversationId AND c.owner_id = :ownerId', { conversationId, ownerId })
        .getOne();
      if (!conversation) return null;
      const { next } = (await manager
        .createQueryBuilder(EntryEntity, 'e')
        .select('COALESCE(MAX(e.order_index), -1) + 1', 'next')
        .where('e.conversation_id = :conversationId', { conversationId })
        .getRawOne<{ next: number }>()) ?? { next: 0 };
      await manager.update(ConversationEntity, { id: conversationId }, { updatedAt: () => 'now()' });
      return this.insertEntry(manager, conversation, entry, Number(next));
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

  findEntry(ownerId: string, id: string): Promise<EntryEntity | null> {
    return this.dataSource
      .getRepository(EntryEntity)
      .findOne({ where: { id, ownerId }, relations: { file: true } });
  }

  async finishReply(entryId: string, result: { text: string } | { error: string }): Promise<void> {
    await this.dataSource
      .getRepository(EntryEntity)
      .update(
        { id: entryId },
        'text' in result
          ? { replyStatus: 'complete', replyText: result.text, replyError: null }
          : { replyStatus: 'failed', replyError: result.error },
      );
  }

  /** Claims a reply for (re)generation; false when another request holds it. */
  async claimRetry(entryId: string, staleBefore: Date): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(EntryEntity)
      .set({ replyStatus: 'pending', replyError: null, replyText: null })
      .where(
        `id = :entryId AND (reply_status = 'failed' OR (reply_status = 'pending' AND updated_at < :staleBefore))`,
        {
          entryId,
          staleBefore,
        },
      )
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
