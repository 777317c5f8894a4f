import { Inject, Injectable } from '@nestjs/common';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import { EntriesRepository } from 'src/conversations/entries.repository';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { INTERRUPTED_MESSAGE } from './reply-jobs';
import { ReplyWorker } from './reply-worker';
import {
  isFinalStatus,
  type LiveSteps,
  REPLY_STREAM_BUS,
  type ReplyEvent,
  type ReplyStreamBus,
  stepOf,
  untilFinal,
} from './stream/reply-stream.port';

// While a caller waits for a reply, the database is read this often in case a step on the bus was missed
// (a reply failed by another instance's sweep, a bus that dropped a message).
const WAIT_CHECK_MS = 5_000;

/** A caller's wait for one reply, listening from the moment it was made. */
export interface Waiting {
  /** Resolves once the reply is stored (complete or failed), or this instance has drained. */
  untilStored(): Promise<void>;
  close(): void;
}

/** What a conversation's watcher is sent: first that it listens, then each step of the conversation's replies. */
export interface WatchedStep {
  listening: boolean;
  reply: ReplyEvent | null;
}

/**
 * Follows replies that any instance generates: for a subscriber to one reply (`replyStream`) or to a
 * conversation's (`conversationReplies`), and for a caller that waits for the stored reply (a mutation
 * without `stream`, the REST API).
 */
@Injectable()
export class ReplyFollowers {
  constructor(
    private readonly entries: EntriesRepository,
    private readonly worker: ReplyWorker,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
  ) {}

  /**
   * The reply's current state, then its changes until it is complete or failed. The entry is read again by
   * the bus once it listens: a reply that ended since the caller read it is seen ended.
   */
  follow(entry: EntryEntity): AsyncIterable<ReplyEvent> {
    return this.bus.follow(entry.id, async () =>
      toReplyEvent((await this.entries.findEntry(entry.ownerId, entry.id)) ?? entry),
    );
  }

  /**
   * Every step of the conversation's replies from the moment this resolves, on whichever instance they are
   * generated: the bus listens before the first event (`listening`) is sent, so a client that waits for it
   * before asking for a reply misses none of it. The caller has checked that the conversation is the owner's;
   * each step is checked again against both, so no step of another's reaches the watcher.
   */
  async watch(conversation: Pick<ConversationEntity, 'id' | 'ownerId'>): Promise<AsyncIterable<WatchedStep>> {
    return watching(await this.bus.watch(conversation.id), conversation);
  }

  /**
   * Listens for the reply of `entry`, for a caller that waits for it; called before the reply begins, so no
   * step can be missed. (A job queued with its entry that another instance runs may end before: the periodic
   * check sees it.)
   */
  async listen(entry: EntryEntity): Promise<Waiting> {
    const pending: ReplyEvent = { ...stepOf(entry), delta: '', text: '', status: 'pending', error: null };
    const events = this.bus.follow(entry.id, () => Promise.resolve(pending))[Symbol.asyncIterator]();
    // The first step is the snapshot: once it is read, the bus listens.
    await events.next();
    const checker = setInterval(() => void this.republishIfStored(entry), WAIT_CHECK_MS);
    return {
      untilStored: () => untilFinal(events, this.worker.drainedSignal),
      close: () => {
        clearInterval(checker);
        // Not awaited: after a drain the follower may still wait for a step that will not come here.
        void events.return?.(undefined);
      },
    };
  }

  /**
   * Puts a stored outcome on the bus, which ends every follower that missed it (this waiter included). An
   * entry deleted meanwhile (its conversation was) will never get one: its followers are ended too.
   */
  private async republishIfStored(entry: EntryEntity): Promise<void> {
    let stored: EntryEntity | null;
    try {
      stored = await this.entries.findEntry(entry.ownerId, entry.id);
    } catch {
      return; // the database is out of reach: the next check tries again
    }
    if (stored && !isFinalStatus(stored.replyStatus)) return;
    await this.bus.publish({
      ...stepOf(entry),
      delta: '',
      text: stored?.replyText ?? '',
      status: stored?.replyStatus ?? 'failed',
      error: stored ? stored.replyError : INTERRUPTED_MESSAGE,
    });
  }
}

function toReplyEvent(entry: EntryEntity): ReplyEvent {
  const text = entry.replyText ?? '';
  return {
    ...stepOf(entry),
    delta: text,
    text,
    status: entry.replyStatus,
    error: entry.replyError,
    by: entry.replyBy,
  };
}

/**
 * `live` as a watcher's events: `listening` first, then the steps of this conversation and owner only. An
 * iterator of its own rather than a generator, so that leaving before the first event still stops `live`.
 */
function watching(
  live: LiveSteps,
  { id, ownerId }: Pick<ConversationEntity, 'id' | 'ownerId'>,
): AsyncIterable<WatchedStep> {
  let listeningSent = false;
  const ended = { done: true, value: undefined } as const;
  const iterator: AsyncIterator<WatchedStep> = {
    next: async () => {
      if (!listeningSent) {
        listeningSent = true;
        return { done: false, value: { listening: true, reply: null } };
      }
      for (;;) {
        const step = await live.next();
        if (step.done) return ended;
        if (step.value.conversationId === id && step.value.ownerId === ownerId)
          return { done: false, value: { listening: false, reply: step.value } };
      }
    },
    return: async () => {
      await live.return();
      return ended;
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}
