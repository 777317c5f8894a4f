import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  type OpenAI,
} from 'openai';
import { AiProviderError, type ChatContentPart, type ChatMessage } from './ai-provider.port';

type OpenAiMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type OpenAiUserPart = OpenAI.Chat.Completions.ChatCompletionContentPart;

/** What a user sees beside a failed reply: short, no provider detail, no secrets. */
export const AI_REPLY_ERRORS = {
  apiKeyRefused: 'The AI provider refused the API key.',
  modelNotFound: (model: string) => `The AI model "${model}" was not found.`,
  requestRefused: 'The AI provider refused the request.',
  busy: 'The AI provider is busy. Please retry in a moment.',
  providerProblem: 'The AI provider had a problem. Please retry.',
  timeout: 'The AI provider did not answer in time. Please retry.',
  stalled: 'The AI reply stopped before it was finished. Please retry.',
  unreachable: 'Could not reach the AI provider. Please retry.',
  empty: 'The AI provider sent an empty reply. Please retry.',
  cancelled: 'The AI reply was cancelled.',
} as const;

/** A provider asking us to wait longer than this before a retry gets no retry: the user is told to retry later. */
export const MAX_RETRY_WAIT_MS = 10_000;

export function toOpenAiMessages(messages: ChatMessage[]): OpenAiMessage[] {
  return messages.map((message): OpenAiMessage => {
    const { role, content } = message;
    if (role === 'user') {
      return { role, content: typeof content === 'string' ? content : content.map(toUserPart) };
    }
    // System and assistant turns accept text only; a plain string is what every compatible server reads.
    return { role, content: typeof content === 'string' ? content : textOf(content) };
  });
}

function toUserPart(part: ChatContentPart): OpenAiUserPart {
  switch (part.type) {
    case 'text':
      return { type: 'text', text: part.text };
    case 'image':
      return { type: 'image_url', image_url: { url: `data:${part.mime};base64,${part.dataBase64}` } };
  }
}

function textOf(parts: ChatContentPart[]): string {
  return parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n\n');
}

/** Where the request was when it failed: before the reply started streaming, or during it. */
export type FailurePhase = 'request' | 'stream';

/** Turns anything the SDK or the network threw into the one error the port allows. */
export function toAiProviderError(error: unknown, model: string, phase: FailurePhase): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof APIUserAbortError) return new AiProviderError(AI_REPLY_ERRORS.cancelled);
  if (error instanceof APIConnectionTimeoutError) return new AiProviderError(AI_REPLY_ERRORS.timeout);
  if (error instanceof APIConnectionError) return new AiProviderError(AI_REPLY_ERRORS.unreachable);
  const status: unknown = error instanceof APIError ? error.status : undefined;
  if (typeof status === 'number') return new AiProviderError(messageForStatus(status, model));
  // An error event inside the stream, a dropped connection, a garbled chunk.
  return new AiProviderError(phase === 'stream' ? AI_REPLY_ERRORS.stalled : AI_REPLY_ERRORS.providerProblem);
}

export function messageForStatus(status: number, model: string): string {
  if (status === 401 || status === 403) return AI_REPLY_ERRORS.apiKeyRefused;
  if (status === 404) return AI_REPLY_ERRORS.modelNotFound(model);
  if (status === 408) return AI_REPLY_ERRORS.timeout;
  if (status === 429) return AI_REPLY_ERRORS.busy;
  if (status >= 500 || status === 409) return AI_REPLY_ERRORS.providerProblem;
  return AI_REPLY_ERRORS.requestRefused;
}

/** What went wrong, for operators only: the provider's own words (which users never see), without the key. */
export function describeFailure(error: unknown, apiKey: string): string {
  const status = (error as { status?: unknown } | null)?.status;
  let text =
    error instanceof Error
      ? `${error.name}${typeof status === 'number' ? ` ${status}` : ''}: ${error.message}`
      : String(error);
  if (apiKey) text = text.replaceAll(apiKey, '***');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * How long a response asks the client to wait before retrying (`retry-after-ms`, or `retry-after` in seconds
 * or as an HTTP date), as the OpenAI SDK reads it; undefined when it does not say.
 */
export function retryWaitMs(headers: Headers, now = Date.now()): number | undefined {
  const millis = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(millis) && millis > 0) return millis;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (!Number.isNaN(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date - now;
}

/**
 * The SDK sleeps for whatever `retry-after` a provider sends, with no upper bound. A response asking for more
 * than MAX_RETRY_WAIT_MS is marked `x-should-retry: false`, so the SDK fails at once with the provider's status.
 */
export function withBoundedRetryWait(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const wait = response.ok ? undefined : retryWaitMs(response.headers);
    if (wait === undefined || wait <= MAX_RETRY_WAIT_MS) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

/**
 * Rebuilds a fetch failure that is not an `Error` of this realm as one. Under Jest, fetch's DOMException
 * (an abort on timeout) comes from another realm: the SDK's `instanceof Error` fails and it loses the
 * `AbortError` name, so a timeout would read as a connection failure. Elsewhere this changes nothing.
 */
export function withSameRealmErrors(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      if (error instanceof Error || typeof error !== 'object' || error === null) throw error;
      const { name, message } = error as { name?: unknown; message?: unknown };
      const rebuilt = new Error(typeof message === 'string' ? message : 'fetch failed', { cause: error });
      if (typeof name === 'string') rebuilt.name = name;
      throw rebuilt;
    }
  };
}
