import { Logger } from '@nestjs/common';
import { type OpenAI, toFile } from 'openai';
import { AiProviderError } from './ai-provider.port';
import { createOpenAiClient, type OpenAiClientOptions } from './openai-client';
import { AI_REPLY_ERRORS, describeFailure, toAiProviderError } from './openai-compatible.mapping';
import type { AudioRecording, Transcriber } from './transcriber.port';

export interface OpenAiCompatibleTranscriberOptions extends OpenAiClientOptions {
  model: string;
}

/** The provider answered, but not with a text: it could not take this recording. */
const REFUSED_RECORDING = 'The AI provider could not write out this recording. Please try again.';

/** Any OpenAI-compatible `/audio/transcriptions` (OpenAI, Groq, a local Whisper server), one request. */
export class OpenAiCompatibleTranscriber implements Transcriber {
  readonly model: string;
  private readonly client: OpenAI;
  private readonly logger = new Logger(OpenAiCompatibleTranscriber.name);

  constructor(private readonly options: OpenAiCompatibleTranscriberOptions) {
    this.model = options.model;
    // timeoutMs bounds each attempt here, and the whole of a recording's wait below (retries included).
    this.client = createOpenAiClient(options);
  }

  async transcribe({ bytes, format }: AudioRecording, signal?: AbortSignal): Promise<string> {
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    try {
      const file = await toFile(bytes, `recording.${format.extension}`, { type: format.mime });
      const transcription = await this.client.audio.transcriptions.create(
        { model: this.model, file, response_format: 'json' },
        { signal: signal ? AbortSignal.any([signal, deadline]) : deadline },
      );
      if (typeof transcription?.text !== 'string') throw new AiProviderError(REFUSED_RECORDING);
      return transcription.text.trim();
    } catch (error) {
      const failure = deadline.aborted
        ? new AiProviderError(AI_REPLY_ERRORS.timeout)
        : toTranscriptionError(error, this.model);
      // The cause, for operators: never the recording or its words.
      this.logger.warn(
        `Transcription failed: ${failure.message} Cause: ${describeFailure(error, this.options.apiKey)}`,
      );
      throw failure;
    }
  }
}

function toTranscriptionError(error: unknown, model: string): AiProviderError {
  const status = (error as { status?: unknown } | null)?.status;
  // A recording the provider cannot decode, or one over its own size limit.
  if (status === 400 || status === 413 || status === 415 || status === 422)
    return new AiProviderError(REFUSED_RECORDING);
  return toAiProviderError(error, model, 'request');
}
