import { Global, Module } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { createRedisClient, REDIS, type RedisClient } from './redis-client';
import { RedisLifecycle } from './redis-lifecycle';

/**
 * The one Redis client of the instance (REDIS_URL), shared by the reply stream bus and the rate limits;
 * `null` without REDIS_URL, and each of them then picks its in-process implementation.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_ENV],
      useFactory: (env: AppEnv): Promise<RedisClient> | null =>
        env.redisUrl ? createRedisClient(env.redisUrl, env.redisKeyPrefix) : null,
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
