/** Characters of an excerpt at most; the row shows two lines of it, the rest is cut by CSS. */
export const EXCERPT_MAX = 220;

export interface ExcerptSource {
  userText: string;
  /** An opening's answers: its text also holds the project name and the questions, which are not its words. */
  answers?: ReadonlyArray<{ answer: string }> | null;
  replyText?: string | null;
}

/**
 * A short plain excerpt of an entry for the journal: the writer's words (an opening's answers, a message, a
 * note), or the reply when the writer sent only a file; whitespace collapsed, cut at a word with "…".
 */
export function entryExcerpt(entry: ExcerptSource): string {
  const own = entry.answers ? entry.answers.map((a) => a.answer.trim()).join(' ') : entry.userText;
  const words = (own.trim() || entry.replyText?.trim() || '').replace(/\s+/g, ' ');
  if (words.length <= EXCERPT_MAX) return words;
  const cut = words.slice(0, EXCERPT_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
