import type { QuestionAnswer } from 'src/ai/question-answer';
import type { EntryKind } from 'src/conversations/entry.entity';
import type { Mood } from 'src/conversations/mood';
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

export const EXCERPT_MAX = 280;

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

/**
 * An opening's answers (its questions and project left out) or a message, as plain words on one line, cut at a
 * word.
 */
export function excerptOf(row: Pick<SummaryRow, 'user_text' | 'answers'>): string {
  const words = row.answers
    ? row.answers
        .map((item) => item.answer.trim())
        .filter(Boolean)
        .join(' · ')
    : row.user_text;
  const line = plainText(words).replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_MAX) return line;
  const cut = line.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * Markdown read as plain words (entries are written as Markdown; an excerpt is a line of text, as the client's
 * journal rows show it): links and images by their text, emphasis and code marks dropped, and the marks that
 * start a heading, a quote or a list item. A lone `*` between spaces stays, as in "5 * 3".
 */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|\*|_|`)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/^[ \t]{0,3}(#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, '');
}
