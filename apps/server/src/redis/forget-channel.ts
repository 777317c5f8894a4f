import { Logger } from '@nestjs/common';
import { closeRedisClient, duplicateRedisClient, type RedisClient, whenReady } from './redis-client';

const SUBSCRIBER_BOOT_WAIT_MS = 5_000;

/** What an instance does when told to forget: one key, or everything (it may have missed messages). */
export interface Forgetting {
  forget(key: string): void;
  forgetAll(): void;
}

/**
 * A Redis channel on which instances tell each other to forget what they keep in memory for a key (a writer's
 * sessions, a writer's webhooks), so a change made on one instance holds on all of them at once rather than
 * when their caches run out. Without Redis nothing travels (one instance has only its own memory). After a
 * reconnect every instance forgets everything, since it may have missed a message meanwhile.
 */
export class ForgetChannel {
  private readonly logger: Logger;
  private readonly subscriber: RedisClient | null;
  private readonly channel: string;

  constructor(
    private readonly redis: RedisClient | null,
    name: string,
    private readonly forgetting: Forgetting,
  ) {
    this.logger = new Logger(`ForgetChannel ${name}`);
    // ioredis puts keyPrefix before keys but not before pub/sub channels.
    this.channel = `${redis?.options.keyPrefix ?? ''}${name}`;
    this.subscriber = redis ? duplicateRedisClient(redis, `ForgetChannel ${name}`) : null;
    this.subscriber?.on('message', (_channel: string, key: string) => forgetting.forget(key));
    this.subscriber?.on('ready', () => forgetting.forgetAll());
  }

  /** Listens (ioredis subscribes again by itself after a reconnect); waits a little for Redis at boot. */
  async open(): Promise<void> {
    if (!this.subscriber) return;
    this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn(`Could not subscribe: ${String(error)}`);
    });
    await whenReady(this.subscriber, SUBSCRIBER_BOOT_WAIT_MS);
  }

  async close(): Promise<void> {
    if (this.subscriber) await closeRedisClient(this.subscriber);
  }

  /** Forgets `key` here and tells the other instances; false when they could not be told. */
  async forget(key: string): Promise<boolean> {
    this.forgetting.forget(key);
    if (!this.redis) return true;
    try {
      await this.redis.publish(this.channel, key);
      return true;
    } catch (error) {
      this.logger.warn(`Could not tell other instances to forget ${key}: ${String(error)}`);
      return false;
    }
  }
}
