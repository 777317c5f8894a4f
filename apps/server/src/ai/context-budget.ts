import type { ChatContentPart, ChatMessage } from './ai-provider.port';
import { type AttachmentContent, latestContent, type PromptTurn, withTextFile } from './prompt-builder';
import type { TokenCounter } from './token-counter';

// How a request to the provider is kept within AI_CONTEXT_TOKENS (issue 23 §1,
// docs/decisions/0175-context-budget-and-summary.md). Counts are cl100k_base's; a message costs its text
// and a few tokens of framing, as OpenAI counts chat messages.

/** The framing of one chat message (role and separators). */
export const MESSAGE_TOKENS = 4;
/** What the provider adds to prime its answer. */
export const REPLY_PRIMING_TOKENS = 3;
/** An image sent to a vision model, counted as OpenAI counts a detailed image up to 2048 px (1,615) and more. */
export const IMAGE_TOKENS = 1_700;
/** Kept free: a joined text may count a token or two more than its parts counted apart. */
export const MARGIN_TOKENS = 16;
/** A text attachment takes at most this share of the budget: the conversation keeps room around it. */
const ATTACHMENT_SHARE = 0.5;
/** One earlier entry remembered from another conversation is cut to this many tokens. */
export const REMEMBERED_TOKENS_MAX = 250;
/** The summary of the earlier conversation is cut to this many tokens (it is asked for in about 300 words). */
export const SUMMARY_TOKENS_MAX = 1_000;

/** A turn of the conversation before the latest message, with its place in the timeline. */
export interface HistoryTurn extends PromptTurn {
  orderIndex: number;
  kind: 'opening' | 'continuation';
}

/** One of the writer's earlier entries from another conversation (memory), as the prompt shows it. */
export interface RememberedForPrompt {
  /** `2026-03-14` */
  day: string;
  projectName: string;
  text: string;
}

/** What a long conversation's summary covers: its turns through `through` (an order index). */
export interface SummaryForPrompt {
  text: string;
  through: number;
}

export interface PromptParts {
  system: string;
  /** The conversation so far (never notes), oldest first: the opening first when it is not the latest. */
  history: HistoryTurn[];
  /** Most relevant first. */
  remembered: RememberedForPrompt[];
  /** null when the conversation has none (yet). */
  summary: SummaryForPrompt | null;
  latestText: string;
  attachment?: AttachmentContent;
}

export interface FittedPrompt {
  messages: ChatMessage[];
  /** Tokens of the request as counted here: at most the budget. */
  tokens: number;
  /** The newest turn left out for want of room, null when every turn was sent: a summary should reach it. */
  leftOutThrough: number | null;
  /** How many of `remembered` were sent (the first ones). */
  rememberedSent: number;
}

/**
 * The request for the provider within `budget` tokens, keeping in this order: the system prompt, the latest
 * message with its attachment (a text attachment cut to fit), the opening, the remembered entries, then the
 * newest turns that fit and, when older ones were left out, the summary of the earlier conversation. The
 * remembered entries and the summary go into the system message (one system message reads on every
 * compatible server).
 */
export function fitPrompt(parts: PromptParts, budget: number, counter: TokenCounter): FittedPrompt {
  const cost = (text: string) => counter.count(text) + MESSAGE_TOKENS;
  let room = budget - MARGIN_TOKENS - REPLY_PRIMING_TOKENS - cost(parts.system);

  const opening = parts.history.find((turn) => turn.kind === 'opening');
  // Each turn is counted once, though the turns are fitted again when a summary takes room.
  const counted = new Map<PromptTurn, number>();
  const turnTokens = (turn: PromptTurn) => {
    let tokens = counted.get(turn);
    if (tokens === undefined) counted.set(turn, (tokens = turnCost(turn, cost)));
    return tokens;
  };
  const openingTokens = opening ? turnTokens(opening) : 0;

  const latest = fitLatest(parts.latestText, parts.attachment, room - openingTokens, budget, counter);
  room -= latest.tokens;

  const sentOpening = opening && openingTokens <= room ? opening : undefined;
  if (sentOpening) room -= openingTokens;

  const remembered: string[] = [];
  for (const memory of parts.remembered) {
    const text = rememberedLine(memory, counter);
    const tokens = counter.count(`\n${text}`) + (remembered.length === 0 ? cost(REMEMBERED_HEADING) : 0);
    if (tokens > room) break;
    remembered.push(text);
    room -= tokens;
  }

  const later = parts.history.filter((turn) => turn.kind !== 'opening');
  let kept = newestThatFit(later, room, turnTokens);
  let summary: string | null = null;
  if (kept.turns.length < later.length && parts.summary) {
    const text = summaryBlock(parts.summary.text, counter);
    const tokens = counter.count(`\n\n${text}`);
    if (tokens <= room) {
      summary = text;
      kept = newestThatFit(later, room - tokens, turnTokens);
      room -= tokens;
    }
  }
  room -= kept.tokens;

  const leftOut = later.slice(0, later.length - kept.turns.length);
  const system = [
    parts.system,
    remembered.length ? [REMEMBERED_HEADING, ...remembered].join('\n') : '',
    summary,
  ]
    .filter(Boolean)
    .join('\n\n');
  const messages: ChatMessage[] = [{ role: 'system', content: system }];
  for (const turn of [...(sentOpening ? [sentOpening] : []), ...kept.turns]) {
    messages.push({ role: 'user', content: turn.userText });
    if (turn.replyText) messages.push({ role: 'assistant', content: turn.replyText });
  }
  messages.push({ role: 'user', content: latest.content });
  return {
    messages,
    tokens: budget - MARGIN_TOKENS - room,
    leftOutThrough: leftOut.length ? leftOut[leftOut.length - 1].orderIndex : null,
    rememberedSent: remembered.length,
  };
}

const REMEMBERED_HEADING =
  "From the writer's own earlier entries in other conversations of their journal (their words, with the day " +
  'they wrote them). Draw on them only where they help, and say so when you do:';

const SUMMARY_HEADING =
  'Summary of the earlier part of this conversation (those turns are not repeated below):';

function rememberedLine(memory: RememberedForPrompt, counter: TokenCounter): string {
  const text = memory.text.replace(/\s+/g, ' ').trim();
  const cut = counter.cut(text, REMEMBERED_TOKENS_MAX);
  return `- ${memory.day}, "${memory.projectName}": ${cut}${cut.length < text.length ? '…' : ''}`;
}

function summaryBlock(text: string, counter: TokenCounter): string {
  return `${SUMMARY_HEADING}\n${counter.cut(text.trim(), SUMMARY_TOKENS_MAX)}`;
}

function turnCost(turn: PromptTurn, cost: (text: string) => number): number {
  return cost(turn.userText) + (turn.replyText ? cost(turn.replyText) : 0);
}

/** The newest turns whose total fits in `room`, oldest first: a contiguous run up to the latest message. */
function newestThatFit(
  turns: HistoryTurn[],
  room: number,
  turnTokens: (turn: PromptTurn) => number,
): { turns: HistoryTurn[]; tokens: number } {
  let tokens = 0;
  let first = turns.length;
  while (first > 0) {
    const next = turnTokens(turns[first - 1]);
    if (tokens + next > room) break;
    tokens += next;
    first -= 1;
  }
  return { turns: turns.slice(first), tokens };
}

/**
 * The latest message as sent: its words whole when they fit (cut only when the budget could not hold them at
 * all), its text attachment cut to the room left beside the opening and to half the budget.
 */
function fitLatest(
  text: string,
  attachment: AttachmentContent | undefined,
  room: number,
  budget: number,
  counter: TokenCounter,
): { content: string | ChatContentPart[]; tokens: number } {
  const words = counter.fits(text, Math.max(0, room - MESSAGE_TOKENS))
    ? text
    : counter.cut(text, Math.max(0, room - MESSAGE_TOKENS));
  if (attachment?.kind === 'text') {
    const plain = counter.count(withTextFile(words, attachment.name, '')) + MESSAGE_TOKENS;
    const allowed = Math.max(0, Math.min(room - plain, Math.floor(budget * ATTACHMENT_SHARE)));
    const cut = counter.fits(attachment.text, allowed)
      ? attachment.text
      : counter.cut(attachment.text, allowed);
    const content = withTextFile(words, attachment.name, cut);
    return { content, tokens: counter.count(content) + MESSAGE_TOKENS };
  }
  const content = latestContent(words, attachment);
  const tokens =
    typeof content === 'string'
      ? counter.count(content)
      : content.reduce(
          (sum, part) => sum + (part.type === 'text' ? counter.count(part.text) : IMAGE_TOKENS),
          0,
        );
  return { content, tokens: tokens + MESSAGE_TOKENS };
}
