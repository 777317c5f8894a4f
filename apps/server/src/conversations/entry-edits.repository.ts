import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { QuestionAnswer } from 'src/ai/question-answer';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { EntryEntity } from './entry.entity';
import type { Mood } from './mood';

/**
 * The writer's changes to entries already written: new words, or an entry taken out of its timeline. Only ever
 * the owner's; the search document and lexicon follow through the entries triggers (migration SearchDocuments).
 */
@Injectable()
export class EntryEditsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Replaces the words of the owner's entry and stamps the edit; false when it is not theirs. */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.noteId, 'Bring two torches', null] })
  async changeWords(
    ownerId: string,
    id: string,
    userText: string,
    answers: QuestionAnswer[] | null,
  ): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(EntryEntity)
      .set({ userText, answers, editedAt: () => 'now()' })
      .where('id = :id AND owner_id = :ownerId', { id, ownerId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Sets or clears the mood of the owner's opening or continuation; false when there is no such entry of theirs. */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.continuationId, 4] })
  async setMood(ownerId: string, id: string, mood: Mood | null): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(EntryEntity)
      .set({ mood })
      .where("id = :id AND owner_id = :ownerId AND kind <> 'note'", { id, ownerId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * Deletes the owner's continuation or note (its reply and share go with the row); the file it carried, if
   * any (null when none); undefined when there is no such entry of theirs. Openings go with their conversation.
   */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.continuationId] })
  async deleteLaterEntry(ownerId: string, id: string): Promise<{ fileId: string | null } | undefined> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(EntryEntity)
      .where("id = :id AND owner_id = :ownerId AND kind <> 'opening'", { id, ownerId })
      .returning('file_id')
      .execute();
    const row = (result.raw as Array<{ file_id: string | null }>)[0];
    return row && { fileId: row.file_id };
  }
}
