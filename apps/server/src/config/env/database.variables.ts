import { z } from 'zod';
import { optionalUrl } from './variable-kinds';

/** Where shared state lives: PostgreSQL (embedded when unset) and Redis (in-process when unset). */
export const databaseVariables = z.object({
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']).describe(
    'A PostgreSQL server, e.g. `postgres://user:pass@db:5432/flexi`',
  ),
  REDIS_URL: optionalUrl(['redis', 'rediss']).describe(
    'Redis (`redis://` or `rediss://`, a database index may follow the port) shared by several server instances: reply streams and rate limits go through it',
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .max(64)
    .default('flexi:')
    .describe('Put before every Redis key and channel, so several deployments can share one Redis'),
});

export function databaseSettings(env: z.output<typeof databaseVariables>) {
  return {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
  };
}
