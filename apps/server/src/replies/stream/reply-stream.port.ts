import type { CitedEntry } from 'src/conversations/dto/remembered-entry.model';
import type { EntryEntity, ReplyStatus } from 'src/conversations/entry.entity';

/** One step of a reply being generated. `text` is the whole reply so far: render it, don't append deltas. */
export interface ReplyEvent {
  entryId: string;
  /**
   * The entry's conversation and owner: the step also goes to the conversation's watchers (`watch`), who
   * check both against the conversation they were let into. Not part of the GraphQL answer.
   */
  conversationId: string;
  ownerId: string;
  delta: string;
  text: string;
  status: ReplyStatus;
  error: string | null;
  /** Who writes the reply (Entry.replyBy), when the step's publisher knows it. */
  by?: string | null;
  /** What the text cites (a journal answer's entries), on the steps that set or confirm them. */
  citations?: CitedEntry[];
}

/** Whose step it is: the entry, its conversation and its owner. */
export function stepOf(
  entry: Pick<EntryEntity, 'id' | 'conversationId' | 'ownerId'>,
): Pick<ReplyEvent, 'entryId' | 'conversationId' | 'ownerId'> {
  return { entryId: entry.id, conversationId: entry.conversationId, ownerId: entry.ownerId };
}

/** Reads the reply as the database has it; called only once the follower is listening. */
export type StoredReply = () => Promise<ReplyEvent>;

/** Steps as they are published, buffered from the moment they are listened for until `return()`. */
export type LiveSteps = AsyncIterator<ReplyEvent> & { return(): Promise<IteratorResult<ReplyEvent>> };

/**
 * Carries reply text from the instance generating it to every follower of the reply (`replyStream`) and every
 * watcher of its conversation (`conversationReplies`). In-process for one server (the default); over Redis
 * pub/sub when several instances share REDIS_URL.
 */
export interface ReplyStreamBus {
  publish(event: ReplyEvent): Promise<void>;
  /**
   * The reply as it is now, then every change until it is complete or failed. Implementations start
   * listening before they read the current state (their in-flight snapshot, else `stored()`), so a step or
   * the final event published in between is never lost.
   */
  follow(entryId: string, stored: StoredReply): AsyncIterable<ReplyEvent>;
  /**
   * Every step of the conversation's replies published once the promise resolves (the bus listens then, on
   * every instance's publishes), until `return()`. Steps only: no snapshot, and it never ends by itself.
   */
  watch(conversationId: string): Promise<LiveSteps>;
}

export const REPLY_STREAM_BUS = Symbol('REPLY_STREAM_BUS');

export const isFinalStatus = (status: ReplyStatus) => status === 'complete' || status === 'failed';

export const isFinalReply = (event: ReplyEvent) => isFinalStatus(event.status);

/**
 * Steps through a reply's events until the final one, or until `stop` aborts: a draining instance answers
 * its waiting callers with the reply as stored (pending, handed back to the queue) rather than never.
 */
export async function untilFinal(events: AsyncIterator<ReplyEvent>, stop: AbortSignal): Promise<void> {
  let resolveStopped!: (value: 'stopped') => void;
  const stopped = new Promise<'stopped'>((resolve) => (resolveStopped = resolve));
  const onStop = () => resolveStopped('stopped');
  stop.addEventListener('abort', onStop, { once: true });
  if (stop.aborted) onStop();
  try {
    for (;;) {
      const next = await Promise.race([events.next(), stopped]);
      if (next === 'stopped' || next.done || isFinalReply(next.value)) return;
    }
  } finally {
    stop.removeEventListener('abort', onStop);
  }
}

/**
 * Yields `snapshot`, then each live event that adds to it, until the reply is final. `live` must already be
 * listening. A live step no longer than what was shown is one the snapshot already held (it was published
 * while the snapshot was read): skipped, so the text never goes backwards, but for a reset to nothing.
 */
export async function* replayFrom(
  snapshot: ReplyEvent,
  live: AsyncIterator<ReplyEvent>,
): AsyncGenerator<ReplyEvent> {
  yield snapshot;
  if (isFinalReply(snapshot)) return;
  let shown = snapshot.text.length;
  for (;;) {
    const next = await live.next();
    if (next.done) return;
    const event = next.value;
    // An empty pending step is a reset (a draining instance handed the reply back): always shown.
    if (!isFinalReply(event) && event.text !== '' && event.text.length <= shown) continue;
    yield event;
    if (isFinalReply(event)) return;
    shown = event.text.length;
  }
}
