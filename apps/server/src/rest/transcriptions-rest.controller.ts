import type { Readable } from 'node:stream';
import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { TranscriptionErrorCode } from 'src/transcription/transcription.errors';
import { TranscriptionThrottlerGuard } from 'src/transcription/transcription-throttler.guard';
import { TranscriptionService } from 'src/transcription/transcription.service';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiMultipartFile, ApiProblems } from 'src/common/openapi/api-responses';
import { TranscriptionResponse } from './dto/message.response';

const AUDIO_FIELD = 'audio';

/** Voice entries over REST: a multipart form whose field `audio` holds the recording; answers `{ text }`. */
@ApiTags('Files')
@Controller('api')
export class TranscriptionsRestController {
  constructor(
    private readonly transcription: TranscriptionService,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  @Post('transcriptions')
  @ApiOperation({ summary: 'Write out a recording as text (voice entries); nothing is kept' })
  @ApiMultipartFile(AUDIO_FIELD)
  @ApiOkResponse({ type: TranscriptionResponse })
  @ApiProblems(415, 429, 502)
  @HttpCode(200)
  @UseGuards(TranscriptionThrottlerGuard)
  async transcribe(@Req() request: FastifyRequest): Promise<TranscriptionResponse> {
    return { text: await this.transcription.transcribe(() => this.audioPart(request)) };
  }

  /**
   * The `audio` part, streamed, opened only when the service reads it (not at all when voice entries are off).
   * Busboy stops one byte past the recording limit (uploads' own limit is lower), and the service refuses there.
   */
  private async audioPart(request: FastifyRequest): Promise<Readable> {
    const limits = { fileSize: this.env.transcription.maxBytes + 1 };
    const part = request.isMultipart() ? await request.file({ limits }).catch(() => undefined) : undefined;
    if (!part || part.fieldname !== AUDIO_FIELD)
      throw new DomainError(TranscriptionErrorCode.Missing, MESSAGES.recordingMissing);
    return part.file;
  }
}
