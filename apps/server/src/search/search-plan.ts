import { quotedLexeme } from './search-query';

// How a search finds its matches, chosen from the owner's own lexicon (search_words: in how many of the owner's
// entries and files each word is), not from the planner's estimate, which knows only the whole table
// (docs/decisions/0156-search-cost-follows-the-page.md).

/** Results are counted exactly up to this many; beyond it the total reads "1,000+" and pages end there. */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * The newest this many matching entries (and files) are ranked by relevance; older matches follow them, newest
 * first. Five pages of 20, more than a writer reads before narrowing the term; and what keeps a common word's
 * search to reading a few hundred entries (each one a random read of its row and stored document).
 */
export const RANKED_WINDOW = 100;

/**
 * Up to this many of the owner's documents holding the term, its matches are found through the GIN index on
 * (owner, document); above it, by reading the owner's entries newest first until enough match. Reading newest
 * first costs about a row per match found times the timeline over the matches, so it wins once a word is in a
 * fair share of the entries; the index costs about a row per match, all of them, and reads the word's posting
 * list, which holds every owner's documents.
 */
export const INDEX_MATCHES_MAX = 1000;

/** A typed word in the owner's lexicon. */
export interface WordFrequency {
  /** The word as typed (a prefix). */
  typed: string;
  /** The owner's words it stands for: those it starts, and for a typo the words it may be a typo of. */
  words: string[];
  /** false when it starts more words than were read (a short prefix): `words` is then only the first read. */
  allWords: boolean;
  /** The sum of their documents: at least as many as hold any of them. */
  documents: number;
  /** The documents of its commonest word: at most as many as hold any of them. */
  documentsOfCommonest: number;
}

export interface SearchPlan {
  /** `walk`: the owner's entries newest first; `index`: the GIN index on (owner, document). */
  path: 'walk' | 'index';
  /**
   * What finds the matches (tsquery text): each typed word as the exact words it stands for, which the index
   * looks up as keys (a prefix is a range of every owner's words there) and which is twice as fast to test on
   * a document as a prefix; a word starting more words than were read stays a prefix.
   */
  lookup: string;
  /** Whether the matches must be counted: false when the lexicon shows more than the cap already. */
  count: boolean;
}

/**
 * The plan for a search of `words` (every one must match) from their frequencies, null when one stands for
 * no word at all (nothing can match). The matches are at most the fewest documents of any one word.
 */
export function planSearch(words: WordFrequency[]): SearchPlan | null {
  if (words.some((word) => word.words.length === 0)) return null;
  const atMost = Math.min(...words.map((word) => word.documents));
  // One word: every document holding its commonest word is a match. Several: nothing is known below.
  const atLeast = words.length === 1 ? words[0].documentsOfCommonest : 0;
  const count = atLeast <= SEARCH_TOTAL_CAP;
  const lookup = words.map((word) => (word.allWords ? anyOf(word.words) : `${word.typed}:*`)).join(' & ');
  return { path: atMost > INDEX_MATCHES_MAX ? 'walk' : 'index', lookup, count };
}

/** Any of `words`, as tsquery text. */
const anyOf = (words: string[]) => {
  const items = words.map(quotedLexeme);
  return items.length === 1 ? items[0] : `(${items.join(' | ')})`;
};
