import { EventEmitter, on } from 'node:events';
import type { LiveSteps, ReplyEvent } from './reply-stream.port';

/**
 * Hands each published step to the listeners of one key (an entry, or a conversation) in this process. Unlike graphql-subscriptions'
 * iterators, which subscribe on their first `next()`, `listen()` listens from the moment it is called: the
 * buses call it before reading the snapshot, so nothing published meanwhile is missed.
 */
export class ReplyListeners {
  // One listener per follower; many followers of one reply are normal, not a leak.
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  emit(key: string, event: ReplyEvent): void {
    this.emitter.emit(key, event);
  }

  /** Buffers every step from now on until `return()` is called. */
  listen(key: string): LiveSteps {
    const steps = on(this.emitter, key) as AsyncIterator<[ReplyEvent]>;
    return {
      next: async () => {
        const step = await steps.next();
        return step.done ? { done: true, value: undefined } : { done: false, value: step.value[0] };
      },
      return: async () => {
        await steps.return?.();
        return { done: true, value: undefined };
      },
    };
  }
}
