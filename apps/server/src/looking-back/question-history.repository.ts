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

// $1 the owner, $2 the topic, $3 the question id: the writer's conversations of that topic walked newest first
// through IDX_conversations_owner_topic, each with its opening (IDX_entries_opening) and its answer to the
// question when it has a non-blank one; a page stops once it has its answers. (No `e.owner_id` test: an
// opening is its conversation's owner's, and the test made the planner expect a handful of rows and sort them
// all.) An opening stores its answers as asked, so a question reworded since still finds its old answers.
/** $4 the offset, $5 the limit: a page of the answers, newest conversation first. */
const ANSWERS_PAGE_SQL = `
SELECT e.id, e.conversation_id, e.created_at, e.mood, c.project_name, c.title, a.question, a.answer
  FROM conversations c
  JOIN entries e ON e.conversation_id = c.id AND e.kind = 'opening'
 CROSS JOIN LATERAL jsonb_to_recordset(e.answers) AS a("questionId" text, question text, answer text)
 WHERE c.owner_id = $1 AND c.topic = $2
   AND a."questionId" = $3 AND btrim(a.answer) <> ''
 ORDER BY c.created_at DESC, c.id DESC
OFFSET $4 LIMIT $5`;

/**
 * $1-$3 as above: how many answers there are, from the conversations alone (their answered question ids,
 * kept by the trigger of the migration ConversationAnsweredQuestions): no opening is read.
 */
const ANSWERS_COUNT_SQL = `
SELECT count(*)::int AS total
  FROM conversations c
 WHERE c.owner_id = $1 AND c.topic = $2 AND c.answered_questions @> ARRAY[$3::text]`;

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
