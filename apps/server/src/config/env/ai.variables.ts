import { z } from 'zod';
import { flag, optionalText, optionalUrl, positiveInt } from './variable-kinds';

/** The AI provider and how many replies this instance generates at once. */
export const aiVariables = z.object({
  AI_BASE_URL: optionalUrl(['http', 'https'])
    .transform((value) => value ?? 'https://api.x.ai/v1')
    .describe('Any OpenAI-compatible chat API (xAI Grok, OpenAI, Ollama, vLLM, llama.cpp)'),
  AI_API_KEY: optionalText.describe('Key for that API'),
  AI_MODEL: z.string().default('grok-3-mini').describe('Model name'),
  AI_TIMEOUT_SECONDS: positiveInt(60).describe('Longest wait for the AI API to start answering, per attempt'),
  AI_MAX_RETRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(5)
    .default(2)
    .describe(
      'Retries (0-5) when the AI API is busy, fails (408, 409, 429, 5xx) or cannot be reached, before the reply starts',
    ),
  AI_STALL_TIMEOUT_SECONDS: positiveInt(30).describe(
    'Longest silence allowed in the middle of a streaming reply before it is abandoned as failed',
  ),
  AI_VISION: flag().describe(
    '`true` when the model accepts images: png and jpeg attachments are then sent to it (otherwise the reply says it could not look at them)',
  ),
  AI_CONTEXT_TOKENS: z.coerce
    .number()
    .int()
    .min(2_000)
    .max(2_000_000)
    .default(12_000)
    .describe(
      'Largest request sent to the AI API, in tokens (counted as cl100k_base does): a long conversation keeps its opening, a summary of the earlier turns and the newest turns that fit',
    ),
  AI_MEMORY_DEFAULT: flag().describe(
    '`true` turns "Let Flexi remember my earlier entries" on for new accounts (each writer can turn it off)',
  ),
  AI_REPLY_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(16)
    .describe(
      'Replies one instance generates at once; more wait in the job queue (PostgreSQL) for any instance',
    ),
});

export function aiSettings(env: z.output<typeof aiVariables>) {
  return {
    ai: {
      baseUrl: env.AI_BASE_URL,
      /** Unset: the offline companion replies. */
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      /** Per attempt, until the reply starts streaming. */
      timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
      /** Retries of 408/409/429/5xx and connection failures before the reply starts. */
      maxRetries: env.AI_MAX_RETRIES,
      /** Longest silence allowed once the reply is streaming. */
      stallTimeoutMs: env.AI_STALL_TIMEOUT_SECONDS * 1000,
      /** Whether png and jpeg attachments are sent to the model as images. */
      vision: env.AI_VISION,
      /** The largest request to the provider, in tokens. */
      contextTokens: env.AI_CONTEXT_TOKENS,
      /** Whether new accounts start with memory on. */
      memoryDefault: env.AI_MEMORY_DEFAULT,
    },
    /** How many replies this instance generates at once; more wait in the job queue for any instance. */
    replyConcurrency: env.AI_REPLY_CONCURRENCY,
  };
}
