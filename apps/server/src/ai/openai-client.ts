import OpenAI from 'openai';
import { httpFetch } from './http-fetch';
import { withBoundedRetryWait, withSameRealmErrors } from './openai-compatible.mapping';

/** Where an OpenAI-compatible API is and how patiently it is called. */
export interface OpenAiClientOptions {
  /** e.g. `https://api.x.ai/v1`; the SDK appends the endpoint's path. */
  baseUrl: string;
  apiKey: string;
  /** Per attempt, until the response headers arrive. */
  timeoutMs: number;
  /** The SDK's retries of 408/409/429/5xx and connection failures, with backoff. */
  maxRetries: number;
}

/**
 * The SDK's client over our fetch: keep-alive sockets for text and bytes (a multipart body, such as a
 * recording, goes to Node's fetch), provider waits bounded, and errors of this realm.
 */
export function createOpenAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    fetch: withBoundedRetryWait(withSameRealmErrors(httpFetch())),
  });
}
