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
    ({ countTokens, isWithinTokenLimit, encode, decode }): TokenCounter => ({
      count: (text) => countTokens(text, AS_TEXT),
      fits: (text, max) => isWithinTokenLimit(text, max, AS_TEXT) !== false,
      cut: (text, max) => {
        if (max <= 0) return '';
        const tokens = encode(text, AS_TEXT);
        return tokens.length <= max ? text : decode(tokens.slice(0, max));
      },
    }),
  );
  return loading;
}
