import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { TranscriptionModel } from './dto/transcription.model';
import { TranscriptionThrottlerGuard } from './transcription-throttler.guard';
import { TranscriptionService } from './transcription.service';

@Resolver()
export class TranscriptionResolver {
  constructor(private readonly transcription: TranscriptionService) {}

  @UseGuards(TranscriptionThrottlerGuard)
  @Mutation(() => TranscriptionModel, {
    description:
      'Writes a recording out as text (voice entries), when `capabilities.transcription` is true: WebM, Ogg, MP4 (M4A), MP3, WAV or FLAC, judged by its content, 25 MB at most by default (`capabilities.transcriptionMaxBytes`). The recording goes to the AI provider and is not kept; nothing is saved in your journal. Refusals: TRANSCRIPTION_UNAVAILABLE, RECORDING_EMPTY, RECORDING_TYPE_NOT_ALLOWED (BAD_USER_INPUT), RECORDING_TOO_LARGE (PAYLOAD_TOO_LARGE), TRANSCRIPTION_FAILED (BAD_GATEWAY: try again), TOO_MANY_REQUESTS past the hourly budget. Send it as a GraphQL multipart request with the header `apollo-require-preflight: true`.',
  })
  async transcribeAudio(
    @Args('audio', {
      type: () => GraphQLUpload,
      description: 'The recording: a part of the multipart request.',
    })
    audio: FileUpload,
  ): Promise<TranscriptionModel> {
    return { text: await this.transcription.transcribe(() => audio.createReadStream()) };
  }
}
