import { z } from 'zod';
import type { aiVariables } from './ai.variables';
import { optionalText, optionalUrl, positiveInt } from './variable-kinds';

// OpenAI's own limit for one file sent to /audio/transcriptions.
const PROVIDER_FILE_MAX_BYTES = 25 * 1024 * 1024;
// A recording is held in memory while it is written out: the cap keeps one request from taking too much.
const RECORDING_MAX_BYTES_CAP = 100 * 1024 * 1024;

/** Voice entries (issue 25): the speech-to-text model, where it is, and the limits of a recording. */
export const transcriptionVariables = z.object({
  AI_TRANSCRIPTION_MODEL: optionalText.describe(
    'A speech-to-text model (`whisper-1`, `gpt-4o-mini-transcribe`, …): with it and a key, the composer offers a microphone whose recordings are written out by that model',
  ),
  AI_TRANSCRIPTION_BASE_URL: optionalUrl(['http', 'https']).describe(
    'The OpenAI-compatible API that serves `/audio/transcriptions`, when it is not the one in `AI_BASE_URL`',
  ),
  AI_TRANSCRIPTION_API_KEY: optionalText.describe('Key for that API, when it is not `AI_API_KEY`'),
  AI_TRANSCRIPTION_TIMEOUT_SECONDS: positiveInt(120).describe(
    'Longest wait for a recording to be written out, retries included',
  ),
  TRANSCRIPTION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(3_600)
    .default(600)
    .describe('Longest recording (10-3600 seconds): the composer stops recording there'),
  TRANSCRIPTION_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(RECORDING_MAX_BYTES_CAP)
    .default(PROVIDER_FILE_MAX_BYTES)
    .describe('Largest recording the server accepts (at most 100 MB: it is held in memory, never stored)'),
  TRANSCRIPTION_RATE_LIMIT_PER_HOUR: positiveInt(60).describe(
    'Recordings one writer may have written out per hour, counted across instances (in Redis when `REDIS_URL` is set)',
  ),
});

type TranscriptionVariables = z.output<typeof transcriptionVariables> &
  Pick<z.output<typeof aiVariables>, 'AI_BASE_URL' | 'AI_API_KEY'>;

export function transcriptionSettings(env: TranscriptionVariables) {
  const apiKey = env.AI_TRANSCRIPTION_API_KEY ?? env.AI_API_KEY;
  const model = env.AI_TRANSCRIPTION_MODEL;
  return {
    transcription: {
      /** Voice entries are offered: a model is named and there is a key to call it with. */
      enabled: model !== undefined && apiKey !== undefined,
      model: model ?? '',
      baseUrl: env.AI_TRANSCRIPTION_BASE_URL ?? env.AI_BASE_URL,
      apiKey: apiKey ?? '',
      /** The whole wait for one recording's text, retries included. */
      timeoutMs: env.AI_TRANSCRIPTION_TIMEOUT_SECONDS * 1000,
      /** The client stops recording here; the server holds to maxBytes. */
      maxSeconds: env.TRANSCRIPTION_MAX_SECONDS,
      maxBytes: env.TRANSCRIPTION_MAX_BYTES,
      ratePerHour: env.TRANSCRIPTION_RATE_LIMIT_PER_HOUR,
    },
  };
}
