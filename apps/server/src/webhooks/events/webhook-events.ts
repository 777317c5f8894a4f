import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookEventName } from 'src/webhooks/webhook-event';
import { WebhookEventsRepository } from './webhook-events.repository';

// How long an instance trusts what it read of a writer's webhooks. A webhook created or changed here is seen
// at once (forget); on other instances within this long.
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
export class WebhookEvents {
  private readonly wanted = new Map<string, Wanted>();

  constructor(private readonly repository: WebhookEventsRepository) {}

  /** Whether an enabled webhook of the owner wants the event. */
  async wants(ownerId: string, event: WebhookEventName): Promise<boolean> {
    const known = this.wanted.get(ownerId);
    if (known && Date.now() - known.readAt < CACHE_MS) return known.events.has(event);
    const events = new Set(await this.repository.wantedEvents(ownerId));
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

  /** The owner's webhooks changed: read them again next time. */
  forget(ownerId: string): void {
    this.wanted.delete(ownerId);
  }
}
