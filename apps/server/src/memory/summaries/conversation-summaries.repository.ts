import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SummaryForPrompt } from 'src/ai/context-budget';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';

/** A turn to fold into a summary. */
export interface FoldTurn {
  orderIndex: number;
  userText: string;
  replyText: string | null;
}

/** The summary columns of conversations (issue 23 §1). Callers pass the owner where a writer asks. */
@Injectable()
export class ConversationSummariesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The conversation's summary; null when it has none. */
  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.conversationId] })
  async find(ownerId: string, conversationId: string): Promise<SummaryForPrompt | null> {
    const rows: Array<{ summary: string | null; summary_through: number | null }> =
      await this.dataSource.query(
        'SELECT summary, summary_through FROM conversations WHERE id = $1 AND owner_id = $2',
        [conversationId, ownerId],
      );
    const row = rows[0];
    return row?.summary != null && row.summary_through != null
      ? { text: row.summary, through: row.summary_through }
      : null;
  }

  /**
   * Names `jobId` the summary's writer when no job has it, or when the one that has it was asked for more than
   * `staleSeconds` ago (its instance died, or its provider failed): false when another job has it.
   */
  @Sql({ params: [EXAMPLE.conversationId, EXAMPLE.replyJobId, 600] })
  async ask(conversationId: string, jobId: string, staleSeconds: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE conversations SET summary_job_id = $2, summary_asked_at = now()
        WHERE id = $1
          AND (summary_job_id IS NULL OR summary_asked_at < now() - make_interval(secs => $3))`,
      [conversationId, jobId, staleSeconds],
    );
    return affected === 1;
  }

  /** The continuations after `after` through `through`, oldest first, at most `limit` (never notes). */
  @Sql({ params: [EXAMPLE.conversationId, 0, 5, 100] })
  async turns(conversationId: string, after: number, through: number, limit: number): Promise<FoldTurn[]> {
    const rows: Array<{ order_index: number; user_text: string; reply_text: string | null }> =
      await this.dataSource.query(
        `SELECT order_index, user_text, reply_text FROM entries
          WHERE conversation_id = $1 AND kind = 'continuation' AND order_index > $2 AND order_index <= $3
          ORDER BY order_index LIMIT $4`,
        [conversationId, after, through, limit],
      );
    return rows.map((row) => ({
      orderIndex: row.order_index,
      userText: row.user_text,
      replyText: row.reply_text,
    }));
  }

  /** Stores the summary through `through` while `jobId` is its writer; false when it no longer is. */
  @Sql({ params: [EXAMPLE.conversationId, EXAMPLE.replyJobId, 'The writer walked to the lighthouse.', 1] })
  async store(conversationId: string, jobId: string, text: string, through: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE conversations SET summary = $3, summary_through = $4 WHERE id = $1 AND summary_job_id = $2`,
      [conversationId, jobId, text, through],
    );
    return affected === 1;
  }

  /** The job is done (or handed back): the next reply that leaves turns out may ask again at once. */
  @Sql({ params: [EXAMPLE.conversationId, EXAMPLE.replyJobId] })
  async release(conversationId: string, jobId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE conversations SET summary_job_id = NULL, summary_asked_at = NULL WHERE id = $1 AND summary_job_id = $2',
      [conversationId, jobId],
    );
  }
}
