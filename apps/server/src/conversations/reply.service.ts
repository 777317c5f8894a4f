import { Inject, Injectable } from '@nestjs/common';
import { ConversationsRepository } from './conversations.repository';
import type { EntryEntity } from './entry.entity';
import { INTERRUPTED_MESSAGE } from './reply-jobs';
import { REPLY_STREAM_BUS, type ReplyEvent, type ReplyStreamBus } from './reply-stream.port';
import { type QueuedWithEntry, ReplyWorker } from './reply-worker';

// While a caller waits for a reply, the database is read this often in case a step on the bus was missed
// (a reply failed by another instance's sweep, a bus that dropped a message).
const WAIT_CHECK_MS = 5_000;

const isFinal = (status: EntryEntity['replyStatus']) => status === 'complete' || status === 'failed';

/**
 * Steps through a reply's events until the final one, or until `stop` aborts: a draining instance answers
 * its waiting callers with the reply as stored (pending, handed back to the queue) rather than never.
 */
async function untilFinal(events: AsyncIterator<ReplyEvent>, stop: AbortSignal): Promise<void> {
  let resolveStopped!: (value: 'stopped') => void;
  const stopped = new Promise<'stopped'>((resolve) => (resolveStopped = resolve));
  const onStop = () => resolveStopped('stopped');
  stop.addEventListener('abort', onStop, { once: true });
  if (stop.aborted) onStop();
  try {
    for (;;) {
      const next = await Promise.race([events.next(), stopped]);
      if (next === 'stopped' || next.done || isFinal(next.value.status)) return;
    }
  } finally {
    stop.removeEventListener('abort', onStop);
  }
}

/** Asks for the AI reply of an opening or continuation entry: a job any instance may run. */
@Injectable()
export class ReplyService {
  constructor(
    private readonly repository: ConversationsRepository,
    private readonly worker: ReplyWorker,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
  ) {}

  /** A reply to queue with the entry being written (ConversationsRepository.append), then to respond() with. */
  queueing(): QueuedWithEntry {
    return this.worker.queueing();
  }

  /**
   * Queues the reply of a pending entry. With `wait`, resolves once it is stored (complete or failed), from
   * whichever instance ran it; without, returns at once and the reply streams to `replyStream` subscribers.
   * `queued`: asked for with the entry (see ReplyWorker.queueing): it only has to start.
   */
  async respond(entry: EntryEntity, wait: boolean, queued?: QueuedWithEntry): Promise<EntryEntity> {
    const ask = () => (queued ? this.worker.begin(entry, queued) : this.worker.enqueue(entry));
    if (!wait) {
      await ask();
      return entry;
    }
    const pending: ReplyEvent = { entryId: entry.id, delta: '', text: '', status: 'pending', error: null };
    const events = this.bus.follow(entry.id, () => Promise.resolve(pending))[Symbol.asyncIterator]();
    const checker = setInterval(() => void this.republishIfStored(entry), WAIT_CHECK_MS);
    try {
      // Subscribed (the first step is the snapshot) before the reply starts here, so no step can be missed.
      // (A job queued with its entry that another instance runs may end before: the check below sees it.)
      await events.next();
      await ask();
      await untilFinal(events, this.worker.drainedSignal);
    } finally {
      clearInterval(checker);
      // Not awaited: after a drain the follower may still wait for a step that will not come here.
      void events.return?.(undefined);
    }
    return (await this.repository.findEntry(entry.ownerId, entry.id)) ?? entry;
  }

  /**
   * Puts a stored outcome on the bus, which ends every follower that missed it (this waiter included). An
   * entry deleted meanwhile (its conversation was) will never get one: its followers are ended too.
   */
  private async republishIfStored(entry: EntryEntity): Promise<void> {
    let stored: EntryEntity | null;
    try {
      stored = await this.repository.findEntry(entry.ownerId, entry.id);
    } catch {
      return; // the database is out of reach: the next check tries again
    }
    if (stored && !isFinal(stored.replyStatus)) return;
    await this.bus.publish({
      entryId: entry.id,
      delta: '',
      text: stored?.replyText ?? '',
      status: stored?.replyStatus ?? 'failed',
      error: stored ? stored.replyError : INTERRUPTED_MESSAGE,
    });
  }
}
