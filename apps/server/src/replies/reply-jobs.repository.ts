import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { EntryReply } from 'src/conversations/entry-writes';
import { EntryEntity } from 'src/conversations/entry.entity';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { STALE_AFTER_SECONDS } from './reply-jobs';

/** A pending reply that has shown no sign of life lately, and the job it waits for (if any). */
export interface QuietReply {
  entryId: string;
  /** Where its failure is published to, besides the entry's followers (the conversation's watchers). */
  conversationId: string;
  ownerId: string;
  jobId: string | null;
}

// A pending reply never started has no heartbeat: its updated_at (when it was asked for) stands in.
const QUIET = `COALESCE(reply_heartbeat_at, updated_at) < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`;

/**
 * The reply's ownership by a job. Every write names the job it expects to find on the entry, so a worker
 * that lost its reply (swept, retried, handed back) can no longer change it.
 */
/** Which finished replies can be asked for again: a failed one only (retryReply), or any (askAgain). */
export type ClaimableReply = 'failed' | 'finished';

@Injectable()
export class ReplyJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Points a pending reply at a new job (from `previousJobId`), clearing any text a handed-back run had. */
  @Sql({ params: [EXAMPLE.openingId, null, EXAMPLE.replyJobId] })
  async assignJob(entryId: string, previousJobId: string | null, jobId: string): Promise<boolean> {
    return updateReply(
      this.dataSource.manager,
      { replyJobId: jobId, replyHeartbeatAt: () => 'now()', replyText: null },
      'id = :entryId AND reply_status = :pending AND reply_job_id IS NOT DISTINCT FROM :previousJobId',
      { entryId, previousJobId },
    );
  }

  /**
   * Claims a failed reply (or, with `finished`, any reply no job is writing: complete or failed) for another
   * attempt by `reply`'s job (its transaction, when given); false when it cannot be claimed (pending: a job has
   * it). The heartbeat starts now, so the sweep leaves it alone meanwhile.
   */
  @Sql(
    { name: 'a failed reply', params: [EXAMPLE.continuationId, { jobId: EXAMPLE.replyJobId }] },
    {
      name: 'any finished reply',
      params: [EXAMPLE.continuationId, { jobId: EXAMPLE.replyJobId }, 'finished'],
    },
  )
  async claimRetry(entryId: string, reply: EntryReply, which: ClaimableReply = 'failed'): Promise<boolean> {
    return updateReply(
      reply.manager ?? this.dataSource.manager,
      {
        replyStatus: 'pending',
        replyError: null,
        replyText: null,
        replyBy: null,
        replyJobId: reply.jobId,
        replyHeartbeatAt: () => 'now()',
      },
      which === 'failed'
        ? "id = :entryId AND reply_status = 'failed'"
        : "id = :entryId AND reply_status IN ('failed', 'complete')",
      { entryId },
    );
  }

  /** A sign of life from the job generating the reply; false when the reply is no longer that job's. */
  @Sql({ params: [EXAMPLE.openingId, EXAMPLE.replyJobId] })
  async beat(entryId: string, jobId: string): Promise<boolean> {
    return updateReply(
      this.dataSource.manager,
      // Not a change of the reply: updated_at stays.
      { replyHeartbeatAt: () => 'now()', updatedAt: () => 'updated_at' },
      'id = :entryId AND reply_status = :pending AND reply_job_id = :jobId',
      { entryId, jobId },
    );
  }

  /** Stores the outcome, if the reply still belongs to the job. */
  @Sql(
    {
      name: 'complete',
      params: [EXAMPLE.openingId, EXAMPLE.replyJobId, { text: 'A steady light.', by: 'offline-companion' }],
    },
    {
      name: 'failed',
      params: [EXAMPLE.openingId, EXAMPLE.replyJobId, { error: 'The AI provider is busy.' }],
    },
  )
  async finish(
    entryId: string,
    jobId: string,
    result: { text: string; by: string } | { error: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return updateReply(
      manager,
      'text' in result
        ? { replyStatus: 'complete', replyText: result.text, replyError: null, replyBy: result.by }
        : { replyStatus: 'failed', replyError: result.error },
      'id = :entryId AND reply_status = :pending AND reply_job_id = :jobId',
      { entryId, jobId },
    );
  }

  /** Pending replies quiet for STALE_AFTER_SECONDS, oldest first. */
  @Sql({ params: [100] })
  async findQuiet(limit: number): Promise<QuietReply[]> {
    const rows = await this.dataSource
      .createQueryBuilder(EntryEntity, 'e')
      .select('e.id', 'entryId')
      .addSelect('e.conversation_id', 'conversationId')
      .addSelect('e.owner_id', 'ownerId')
      .addSelect('e.reply_job_id', 'jobId')
      .where(`e.reply_status = 'pending' AND ${QUIET}`)
      .orderBy('e.reply_heartbeat_at', 'ASC', 'NULLS FIRST')
      .limit(limit)
      .getRawMany<QuietReply>();
    return rows;
  }

  /**
   * Fails a quiet reply that still waits for `jobId`. The same conditions as findQuiet are checked again in
   * the statement, so of several instances sweeping at once one wins, and a reply that came back to life
   * in between is left alone.
   */
  @Sql({ params: [EXAMPLE.openingId, EXAMPLE.replyJobId, 'The reply was interrupted. Please retry.'] })
  async failQuiet(
    entryId: string,
    jobId: string | null,
    message: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return updateReply(
      manager,
      { replyStatus: 'failed', replyError: message },
      `id = :entryId AND reply_status = :pending AND reply_job_id IS NOT DISTINCT FROM :jobId AND ${QUIET}`,
      { entryId, jobId },
    );
  }
}

/**
 * Changes a reply's columns where `where` holds (with `:pending` bound to the pending status); true when it
 * did. Not a change of the entry's words: `updated_at` moves only where `values` says so.
 */
async function updateReply(
  manager: EntityManager,
  values: QueryDeepPartialEntity<EntryEntity>,
  where: string,
  parameters: Record<string, unknown>,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(EntryEntity)
    .set(values)
    .where(where, { ...parameters, pending: 'pending' })
    .execute();
  return (result.affected ?? 0) > 0;
}
