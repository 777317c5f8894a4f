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
  const words = plainText(own.trim() || entry.replyText?.trim() || '').replace(/\s+/g, ' ');
  if (words.length <= EXCERPT_MAX) return words;
  const cut = words.slice(0, EXCERPT_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Markdown read as plain words (entries are written and rendered as Markdown, an excerpt is one line of
 * text): links and images by their text, emphasis and code marks dropped, and the marks that start a heading,
 * a quote or a list item. A lone `*` between spaces stays, as in "5 * 3".
 */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|\*|_|`)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/^[ \t]{0,3}(#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, '');
}
