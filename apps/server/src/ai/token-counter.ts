import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Counts tokens as cl100k_base does (gpt-tokenizer, the encoding of GPT-4 and GPT-3.5): the context budget's
 * estimate for any model (AI_CONTEXT_TOKENS, docs/decisions/0175-context-budget-and-summary.md). Its tables
 * cost about 43 MB and 120 ms to load, so they are loaded when the first prompt is counted, not at start-up
 * (an instance that never replies keeps its idle memory).
 */
export interface TokenCounter {
  count(text: string): number;
  /** Whether `text` holds at most `max` tokens; stops counting past `max`. */
  fits(text: string, max: number): boolean;
  /** The longest start of `text` of at most `max` tokens. */
  cut(text: string, max: number): string;
}

let loading: Promise<TokenCounter> | undefined;

// A writer's `<|endoftext|>` is text like any other: counted, never refused (the default throws on it).
const AS_TEXT = { disallowedSpecial: new Set<string>() };

export function tokenCounter(): Promise<TokenCounter> {
  loading ??= import('gpt-tokenizer/cjs/encoding/cl100k_base').then(
    ({ countTokens, isWithinTokenLimit, encode, decode }): TokenCounter => {
      const count = countsKept((text) => countTokens(text, AS_TEXT));
      return {
        count: count.of,
        // A count already made answers at once; otherwise counting stops past `max`.
        fits: (text, max) => {
          const known = count.known(text);
          return known === undefined ? isWithinTokenLimit(text, max, AS_TEXT) !== false : known <= max;
        },
        cut: (text, max) => {
          if (max <= 0) return '';
          const tokens = encode(text, AS_TEXT);
          return tokens.length <= max ? text : decode(tokens.slice(0, max));
        },
      };
    },
  );
  return loading;
}

// Every reply counts its conversation again: the system prompt and each earlier turn, the same texts as at the
// last reply, and the more of them the longer the conversation. Their counts are kept by the text's digest, so
// no writer's words are held, only a number per text.
// A short text is counted outright: hashing it costs about what counting it does.
const KEPT_FROM_LENGTH = 200;
const KEPT_COUNTS = 5_000;

/** `count`, with the counts of longer texts kept (the last KEPT_COUNTS used). */
export function countsKept(count: (text: string) => number): {
  of: (text: string) => number;
  known: (text: string) => number | undefined;
} {
  const kept = new LRUCache<string, number>({ max: KEPT_COUNTS });
  const keyOf = (text: string) =>
    text.length < KEPT_FROM_LENGTH ? undefined : hash('sha256', text, 'base64');
  return {
    of: (text) => {
      const key = keyOf(text);
      if (key === undefined) return count(text);
      let tokens = kept.get(key);
      if (tokens === undefined) kept.set(key, (tokens = count(text)));
      return tokens;
    },
    known: (text) => {
      const key = keyOf(text);
      return key === undefined ? undefined : kept.get(key);
    },
  };
}
