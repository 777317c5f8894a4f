import type { AnswerSource, ChatMessage } from './ai-provider.port';
import { MESSAGE_TOKENS, REPLY_PRIMING_TOKENS } from './context-budget';
import type { TokenCounter } from './token-counter';

/** One source is cut to this many tokens: room for several within any budget. */
const SOURCE_TOKENS_MAX = 600;
/** Kept free, as in the reply's budget. */
const MARGIN_TOKENS = 16;

const INSTRUCTIONS =
  "You answer a writer's question about their own journal, only from the numbered entries below (their own " +
  'words, with the day they wrote them). Cite the entries you draw on inline as [1], [2], by their numbers. If ' +
  'the entries do not answer the question, say so plainly; never invent what is not in them. Speak to the ' +
  'writer as "you".';

/**
 * The request for an answer within `budget` tokens: the instructions, then the sources in order (each cut to
 * its share of what is left, at most SOURCE_TOKENS_MAX), then the question.
 */
export function answerMessages(
  question: string,
  sources: AnswerSource[],
  budget: number,
  counter: TokenCounter,
): ChatMessage[] {
  const fixed =
    counter.count(INSTRUCTIONS) + counter.count(question) + 2 * MESSAGE_TOKENS + REPLY_PRIMING_TOKENS;
  const room = budget - MARGIN_TOKENS - fixed - 32;
  const each = Math.min(SOURCE_TOKENS_MAX, Math.floor(Math.max(0, room) / Math.max(1, sources.length)) - 24);
  const entries = sources.map((source) => {
    const text = counter.cut(source.text.replace(/\s+/g, ' ').trim(), Math.max(0, each));
    return `[${source.number}] ${source.day}, "${source.projectName}": ${text}`;
  });
  return [
    { role: 'system', content: `${INSTRUCTIONS}\n\nEntries:\n${entries.join('\n') || '(none matched)'}` },
    { role: 'user', content: question },
  ];
}
