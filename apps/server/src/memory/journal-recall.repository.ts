import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { QuestionAnswer } from 'src/ai/question-answer';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { DOCUMENTS_COUNTED_MAX, type LexiconWord } from './recall-words';

/** The newest this many matching entries are ranked: the cost stays bounded however common the words. */
export const RECALL_WINDOW = 500;

/** One of the writer's entries found for a reply's memory or an answer, with what is shown of it. */
export interface RecalledRow {
  id: string;
  conversation_id: string;
  kind: 'opening' | 'continuation';
  order_index: number;
  user_text: string;
  answers: QuestionAnswer[] | null;
  reply_text: string | null;
  project_name: string;
  created_at: Date;
}

/**
 * $1 the owner, $2 their words (text[]): how many of the owner's documents hold each word that is in their
 * lexicon (PK_search_words), and how many documents they have, counted up to DOCUMENTS_COUNTED_MAX along
 * IDX_entries_owner_created.
 */
const LEXICON_SQL = `
SELECT w.word, w.uses,
       (SELECT count(*)::int FROM (SELECT 1 FROM entries WHERE owner_id = $1 LIMIT ${DOCUMENTS_COUNTED_MAX}) d)
         AS documents
  FROM search_words w
 WHERE w.owner_id = $1 AND w.word = ANY($2::text[])`;

/**
 * $1 the owner, $2 any of the words (tsquery), $3 those of them ranked first (tsquery: the question's own
 * words), $4 a conversation left out (null: none), $5 how many. The owner's openings and continuations, never
 * notes, holding any of the words, through the GIN index on (owner, document); the newest RECALL_WINDOW of
 * them are ranked: those holding a word of $3 first, then by ts_rank (the writer's side weighs most), then
 * newest first.
 */
const RECALL_SQL = `
WITH matched AS MATERIALIZED (
  SELECT e.id, e.conversation_id, e.kind, e.order_index, e.user_text, e.answers, e.reply_text, e.created_at,
         e.search_vector @@ $3::tsquery AS own_words, ts_rank(e.search_vector, $2::tsquery) AS rank
    FROM entries e
   WHERE e.owner_id = $1 AND e.search_vector @@ $2::tsquery AND e.kind <> 'note'
     AND ($4::uuid IS NULL OR e.conversation_id <> $4::uuid)
   ORDER BY e.created_at DESC
   LIMIT ${RECALL_WINDOW}
)
SELECT m.id, m.conversation_id, m.kind, m.order_index, m.user_text, m.answers, m.reply_text, m.created_at,
       c.project_name
  FROM matched m
  JOIN conversations c ON c.id = m.conversation_id
 ORDER BY m.own_words DESC, m.rank DESC, m.created_at DESC
 LIMIT $5`;

/** The statements of recall. Callers pass the owner: nothing here crosses users. */
@Injectable()
export class JournalRecallRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The writer's words among `words`, with their documents; `documents`: 0 when none is in the lexicon. */
  @Sql({ params: [EXAMPLE.ownerId, ['lighthouse', 'harbour', 'unknown']] })
  async lexicon(ownerId: string, words: string[]): Promise<{ found: LexiconWord[]; documents: number }> {
    const rows: Array<LexiconWord & { documents: number }> = await this.dataSource.query(LEXICON_SQL, [
      ownerId,
      words,
    ]);
    return {
      found: rows.map(({ word, uses }) => ({ word, uses })),
      documents: rows[0]?.documents ?? 0,
    };
  }

  @Sql({
    params: [EXAMPLE.ownerId, "'lighthouse' | 'harbour'", "'lighthouse'", EXAMPLE.newConversationId, 5],
  })
  find(
    ownerId: string,
    anyWords: string,
    ownWords: string,
    leaveOut: string | null,
    limit: number,
  ): Promise<RecalledRow[]> {
    return this.dataSource.query(RECALL_SQL, [ownerId, anyWords, ownWords, leaveOut, limit]);
  }
}
