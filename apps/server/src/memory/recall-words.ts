import { quotedLexeme } from 'src/search/search-query';

// Which words of a message (or a question) find the writer's earlier entries: its own words that say something
// in this journal. The lexicon (search_words) tells how many of the writer's documents hold each word, so the
// filler of any language ("the", "que", "und") is known by being everywhere, with no stop-word list.

/** Words of one letter say nothing on their own. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]+/gu;
/** At most this many words look for entries: the rarest. */
export const RECALL_WORDS_MAX = 8;
/** A word in more than this share of the writer's documents is filler… */
export const COMMON_SHARE = 0.2;
/** …or in more than this many, in a journal too new for a share to tell (a word of the message itself is in one). */
export const COMMON_FLOOR = 3;
/** Documents are counted up to here: enough to tell a common word, bounded for a long journal. */
export const DOCUMENTS_COUNTED_MAX = 5_000;

/** Distinct lower-case words of `text`, in the order written. */
export function wordsOf(text: string): string[] {
  return [...new Set(text.normalize('NFC').toLowerCase().match(WORD) ?? [])];
}

export interface LexiconWord {
  word: string;
  /** How many of the writer's documents hold it. */
  uses: number;
}

/**
 * The words worth looking for: those of the writer's lexicon (a word found nowhere finds nothing) that are not
 * filler (in more than a fifth of the documents, or than COMMON_FLOOR of a new journal's), the rarest first, at most RECALL_WORDS_MAX. `documents`: the writer's documents (counted up to
 * DOCUMENTS_COUNTED_MAX).
 */
export function chooseWords(found: LexiconWord[], documents: number): string[] {
  const commonAbove = Math.max(documents * COMMON_SHARE, COMMON_FLOOR);
  return found
    .filter((word) => word.uses <= commonAbove)
    .sort((a, b) => a.uses - b.uses || a.word.localeCompare(b.word))
    .slice(0, RECALL_WORDS_MAX)
    .map((word) => word.word);
}

/** Any of `words`, as tsquery text. */
export const anyOf = (words: string[]): string => words.map(quotedLexeme).join(' | ');
