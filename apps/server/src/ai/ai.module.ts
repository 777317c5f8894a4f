import { Logger, Module } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { AI_PROVIDER, type AiProvider } from './ai-provider.port';
import { OfflineCompanionProvider } from './offline-companion.provider';
import { TRANSCRIBER, type Transcriber } from './transcriber.port';

/**
 * The OpenAI-compatible adapter when AI_API_KEY is set, otherwise the offline companion; and the transcriber
 * of voice entries when AI_TRANSCRIPTION_MODEL and a key are set, otherwise null (the companion has none).
 */
@Module({
  providers: [
    {
      provide: AI_PROVIDER,
      inject: [APP_ENV],
      // The OpenAI SDK is loaded only when it is used: about 150 modules, some 3 MB of resident memory.
      useFactory: async (env: AppEnv): Promise<AiProvider> => {
        const logger = new Logger('AI');
        if (!env.ai.apiKey) {
          logger.log('No AI_API_KEY: replies come from the offline companion');
          return new OfflineCompanionProvider();
        }
        logger.log(
          `Replies from ${env.ai.model} at ${env.ai.baseUrl}${env.ai.vision ? ', images shown to it' : ''}`,
        );
        const { OpenAiCompatibleProvider } = await import('./openai-compatible.provider');
        return new OpenAiCompatibleProvider({
          baseUrl: env.ai.baseUrl,
          apiKey: env.ai.apiKey,
          model: env.ai.model,
          timeoutMs: env.ai.timeoutMs,
          maxRetries: env.ai.maxRetries,
          stallTimeoutMs: env.ai.stallTimeoutMs,
          vision: env.ai.vision,
        });
      },
    },
    {
      provide: TRANSCRIBER,
      inject: [APP_ENV],
      useFactory: async ({ transcription, ai }: AppEnv): Promise<Transcriber | null> => {
        if (!transcription.enabled) return null;
        new Logger('AI').log(
          `Voice entries written out by ${transcription.model} at ${transcription.baseUrl}`,
        );
        const { OpenAiCompatibleTranscriber } = await import('./openai-compatible.transcriber');
        return new OpenAiCompatibleTranscriber({
          baseUrl: transcription.baseUrl,
          apiKey: transcription.apiKey,
          model: transcription.model,
          timeoutMs: transcription.timeoutMs,
          maxRetries: ai.maxRetries,
        });
      },
    },
  ],
  exports: [AI_PROVIDER, TRANSCRIBER],
})
export class AiModule {}
