import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import { AuthModule } from 'src/auth/auth.module';
import { CapabilitiesModule } from 'src/capabilities/capabilities.module';
import { ConversationsModule } from 'src/conversations/conversations.module';
import { AllExceptionsFilter } from 'src/common/errors/all-exceptions.filter';
import { createValidationPipe } from 'src/common/errors/validation.pipe';
import { ComplexityPlugin } from 'src/common/graphql/complexity.plugin';
import { HttpSubscriptionsPlugin } from 'src/common/graphql/http-subscriptions.plugin';
import { graphqlOptions } from 'src/common/graphql/graphql-options';
import type { AppEnv } from 'src/config/env';
import type { Logger } from 'pino';
import { DatabaseModule } from 'src/database/database.module';
import { FilesModule } from 'src/files/files.module';
import { HealthModule } from 'src/health/health.module';
import { QueryCostModule } from 'src/integrations/query-cost/query-cost.module';
import { JobsModule } from 'src/jobs/jobs.module';
import { JournalTransferModule } from 'src/journal-transfer/journal-transfer.module';
import { JournalAnswersModule } from 'src/journal-answers/journal-answers.module';
import { LookingBackModule } from 'src/looking-back/looking-back.module';
import { MetricsModule } from 'src/metrics/metrics.module';
import { OpenApiModule } from 'src/openapi/openapi.module';
import { RemindersModule } from 'src/reminders/reminders.module';
import { REDIS, type RedisClient } from 'src/redis/redis-client';
import { RedisModule } from 'src/redis/redis.module';
import { RepliesModule } from 'src/replies/replies.module';
import { RestModule } from 'src/rest/rest.module';
import { SearchModule } from 'src/search/search.module';
import { ShareModule } from 'src/share/share.module';
import { WebhooksModule } from 'src/webhooks/webhooks.module';
import { TranscriptionModule } from 'src/transcription/transcription.module';
import { UsersModule } from 'src/users/users.module';
import { WhiteLabelModule } from 'src/white-label/white-label.module';
import type { WhiteLabelService } from 'src/white-label/white-label.service';
import { CoreModule } from './core.module';
import { ERROR_TABLE } from './error-table';

export interface AppModuleOptions {
  env: AppEnv;
  databaseUrl: string;
  whiteLabel: WhiteLabelService;
  /** Where every log line goes (createRootLogger). */
  logger: Logger;
}

@Module({})
export class AppModule {
  static forRoot({ env, databaseUrl, whiteLabel }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(env, whiteLabel),
        DatabaseModule.forRoot(databaseUrl),
        JobsModule.forRoot(databaseUrl),
        GraphQLModule.forRoot<ApolloDriverConfig>({ driver: ApolloDriver, ...graphqlOptions(env) }),
        RedisModule,
        QueryCostModule,
        ThrottlerModule.forRootAsync({
          inject: [REDIS],
          // Counted in Redis when REDIS_URL is set, so every instance draws on the same budgets.
          useFactory: async (redis: RedisClient | null) => ({
            throttlers: [{ name: 'auth', ttl: 60_000, limit: env.authRateLimitPerMinute }],
            errorMessage: 'Too many requests',
            storage: redis ? await redisThrottlerStorage(redis) : undefined,
          }),
        }),
        WhiteLabelModule,
        AuthModule,
        UsersModule,
        ConversationsModule,
        RepliesModule,
        FilesModule,
        SearchModule,
        ShareModule,
        JournalTransferModule,
        LookingBackModule,
        JournalAnswersModule,
        WebhooksModule,
        RemindersModule,
        TranscriptionModule,
        CapabilitiesModule,
        RestModule,
        OpenApiModule,
        HealthModule,
        MetricsModule,
      ],
      providers: [
        ComplexityPlugin,
        HttpSubscriptionsPlugin,
        { provide: APP_FILTER, useValue: new AllExceptionsFilter(ERROR_TABLE) },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}

/** Loaded only with REDIS_URL, like the Redis client it uses. */
async function redisThrottlerStorage(redis: RedisClient): Promise<ThrottlerStorage> {
  const { ThrottlerStorageRedisService } = await import('@nest-lab/throttler-storage-redis');
  return new ThrottlerStorageRedisService(redis);
}
