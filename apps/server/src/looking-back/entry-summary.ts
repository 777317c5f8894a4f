import type { QuestionAnswer } from 'src/ai/question-answer';
import type { EntryKind } from 'src/conversations/entry.entity';
import type { Mood } from 'src/conversations/mood';
import { excerptOf } from 'src/conversations/excerpt';
import type { EntrySummary } from './dto/entry-summary.model';

/** An entry of the writer's, with what a summary shows of its conversation and its day in their zone. */
export interface SummaryRow {
  id: string;
  conversation_id: string;
  kind: EntryKind;
  user_text: string;
  answers: QuestionAnswer[] | null;
  mood: Mood | null;
  created_at: Date;
  /** `YYYY-MM-DD` in the writer's zone. */
  local_day: string;
  project_name: string;
  title: string | null;
  topic: string;
}

/**
 * The columns of a SummaryRow, for statements that read the writer's entries with their conversation: $1 is
 * the owner and $2 their zone (checked when it was stored). Add conditions with AND.
 */
export const SUMMARY_SQL = `
SELECT e.id, e.conversation_id, e.kind, e.user_text, e.answers, e.mood, e.created_at,
       to_char(e.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS local_day,
       c.project_name, c.title, c.topic
  FROM entries e
  JOIN conversations c ON c.id = e.conversation_id
 WHERE e.owner_id = $1`;

export function toEntrySummary(row: SummaryRow): EntrySummary {
  return {
    entryId: row.id,
    conversationId: row.conversation_id,
    kind: row.kind,
    projectName: row.project_name,
    title: row.title,
    topic: row.topic,
    excerpt: excerptOf(row),
    mood: row.mood,
    createdAt: row.created_at,
  };
}
