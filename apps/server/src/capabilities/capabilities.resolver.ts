import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { AI_PROVIDER, type AiProvider } from 'src/ai/ai-provider.port';
import { TRANSCRIBER, type Transcriber } from 'src/ai/transcriber.port';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { CapabilitiesModel } from './dto/capabilities.model';

@Resolver(() => CapabilitiesModel)
export class CapabilitiesResolver {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(TRANSCRIBER) private readonly transcriber: Transcriber | null,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  // For a signed-in writer, like every operation: the client asks once its session is known.
  @Query(() => CapabilitiesModel, {
    description: 'What this server offers (voice entries, images shown to the AI, memory), for the client.',
  })
  capabilities(): CapabilitiesModel {
    return {
      transcription: this.transcriber !== null,
      transcriptionMaxSeconds: this.env.transcription.maxSeconds,
      transcriptionMaxBytes: this.env.transcription.maxBytes,
      vision: this.ai.seesImages,
      memory: true,
    };
  }
}
