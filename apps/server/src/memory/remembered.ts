import { excerptOf } from 'src/conversations/excerpt';
import type { RememberedEntryModel } from 'src/conversations/dto/remembered-entry.model';
import type { CitedEntry } from 'src/conversations/dto/remembered-entry.model';
import type { RecalledRow } from './journal-recall.repository';

/** What the writer wrote in an entry: a message, or an opening's answers (its questions left out). */
export function writtenWords(row: Pick<RecalledRow, 'user_text' | 'answers'>): string {
  return row.answers
    ? row.answers
        .map((item) => item.answer.trim())
        .filter(Boolean)
        .join('\n')
    : row.user_text;
}

/** An entry as a step on the reply bus carries it (its date as text, as JSON has it). */
export function citedEntryOf(row: Parameters<typeof toRemembered>[0]): CitedEntry {
  const shown = toRemembered(row);
  return { ...shown, createdAt: shown.createdAt.toISOString() };
}

/** An entry as Entry.remembered and JournalAnswer.citations show it. */
export function toRemembered(
  row: Pick<
    RecalledRow,
    'id' | 'conversation_id' | 'order_index' | 'project_name' | 'created_at' | 'user_text' | 'answers'
  >,
): RememberedEntryModel {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    orderIndex: row.order_index,
    projectName: row.project_name,
    createdAt: new Date(row.created_at),
    snippet: excerptOf(row),
  };
}
