import { Logger, Module } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { AI_PROVIDER, type AiProvider } from './ai-provider.port';
import { OfflineCompanionProvider } from './offline-companion.provider';

/** The OpenAI-compatible adapter when AI_API_KEY is set; otherwise the offline companion. */
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
  ],
  exports: [AI_PROVIDER],
})
export class AiModule {}
