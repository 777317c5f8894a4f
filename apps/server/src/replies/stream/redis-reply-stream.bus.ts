import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { closeRedisClient, duplicateRedisClient, type RedisClient, whenReady } from 'src/redis/redis-client';
import { ReplyListeners } from './reply-listeners';
import {
  isFinalReply,
  type LiveSteps,
  replayFrom,
  type ReplyEvent,
  type ReplyStreamBus,
  type StoredReply,
} from './reply-stream.port';

// Refreshed by every step, so it only runs out when the generating instance died mid-reply; matches the
// five minutes after which a pending reply may be retried.
const SNAPSHOT_TTL_SECONDS = 300;
const SUBSCRIBER_BOOT_WAIT_MS = 5_000;

interface ChannelSubscription {
  followers: number;
  subscribed: Promise<unknown>;
}

/**
 * The bus shared by several instances: each step is PUBLISHed on the entry's channel and on its
 * conversation's, and kept as the reply's snapshot under a key with a TTL (removed when the reply ends), so a
 * follower on another instance that joins mid-reply gets the text so far. A dedicated subscriber connection
 * holds one SUBSCRIBE per followed entry or watched conversation, shared by this instance's listeners of it.
 */
export class RedisReplyStreamBus implements ReplyStreamBus, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RedisReplyStreamBus.name);
  private readonly subscriber: RedisClient;
  private readonly listeners = new ReplyListeners();
  private readonly watchers = new ReplyListeners();
  private readonly channels = new Map<string, ChannelSubscription>();
  // ioredis puts keyPrefix before keys but not before pub/sub channels: the bus does that itself.
  private readonly channelPrefix: string;
  private readonly conversationPrefix: string;
  private publishFailing = false;

  constructor(private readonly redis: RedisClient) {
    this.channelPrefix = `${redis.options.keyPrefix ?? ''}reply:`;
    this.conversationPrefix = `${redis.options.keyPrefix ?? ''}conversation-replies:`;
    this.subscriber = duplicateRedisClient(redis, 'ReplyStreamBus');
    this.subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
  }

  /** Lets the first followers after boot find the subscriber connected. */
  async onModuleInit(): Promise<void> {
    await whenReady(this.subscriber, SUBSCRIBER_BOOT_WAIT_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedisClient(this.subscriber);
  }

  /**
   * One round trip per step (SET or DEL, then a PUBLISH on the entry's channel and one on its conversation's,
   * pipelined). A failure is logged, not thrown: the
   * reply still completes and is stored, and followers that missed the end read it from the database.
   */
  async publish(event: ReplyEvent): Promise<void> {
    const payload = JSON.stringify(event);
    const pipeline = this.redis.pipeline();
    if (isFinalReply(event)) pipeline.del(snapshotKey(event.entryId));
    else pipeline.set(snapshotKey(event.entryId), payload, 'EX', SNAPSHOT_TTL_SECONDS);
    pipeline.publish(this.channelPrefix + event.entryId, payload);
    pipeline.publish(this.conversationPrefix + event.conversationId, payload);
    try {
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (failed) throw failed;
      if (this.publishFailing) this.logger.log('Reply steps reach Redis again');
      this.publishFailing = false;
    } catch (error) {
      // Once per outage, not once per token.
      if (!this.publishFailing)
        this.logger.warn(`Reply steps cannot reach Redis (${errorText(error)}); replies go on unstreamed`);
      this.publishFailing = true;
    }
  }

  async *follow(entryId: string, stored: StoredReply): AsyncGenerator<ReplyEvent> {
    const channel = this.channelPrefix + entryId;
    const live = this.listeners.listen(entryId);
    const subscription = this.join(channel);
    try {
      // SUBSCRIBE is acknowledged before the snapshot is read: a step published after the read is heard.
      await subscription.subscribed;
      const snapshot = (await this.snapshot(entryId)) ?? (await stored());
      yield* replayFrom(snapshot, live);
    } finally {
      await live.return();
      await this.leave(channel, subscription);
    }
  }

  /** Resolves once Redis has acknowledged the SUBSCRIBE: every step published after that is heard. */
  async watch(conversationId: string): Promise<LiveSteps> {
    const channel = this.conversationPrefix + conversationId;
    const live = this.watchers.listen(conversationId);
    const subscription = this.join(channel);
    const stop = async () => {
      await live.return();
      await this.leave(channel, subscription);
    };
    try {
      await subscription.subscribed;
    } catch (error) {
      await stop();
      throw error;
    }
    let stopped: Promise<void> | undefined;
    return {
      next: () => live.next(),
      return: async () => {
        stopped ??= stop();
        await stopped;
        return { done: true, value: undefined };
      },
    };
  }

  private join(channel: string): ChannelSubscription {
    let subscription = this.channels.get(channel);
    if (!subscription) {
      const created: ChannelSubscription = { followers: 0, subscribed: this.subscriber.subscribe(channel) };
      // A failed SUBSCRIBE (Redis down) is not kept: the next follower tries again.
      created.subscribed.catch(() => {
        if (this.channels.get(channel) === created) this.channels.delete(channel);
      });
      this.channels.set(channel, created);
      subscription = created;
    }
    subscription.followers += 1;
    return subscription;
  }

  private async leave(channel: string, subscription: ChannelSubscription): Promise<void> {
    subscription.followers -= 1;
    if (subscription.followers > 0 || this.channels.get(channel) !== subscription) return;
    this.channels.delete(channel);
    // Commands on one connection run in order, so a follower joining now re-SUBSCRIBEs after this.
    await this.subscriber.unsubscribe(channel).catch((error: unknown) => {
      this.logger.warn(`Could not unsubscribe from ${channel}: ${errorText(error)}`);
    });
  }

  private async snapshot(entryId: string): Promise<ReplyEvent | undefined> {
    const payload = await this.redis.get(snapshotKey(entryId));
    return payload ? parseEvent(payload) : undefined;
  }

  private deliver(channel: string, message: string): void {
    const [listeners, prefix] = channel.startsWith(this.channelPrefix)
      ? [this.listeners, this.channelPrefix]
      : channel.startsWith(this.conversationPrefix)
        ? [this.watchers, this.conversationPrefix]
        : [];
    if (!listeners || !prefix) return;
    const event = parseEvent(message);
    if (event) listeners.emit(channel.slice(prefix.length), event);
  }
}

const snapshotKey = (entryId: string) => `reply-snapshot:${entryId}`;

function parseEvent(payload: string): ReplyEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ReplyEvent> | null;
    // Not conversationId nor ownerId: an instance of the version before them still publishes steps that
    // followers of the entry need; a watcher checks both itself.
    if (typeof value?.entryId !== 'string' || typeof value.text !== 'string') return undefined;
    return value as ReplyEvent;
  } catch {
    return undefined;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
