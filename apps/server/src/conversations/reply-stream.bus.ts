import { Injectable } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import type { ReplyStatus } from './entry.entity';

/** One step of a reply being generated. `text` is the whole reply so far: render it, don't append deltas. */
export interface ReplyEvent {
  entryId: string;
  delta: string;
  text: string;
  status: ReplyStatus;
  error: string | null;
}

const topicOf = (entryId: string) => `reply:${entryId}`;
const isFinal = (event: ReplyEvent) => event.status === 'complete' || event.status === 'failed';

/**
 * Carries reply text from the generator to subscribers. In-process for one server; the same interface can
 * sit on Redis pub/sub when several instances run.
 */
@Injectable()
export class ReplyStreamBus {
  private readonly pubsub = new PubSub();
  private readonly inFlight = new Map<string, ReplyEvent>();

  async publish(event: ReplyEvent): Promise<void> {
    if (isFinal(event)) this.inFlight.delete(event.entryId);
    else this.inFlight.set(event.entryId, event);
    await this.pubsub.publish(topicOf(event.entryId), event);
  }

  /**
   * The reply as it is now, then every change until it is complete or failed. Subscribes before reading the
   * snapshot, so nothing published in between is lost (at worst one step is seen twice, which `text` makes
   * harmless). `stored` is the database state, used when no generation is running here.
   */
  async *follow(entryId: string, stored: ReplyEvent): AsyncGenerator<ReplyEvent> {
    const live: AsyncIterableIterator<ReplyEvent> = this.pubsub.asyncIterableIterator<ReplyEvent>(
      topicOf(entryId),
    );
    try {
      const snapshot = this.inFlight.get(entryId) ?? stored;
      yield snapshot;
      if (isFinal(snapshot)) return;
      for await (const event of live) {
        yield event;
        if (isFinal(event)) return;
      }
    } finally {
      await live.return?.();
    }
  }
}
