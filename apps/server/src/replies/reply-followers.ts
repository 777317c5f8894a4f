import { Inject, Injectable } from '@nestjs/common';
import { EntriesRepository } from 'src/conversations/entries.repository';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { INTERRUPTED_MESSAGE } from './reply-jobs';
import { ReplyWorker } from './reply-worker';
import {
  isFinalStatus,
  REPLY_STREAM_BUS,
  type ReplyEvent,
  type ReplyStreamBus,
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

/**
 * Follows replies that any instance generates: for a subscriber (`replyStream`), and for a caller that waits
 * for the stored reply (a mutation without `stream`, the REST API).
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
   * Listens for the reply of `entry`, for a caller that waits for it; called before the reply begins, so no
   * step can be missed. (A job queued with its entry that another instance runs may end before: the periodic
   * check sees it.)
   */
  async listen(entry: EntryEntity): Promise<Waiting> {
    const pending: ReplyEvent = { entryId: entry.id, delta: '', text: '', status: 'pending', error: null };
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
      entryId: entry.id,
      delta: '',
      text: stored?.replyText ?? '',
      status: stored?.replyStatus ?? 'failed',
      error: stored ? stored.replyError : INTERRUPTED_MESSAGE,
    });
  }
}

function toReplyEvent(entry: EntryEntity): ReplyEvent {
  const text = entry.replyText ?? '';
  return { entryId: entry.id, delta: text, text, status: entry.replyStatus, error: entry.replyError };
}
