import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import {
  type AiProvider,
  type AnswerRequest,
  AiProviderError,
  type ChatMessage,
  type ReplyRequest,
  RELATED_TERMS_TIMEOUT_MS,
  type ReviewRequest,
  type SummaryRequest,
} from './ai-provider.port';
import { parseRelatedTerms, relatedTermsMessages } from './memory-prompts';
import { createOpenAiClient, type OpenAiClientOptions } from './openai-client';
import {
  AI_REPLY_ERRORS,
  describeFailure,
  type FailurePhase,
  toAiProviderError,
  toOpenAiMessages,
} from './openai-compatible.mapping';

export interface OpenAiCompatibleOptions extends OpenAiClientOptions {
  model: string;
  /** Longest wait for the next chunk once the stream has started. */
  stallTimeoutMs: number;
  /** Whether the model accepts image parts (AI_VISION): many text-only models refuse a request with one. */
  vision: boolean;
}

/** Any OpenAI-compatible chat completions API (xAI, OpenAI, Ollama, vLLM, llama.cpp), streamed. */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai-compatible';
  readonly seesImages: boolean;
  private readonly client: OpenAI;
  private readonly logger = new Logger(OpenAiCompatibleProvider.name);

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.seesImages = options.vision;
    // Retries happen only before the stream starts.
    this.client = createOpenAiClient(options);
  }

  streamReply(request: ReplyRequest, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
    return this.streamChat(request.messages, signal);
  }

  streamReview(request: ReviewRequest, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
    return this.streamChat(request.messages, signal);
  }

  streamAnswer(request: AnswerRequest, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
    return this.streamChat(request.messages, signal);
  }

  async summarize(request: SummaryRequest, signal: AbortSignal): Promise<string> {
    const { model } = this.options;
    try {
      const completion = await this.client.chat.completions.create(
        { model, messages: toOpenAiMessages(request.messages) },
        { signal },
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new AiProviderError(AI_REPLY_ERRORS.empty);
      return text;
    } catch (error) {
      throw toAiProviderError(error, model, 'request');
    }
  }

  /** One short request, not retried, waited for up to RELATED_TERMS_TIMEOUT_MS (issue 23 §4). */
  async relatedTerms(question: string): Promise<string[]> {
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages: toOpenAiMessages(relatedTermsMessages(question)),
          response_format: { type: 'json_object' },
        },
        {
          timeout: RELATED_TERMS_TIMEOUT_MS,
          maxRetries: 0,
          signal: AbortSignal.timeout(RELATED_TERMS_TIMEOUT_MS),
        },
      );
      return parseRelatedTerms(completion.choices[0]?.message?.content);
    } catch (error) {
      this.logger.warn(`Related search terms failed: ${describeFailure(error, this.options.apiKey)}`);
      return [];
    }
  }

  private async *streamChat(
    messages: ChatMessage[],
    signal: AbortSignal,
  ): AsyncGenerator<string, void, undefined> {
    if (signal.aborted) throw new AiProviderError(AI_REPLY_ERRORS.cancelled);
    const { model, stallTimeoutMs } = this.options;
    // Aborted by the caller, or by us when we give up; either way the HTTP request is torn down.
    const controller = new AbortController();
    const abortRequest = () => controller.abort();
    signal.addEventListener('abort', abortRequest, { once: true });
    let phase: FailurePhase = 'request';
    try {
      const stream = await settleFirst(
        this.client.chat.completions.create(
          { model, messages: toOpenAiMessages(messages), stream: true },
          { signal: controller.signal },
        ),
        signal,
      );
      phase = 'stream';
      const chunks = stream[Symbol.asyncIterator]();
      let hasText = false;
      for (;;) {
        // The SDK ends the iteration quietly on abort, so the stall and the caller's abort are raced here.
        const next = await settleFirst(chunks.next(), signal, stallTimeoutMs);
        if (next.done) break;
        const content = next.value.choices[0]?.delta?.content;
        if (!content) continue;
        hasText ||= content.trim() !== '';
        yield content;
      }
      if (!hasText) throw new AiProviderError(AI_REPLY_ERRORS.empty);
    } catch (error) {
      const failure = signal.aborted
        ? new AiProviderError(AI_REPLY_ERRORS.cancelled)
        : toAiProviderError(error, model, phase);
      if (!signal.aborted) {
        this.logger.warn(`${failure.message} Cause: ${describeFailure(error, this.options.apiKey)}`);
      }
      throw failure;
    } finally {
      signal.removeEventListener('abort', abortRequest);
      controller.abort();
    }
  }
}

/**
 * Settles like `work`, unless `signal` aborts first or `stallMs` pass first. Promise.race keeps a handler on
 * `work`, so its late rejection (the SDK's own abort error) is never unhandled.
 */
async function settleFirst<T>(work: Promise<T>, signal: AbortSignal, stallMs?: number): Promise<T> {
  let onAbort: () => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const interruption = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new AiProviderError(AI_REPLY_ERRORS.cancelled));
    if (stallMs !== undefined) {
      timer = setTimeout(() => reject(new AiProviderError(AI_REPLY_ERRORS.stalled)), stallMs);
    }
  });
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  try {
    return await Promise.race([work, interruption]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
