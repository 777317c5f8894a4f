import type { SummaryRequest } from './ai-provider.port';

/** The offline summary keeps this many characters, the newest lines when it must drop some. */
export const OFFLINE_SUMMARY_MAX = 3_000;
/** One turn gives its first sentence, cut to this. */
const LINE_MAX = 200;

/**
 * The offline companion's summary (issue 23 §1): extractive, as it cannot reason. Each turn the writer wrote
 * gives its first sentence, after the summary so far; the oldest lines go first when it grows too long.
 */
export function composeOfflineSummary({
  previous,
  turns,
}: Pick<SummaryRequest, 'previous' | 'turns'>): string {
  const lines = [
    ...(previous ? previous.split('\n').filter((line) => line.startsWith('- ')) : []),
    ...turns.map((turn) => `- The writer wrote: "${firstSentence(turn.userText)}"`),
  ];
  while (lines.length > 1 && lines.join('\n').length > OFFLINE_SUMMARY_MAX) lines.shift();
  return lines.join('\n');
}

function firstSentence(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const sentence = line.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? line;
  return sentence.length <= LINE_MAX ? sentence : `${sentence.slice(0, LINE_MAX - 1).trimEnd()}…`;
}
