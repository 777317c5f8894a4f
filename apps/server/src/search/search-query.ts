/** The largest page of search results. */
export const SEARCH_PAGE_MAX = 50;

// A word: letters, digits and the combining marks that belong to them (Devanagari vowel signs, decomposed
// accents), starting with a letter or digit. Nothing else reaches a tsquery, so no input can break its syntax.
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const WORD_ONLY = /^[\p{L}\p{M}\p{N}]+$/u;

// ts_headline marks matches with these; any in the stored text are removed before, so they cannot forge marks.
export const MARK_START = '\u0001';
export const MARK_STOP = '\u0002';

/** A search term reduced to its words. */
export interface SearchQuery {
  /** Distinct lower-case words, in the order typed. */
  words: string[];
}

/** null when the term holds no word at all (only spaces or punctuation): there is nothing to search for. */
export function parseSearchTerm(term: string): SearchQuery | null {
  const words = [...new Set(term.normalize('NFC').toLowerCase().match(WORD) ?? [])];
  return words.length === 0 ? null : { words };
}

/** What the SQL matches, as tsquery texts: each typed word as a prefix, or as the words it may be a typo of. */
export interface SearchTerms {
  /** Every word, anywhere in a document. */
  every: string;
  /** Every word on an entry's user side (its document's weight A). */
  everyUser: string;
  /** Every word on an entry's reply side (weight B). */
  everyReply: string;
  /** Any word: what snippets highlight. */
  any: string;
  /** The typed words and the words they stood for: where a long text's snippet may start. */
  words: string[];
}

/**
 * The terms of `query`. A typed word is a prefix (`lighthou:*`); one in `standsFor` also matches each word
 * given for it (a lexicon word it may be a typo of), quoted so that any character stays inside the lexeme.
 */
export function searchTerms(
  query: SearchQuery,
  standsFor: ReadonlyMap<string, readonly string[]> = new Map(),
): SearchTerms {
  const alternatives = (word: string, weight: string) => {
    const items = [
      `${word}:*${weight}`,
      ...(standsFor.get(word) ?? []).map((w) => `${quotedLexeme(w)}${weight ? `:${weight}` : ''}`),
    ];
    return items.length === 1 ? items[0] : `(${items.join(' | ')})`;
  };
  const every = (weight: string) => query.words.map((word) => alternatives(word, weight)).join(' & ');
  return {
    every: every(''),
    everyUser: every('A'),
    everyReply: every('B'),
    any: query.words.map((word) => alternatives(word, '')).join(' | '),
    words: [...query.words, ...query.words.flatMap((word) => standsFor.get(word) ?? [])],
  };
}

/** A lexeme in tsquery syntax: in single quotes, with quotes doubled and backslashes escaped. */
export const quotedLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A run of characters in a snippet, in UTF-16 code units (JavaScript string indexes). */
export interface TextRange {
  start: number;
  length: number;
}

export interface Snippet {
  text: string;
  highlights: TextRange[];
}

// ts_headline's output read as runs, each one of: a start mark, a stop mark (both control characters, so
// matched first), whitespace, characters dropped (other control characters; bidirectional embeddings,
// overrides and isolates, which in a snippet would reorder the text around them) or text. Runs, not single
// characters: a page's twenty snippets took 0.2-0.3 ms with each character tested alone, 0.14 ms as runs.
const BIDI = String.raw`\u202A-\u202E\u2066-\u2069`;
// The control characters (Cc) but the marks and whitespace (tab, line feed, vertical tab, form feed, return).
const CONTROLS = String.raw`\u0000\u0003-\u0008\u000E-\u001F\u007F-\u009F`;
const HEADLINE_RUNS = new RegExp(
  `(${MARK_START})|(${MARK_STOP})|(\\s+)|([${CONTROLS}${BIDI}]+)|([^\\s\\p{Cc}${BIDI}]+)`,
  'gu',
);

/**
 * Turns ts_headline's output into plain text after `prefix` plus the ranges it marked. Runs of whitespace
 * become one space, other control characters and bidirectional controls are dropped. A marked token that
 * holds punctuation (a file name like `lighthouse-at-night.png`, an address) is narrowed to the words in it
 * that the term matched.
 */
export function parseHeadline(headline: string, prefix: string, words: string[]): Snippet {
  let text = prefix;
  let pendingSpace = false;
  let markStart: number | null = null;
  let marking = false;
  const marks: TextRange[] = [];
  // exec over the shared expression (synchronous, so no other call sees it), from the start of this headline.
  HEADLINE_RUNS.lastIndex = 0;
  for (let run = HEADLINE_RUNS.exec(headline); run !== null; run = HEADLINE_RUNS.exec(headline)) {
    if (run[1] !== undefined) {
      marking = true;
      markStart = null;
    } else if (run[2] !== undefined) {
      if (marking && markStart !== null) marks.push({ start: markStart, length: text.length - markStart });
      marking = false;
    } else if (run[3] !== undefined) {
      pendingSpace = text.length > prefix.length;
    } else if (run[5] !== undefined) {
      if (pendingSpace) text += ' ';
      pendingSpace = false;
      if (marking && markStart === null) markStart = text.length;
      text += run[5];
    }
  }
  return { text, highlights: marks.flatMap((mark) => narrow(text, mark, words)) };
}

/**
 * Several headlines as one snippet: `prefix`, then each headline's text, joined by `separator` (a file's name,
 * then fragments of its text). Highlights are ranges over the whole snippet.
 */
export function joinHeadlines(
  prefix: string,
  headlines: string[],
  separator: string,
  words: string[],
): Snippet {
  return headlines.reduce<Snippet>(
    (snippet, headline, i) => {
      const before = i === 0 ? prefix : snippet.text + separator;
      const next = parseHeadline(headline, before, words);
      // A headline with no text adds nothing, not even the separator.
      if (next.text === before && i > 0) return snippet;
      return { text: next.text, highlights: [...snippet.highlights, ...next.highlights] };
    },
    { text: prefix, highlights: [] },
  );
}

function narrow(text: string, mark: TextRange, words: string[]): TextRange[] {
  const marked = text.slice(mark.start, mark.start + mark.length);
  if (WORD_ONLY.test(marked)) return [mark];
  const parts = [...marked.matchAll(WORD)].map((match) => ({
    start: mark.start + (match.index ?? 0),
    length: match[0].length,
    score: Math.max(...words.map((word) => commonPrefix(match[0].toLowerCase(), word) / word.length)),
  }));
  const best = Math.max(0, ...parts.map((part) => part.score));
  // A word of the term typed in full (a prefix of the part) wins; a typo marks its closest part.
  if (best < 0.5) return [mark];
  return parts.filter((part) => part.score === best).map(({ start, length }) => ({ start, length }));
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
