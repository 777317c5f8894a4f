import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import type { DurableStore, StaleItem } from 'src/jobs/durable-text-writer';
import { moveToJob, staleRows, updateUnderJob } from 'src/jobs/durable-rows';
import { type AnswerCitation, JournalAnswerEntity, type JournalAnswerStatus } from './journal-answer.entity';

/** What a job stores of an answer: its citations once found, then its text or its failure. */
export interface AnswerProgress {
  status?: JournalAnswerStatus;
  text?: string | null;
  error?: string | null;
  writtenBy?: string | null;
  citations?: AnswerCitation[];
}

/** Every statement of journal answers. Callers pass the owner where a writer asks. */
@Injectable()
export class JournalAnswersRepository implements DurableStore<JournalAnswerEntity> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The new answer, pending, with its job; in `manager`'s transaction, so the two commit together. */
  @Sql({
    params: [{ ownerId: EXAMPLE.ownerId, question: 'When was I happiest?', jobId: EXAMPLE.replyJobId }],
  })
  async insert(
    answer: { ownerId: string; question: string; jobId: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<JournalAnswerEntity> {
    const entity = manager.create(JournalAnswerEntity, { ...answer, status: 'pending', citations: [] });
    return manager.save(entity);
  }

  /** How many of the owner's answers are being written (IDX_journal_answers_owner_created). */
  @Sql({ params: [EXAMPLE.ownerId] })
  pendingCount(ownerId: string): Promise<number> {
    return this.dataSource.getRepository(JournalAnswerEntity).countBy({ ownerId, status: 'pending' });
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.journalAnswerId] })
  find(ownerId: string, id: string): Promise<JournalAnswerEntity | null> {
    return this.dataSource.getRepository(JournalAnswerEntity).findOneBy({ id, ownerId });
  }

  @Sql({ params: [EXAMPLE.ownerId, 0, 20] })
  page(ownerId: string, offset: number, limit: number): Promise<[JournalAnswerEntity[], number]> {
    return this.dataSource.getRepository(JournalAnswerEntity).findAndCount({
      where: { ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  /** Every answer of the owner, oldest first: for the journal export. */
  @Sql({ params: [EXAMPLE.ownerId] })
  all(ownerId: string): Promise<JournalAnswerEntity[]> {
    return this.dataSource
      .getRepository(JournalAnswerEntity)
      .find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.journalAnswerId] })
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(JournalAnswerEntity).delete({ id, ownerId });
    return (result.affected ?? 0) > 0;
  }

  @Sql({ params: [EXAMPLE.journalAnswerId, EXAMPLE.replyJobId] })
  async claim(id: string, jobId: string): Promise<JournalAnswerEntity | null> {
    const claimed = await updateUnderJob(this.dataSource, JournalAnswerEntity, id, jobId, {
      heartbeatAt: () => 'now()',
      attempts: () => 'attempts + 1',
    });
    return claimed ? this.dataSource.getRepository(JournalAnswerEntity).findOneBy({ id }) : null;
  }

  @Sql({ params: [EXAMPLE.journalAnswerId, EXAMPLE.replyJobId] })
  beat(id: string, jobId: string): Promise<boolean> {
    return updateUnderJob(this.dataSource, JournalAnswerEntity, id, jobId, { heartbeatAt: () => 'now()' });
  }

  /** Stores what the job found or wrote; false when the answer is no longer its (deleted, or handed on). */
  @Sql({
    params: [
      EXAMPLE.journalAnswerId,
      EXAMPLE.replyJobId,
      { status: 'complete', text: 'You were happiest [1].' },
    ],
  })
  store(id: string, jobId: string, progress: AnswerProgress): Promise<boolean> {
    return updateUnderJob(this.dataSource, JournalAnswerEntity, id, jobId, {
      ...progress,
      heartbeatAt: () => 'now()',
    });
  }

  @Sql({ params: [EXAMPLE.journalAnswerId, EXAMPLE.replyJobId, 'The answer was interrupted too often.'] })
  fail(id: string, jobId: string, message: string): Promise<boolean> {
    return this.store(id, jobId, { status: 'failed', text: null, error: message });
  }

  /** Moves a pending answer from its job to a new one (handed back, or found interrupted by the sweep). */
  @Sql({ params: [EXAMPLE.journalAnswerId, EXAMPLE.replyJobId, EXAMPLE.newEntryId] })
  assignJob(id: string, fromJobId: string | null, toJobId: string): Promise<boolean> {
    return moveToJob(this.dataSource, JournalAnswerEntity, id, fromJobId, toJobId);
  }

  /** Pending answers with no heartbeat for `seconds`, through IDX_journal_answers_pending. */
  @Sql({ params: [20] })
  stale(seconds: number): Promise<StaleItem[]> {
    return staleRows(this.dataSource, 'journal_answers', seconds);
  }
}
