import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ForgetChannel } from 'src/redis/forget-channel';
import { REDIS, type RedisClient } from 'src/redis/redis-client';
import type { WebhookEventName } from 'src/webhooks/webhook-event';
import { WebhookEventsRepository } from './webhook-events.repository';

// How long an instance trusts what it read of a writer's webhooks. A webhook created or changed is seen at
// once here and, through Redis, on every instance; this bounds it while Redis is unreachable.
const CACHE_MS = 10_000;
// Writers remembered at once; past it the memory starts over (a cache, not a store).
const CACHE_MAX = 10_000;

interface Wanted {
  events: ReadonlySet<WebhookEventName>;
  readAt: number;
}

/**
 * The way features tell webhooks that something happened (the one way in: the features call this, webhooks
 * know none of them). `wants` is answered from memory almost always, so a writer without webhooks pays
 * nothing on the way to a reply; `emit` records a delivery per webhook in the caller's transaction.
 */
@Injectable()
export class WebhookEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly wanted = new Map<string, Wanted>();
  // Counts what was forgotten: a read that overlapped a change does not keep what it read.
  private forgotten = 0;
  private readonly changed: ForgetChannel;

  constructor(
    private readonly repository: WebhookEventsRepository,
    @Inject(REDIS) redis: RedisClient | null,
  ) {
    this.changed = new ForgetChannel(redis, 'webhooks-changed', {
      forget: (ownerId) => this.forgetLocally(ownerId),
      forgetAll: () => this.forgetLocally(null),
    });
  }

  async onModuleInit(): Promise<void> {
    await this.changed.open();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.changed.close();
  }

  /** Whether an enabled webhook of the owner wants the event. */
  async wants(ownerId: string, event: WebhookEventName): Promise<boolean> {
    const known = this.wanted.get(ownerId);
    if (known && Date.now() - known.readAt < CACHE_MS) return known.events.has(event);
    const forgottenBefore = this.forgotten;
    const events = new Set(await this.repository.wantedEvents(ownerId));
    if (this.forgotten !== forgottenBefore) return events.has(event);
    if (this.wanted.size >= CACHE_MAX) this.wanted.clear();
    this.wanted.set(ownerId, { events, readAt: Date.now() });
    return events.has(event);
  }

  /**
   * Records the event for each webhook of the owner that wants it, with `data` as the API shows the object;
   * in `manager`'s transaction, so a delivery exists exactly when the change it tells of was committed.
   */
  async emit(ownerId: string, event: WebhookEventName, data: unknown, manager: EntityManager): Promise<void> {
    await this.repository.record(ownerId, { event, timestamp: new Date().toISOString(), data }, manager);
  }

  /** The owner's webhooks changed: every instance reads them again next time. */
  async forget(ownerId: string): Promise<void> {
    await this.changed.forget(ownerId);
  }

  private forgetLocally(ownerId: string | null): void {
    this.forgotten += 1;
    if (ownerId === null) this.wanted.clear();
    else this.wanted.delete(ownerId);
  }
}
