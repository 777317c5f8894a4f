import { Injectable } from '@nestjs/common';
import { ReplyListeners } from './reply-listeners';
import {
  isFinalReply,
  type LiveSteps,
  replayFrom,
  type ReplyEvent,
  type ReplyStreamBus,
  type StoredReply,
} from './reply-stream.port';

/** The bus of a single instance (REDIS_URL unset): replies in flight are kept in memory. */
@Injectable()
export class InProcessReplyStreamBus implements ReplyStreamBus {
  private readonly listeners = new ReplyListeners();
  private readonly watchers = new ReplyListeners();
  private readonly inFlight = new Map<string, ReplyEvent>();

  publish(event: ReplyEvent): Promise<void> {
    if (isFinalReply(event)) this.inFlight.delete(event.entryId);
    else this.inFlight.set(event.entryId, event);
    this.listeners.emit(event.entryId, event);
    this.watchers.emit(event.conversationId, event);
    return Promise.resolve();
  }

  async *follow(entryId: string, stored: StoredReply): AsyncGenerator<ReplyEvent> {
    const live = this.listeners.listen(entryId);
    try {
      const snapshot = this.inFlight.get(entryId) ?? (await stored());
      yield* replayFrom(snapshot, live);
    } finally {
      await live.return();
    }
  }

  watch(conversationId: string): Promise<LiveSteps> {
    return Promise.resolve(this.watchers.listen(conversationId));
  }
}
