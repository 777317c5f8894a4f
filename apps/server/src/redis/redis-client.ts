import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/** The shared ioredis client, or null when REDIS_URL is unset (everything stays in-process). */
export const REDIS = Symbol('REDIS');

export type RedisClient = Redis;

// Long enough for a reconnect after a Redis restart, short enough that a request does not hang on it.
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * One connection to REDIS_URL. Commands fail at once while Redis is unreachable (no offline queue) and a
 * command caught by a dropped connection is retried once after the reconnect, so requests never pile up
 * behind an outage; ioredis keeps reconnecting by itself (backing off up to 5 s).
 */
export async function createRedisClient(
  url: string,
  keyPrefix: string,
  name = 'Redis',
): Promise<RedisClient> {
  // Loaded only with REDIS_URL: one process without Redis does not pay for the client at start-up.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    keyPrefix,
    connectionName: 'flexi',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  logConnectionState(client, name);
  return client;
}

/** A second connection with the same settings (pub/sub needs a connection of its own). */
export function duplicateRedisClient(client: RedisClient, name: string): RedisClient {
  const copy = client.duplicate();
  logConnectionState(copy, name);
  return copy;
}

/**
 * Logs the first error of an outage and the recovery, not every failed reconnect attempt. Without an
 * 'error' listener ioredis would print each one to the console.
 */
function logConnectionState(client: RedisClient, name: string): void {
  const logger = new Logger(name);
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.error(`Redis is unreachable (${error.message}); reconnecting`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.log('Redis is reachable again');
  });
}

/**
 * Resolves true once the connection is ready; false at its first error (Redis refused or dropped it) or
 * after `timeoutMs`, so a boot without Redis is not held up (the caller logs it and goes on).
 */
export async function whenReady(client: RedisClient, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('error', onError);
      resolve(ready);
    };
    const onReady = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
    client.on('error', onError);
  });
}

/** Closes politely (QUIT), or drops the connection when Redis does not answer. */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
