import type { TopicEntry } from '@app/schema';
import type { QuestionAnswer } from './question-answer';

export type ChatContentPart =
  | { type: 'text'; text: string }
  /** An image the user attached, sent to vision-capable models. */
  | { type: 'image'; mime: 'image/png' | 'image/jpeg'; dataBase64: string };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

/** What the user just sent, for adapters that answer from it directly (the offline companion). */
export interface LatestTurn {
  text: string;
  /** Present on the opening exchange. */
  answers?: QuestionAnswer[];
  /** `image`: an image the model was not shown (it cannot look at images); `readable`: a file's text was read. */
  attachment?: { name: string; readable: boolean; image: boolean };
}

export interface ReplyRequest {
  topic: TopicEntry;
  /** The system prompt followed by the history (never notes to self) and the latest user turn. */
  messages: ChatMessage[];
  latest: LatestTurn;
}

/** One entry of a review's period, quoted for it: cited in the review's text as [number]. */
export interface ReviewQuote {
  number: number;
  /** When it was written, as the writer reads a day (`Saturday 14 March`). */
  day: string;
  topicName: string;
  text: string;
}

/** What a review is written from: the period, its numbers and its quotes (never notes). */
export interface ReviewMaterial {
  /** The period as a person names it: `the week of 9 March 2026`, `March 2026`, `2026`. */
  periodName: string;
  entries: number;
  conversations: number;
  words: number;
  daysWritten: number;
  /** Entries per topic, by display name, most first. */
  topics: Array<{ name: string; entries: number }>;
  /** How many entries had each mood, by its name (`good`), when any had one. */
  moods: Array<{ mood: string; entries: number }>;
  quotes: ReviewQuote[];
}

export interface ReviewRequest {
  /** The instructions and the period's material, for a model. */
  messages: ChatMessage[];
  /** The same material, for adapters that write from it directly (the offline companion). */
  material: ReviewMaterial;
}

/** Turns of a long conversation that fell out of the context budget, to be folded into its summary. */
export interface SummaryRequest {
  /** The instructions, the summary so far and the turns, for a model. */
  messages: ChatMessage[];
  /** The same, for adapters that write from it directly (the offline companion). */
  previous: string | null;
  turns: Array<{ userText: string; replyText: string | null }>;
}

/** One of the writer's entries an answer may cite, as `[number]`. */
export interface AnswerSource {
  number: number;
  /** When it was written, as the writer reads a day in their zone (`Saturday 14 March 2026`). */
  day: string;
  projectName: string;
  /** What the writer wrote, and the reply when it had one. */
  text: string;
  /** A line of it, for adapters that list the sources (the offline companion). */
  snippet: string;
}

/** A question about the writer's journal and their most relevant entries (issue 23 §3). */
export interface AnswerRequest {
  messages: ChatMessage[];
  question: string;
  sources: AnswerSource[];
}

/**
 * The port every AI adapter implements: the reply's text as it is generated.
 * Adapters throw AiProviderError with a message fit to store beside the failed reply.
 */
export interface AiProvider {
  readonly name: string;
  /** Whether the model looks at images: png and jpeg attachments are then sent as image parts. */
  readonly seesImages: boolean;
  streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<string>;
  /** A review of a period of the journal, as it is written (issue 24 §5). */
  streamReview(request: ReviewRequest, signal: AbortSignal): AsyncIterable<string>;
  /** An answer to a question about the journal, citing its sources as [n], as it is written (issue 23 §3). */
  streamAnswer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<string>;
  /** The summary of a long conversation's earlier turns, whole (issue 23 §1). */
  summarize(request: SummaryRequest, signal: AbortSignal): Promise<string>;
  /**
   * Search terms related to a question (issue 23 §4), at most RELATED_TERMS_MAX; none when the adapter has no
   * model, or its answer failed, was late or could not be read: never throws.
   */
  relatedTerms(question: string): Promise<string[]>;
}

/** The most related search terms a question is given. */
export const RELATED_TERMS_MAX = 12;
/** Related terms arriving later than this are not waited for. */
export const RELATED_TERMS_TIMEOUT_MS = 3_000;

export const AI_PROVIDER = Symbol('AI_PROVIDER');

export class AiProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiProviderError';
  }
}
