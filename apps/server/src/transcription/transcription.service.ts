import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { AiProviderError } from 'src/ai/ai-provider.port';
import { TRANSCRIBER, type Transcriber } from 'src/ai/transcriber.port';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { sniffAudio } from './audio-format';
import { readRecording } from './recording-reader';
import { TranscriptionErrorCode } from './transcription.errors';

/**
 * Voice entries (issue 25): a recording, read into memory up to TRANSCRIPTION_MAX_BYTES and judged by its
 * bytes, is written out by the provider, and its text goes back to the writer to edit before sending. The
 * recording is never stored, and neither it nor its words are logged.
 */
@Injectable()
export class TranscriptionService {
  constructor(
    @Inject(TRANSCRIBER) private readonly transcriber: Transcriber | null,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  /** `open` opens the uploaded recording's stream; nothing of it is read when voice entries are off. */
  async transcribe(open: () => Readable | Promise<Readable>): Promise<string> {
    if (!this.transcriber)
      throw new DomainError(TranscriptionErrorCode.Unavailable, MESSAGES.transcriptionUnavailable);
    const bytes = await readRecording(open, this.env.transcription.maxBytes);
    const format = await sniffAudio(bytes);
    if (!format)
      throw new DomainError(TranscriptionErrorCode.TypeNotAllowed, MESSAGES.recordingTypeNotAllowed);
    let text: string;
    try {
      text = await this.transcriber.transcribe({ bytes, format });
    } catch (error) {
      if (error instanceof AiProviderError)
        throw new DomainError(TranscriptionErrorCode.Failed, error.message);
      throw error;
    }
    if (!text) throw new DomainError(TranscriptionErrorCode.Empty, MESSAGES.recordingSilent);
    return text;
  }
}
