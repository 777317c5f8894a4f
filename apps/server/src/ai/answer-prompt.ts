import type { AnswerSource, ChatMessage } from './ai-provider.port';
import { MARGIN_TOKENS, MESSAGE_TOKENS, REPLY_PRIMING_TOKENS } from './context-budget';
import type { TokenCounter } from './token-counter';

/** One source is cut to this many tokens: room for several within any budget. */
const SOURCE_TOKENS_MAX = 600;

const INSTRUCTIONS =
  "You answer a writer's question about their own journal, only from the numbered entries below (their own " +
  'words, with the day they wrote them). Cite the entries you draw on inline as [1], [2], by their numbers. If ' +
  'the entries do not answer the question, say so plainly; never invent what is not in them. Speak to the ' +
  'writer as "you".';

const HEADING = '\n\nEntries:\n';

/**
 * The request for an answer within `budget` tokens: the instructions, then the sources in order (each, with its
 * number, day and project, cut to its share of what is left, at most SOURCE_TOKENS_MAX), then the question.
 */
export function answerMessages(
  question: string,
  sources: AnswerSource[],
  budget: number,
  counter: TokenCounter,
): ChatMessage[] {
  const fixed =
    counter.count(INSTRUCTIONS) +
    counter.count(HEADING) +
    counter.count(question) +
    2 * MESSAGE_TOKENS +
    REPLY_PRIMING_TOKENS;
  const share = Math.floor(Math.max(0, budget - MARGIN_TOKENS - fixed) / Math.max(1, sources.length));
  const entries = sources.map((source) => {
    const prefix = `[${source.number}] ${source.day}, "${source.projectName}": `;
    // The prefix is counted in the source's share, and so is the line break after it.
    const room = Math.min(SOURCE_TOKENS_MAX, share - counter.count(prefix) - 1);
    return prefix + counter.cut(source.text.replace(/\s+/g, ' ').trim(), Math.max(0, room));
  });
  return [
    { role: 'system', content: `${INSTRUCTIONS}${HEADING}${entries.join('\n') || '(none matched)'}` },
    { role: 'user', content: question },
  ];
}
