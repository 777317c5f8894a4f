import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Mood } from 'src/conversations/mood';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';

export interface AnswerRow {
  id: string;
  conversation_id: string;
  created_at: Date;
  mood: Mood | null;
  project_name: string;
  title: string | null;
  question: string;
  answer: string;
}

// $1 the owner, $2 the topic, $3 the question id: the writer's openings of that topic (one per conversation,
// through IDX_entries_opening), each with its answer to the question when it has a non-blank one. An opening
// stores its answers as asked (`entries.answers`), so a question reworded since still finds its old answers.
const ANSWERS_FROM = `
  FROM conversations c
  JOIN entries e ON e.conversation_id = c.id AND e.kind = 'opening'
 CROSS JOIN LATERAL jsonb_to_recordset(e.answers) AS a("questionId" text, question text, answer text)
 WHERE c.owner_id = $1 AND c.topic = $2 AND e.owner_id = $1
   AND a."questionId" = $3 AND btrim(a.answer) <> ''`;

/** $4 the offset, $5 the limit: a page of the answers, newest first. */
const ANSWERS_PAGE_SQL = `
SELECT e.id, e.conversation_id, e.created_at, e.mood, c.project_name, c.title, a.question, a.answer${ANSWERS_FROM}
 ORDER BY e.created_at DESC, e.id DESC
OFFSET $4 LIMIT $5`;

const ANSWERS_COUNT_SQL = `SELECT count(*)::int AS total${ANSWERS_FROM}`;

/** What a question's history reads. Callers pass the owner: nothing here crosses users. */
@Injectable()
export class QuestionHistoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Sql({ params: [EXAMPLE.ownerId, 'familyMemories', 'q1', 0, 20] })
  page(
    ownerId: string,
    topic: string,
    questionId: string,
    offset: number,
    limit: number,
  ): Promise<AnswerRow[]> {
    return this.dataSource.query(ANSWERS_PAGE_SQL, [ownerId, topic, questionId, offset, limit]);
  }

  @Sql({ params: [EXAMPLE.ownerId, 'familyMemories', 'q1'] })
  async count(ownerId: string, topic: string, questionId: string): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ total: number }>>(ANSWERS_COUNT_SQL, [
      ownerId,
      topic,
      questionId,
    ]);
    return row?.total ?? 0;
  }
}
