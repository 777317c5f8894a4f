import type { QuestionAnswer } from 'src/ai/question-answer';

export const EXCERPT_MAX = 280;

/**
 * An opening's answers (its questions and project left out) or a message, as plain words on one line, cut at a
 * word.
 */
export function excerptOf(row: { user_text: string; answers: QuestionAnswer[] | null }): string {
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
