import type { ApolloClient } from '@apollo/client';
import {
  AddNoteDocument,
  ContinueConversationDocument,
  StartConversationDocument,
} from '@/features/journey/graphql/journey.generated';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { appendEntry } from '@/features/journey/timeline-cache';
import type { OutboxItem } from '@/features/offline/offline-db';
import type { OutboxNotifier, SentEntry, SentItem } from '@/features/offline/OutboxContext';
import {
  onOutboxChange,
  readOutbox,
  removeFromOutbox,
  updateOutboxItem,
} from '@/features/offline/outbox-store';
import { classifySendFailure } from '@/features/offline/send-outcome';
import { readTokenUsername } from '@/features/session/token-storage';
import { errorReason } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

// While items wait on a connection the browser calls online (a captive portal, a server restarting), they are
// tried again this often.
const RETRY_MS = 15_000;
// Only one tab sends: two would send the same words twice.
const LOCK_NAME = 'flexi-outbox-send';
// What was sent lately is remembered for views that load a conversation while it is sent into (sentInto).
const SENT_REMEMBERED = 50;

/**
 * Sends what was written offline, in the order it was written, whenever the connection may be back: at start,
 * on the browser's `online` event, when something is added, and every 15 s while items wait. A refused item
 * keeps its words and its error for the writer; the items after it are still sent.
 */
export class OutboxSender implements OutboxNotifier {
  private running = false;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly sentListeners = new Set<(sent: SentItem) => void>();
  private readonly sentLately: SentEntry[] = [];

  constructor(private readonly client: ApolloClient) {}

  start(): () => void {
    const kick = () => void this.flush();
    window.addEventListener('online', kick);
    const stopListening = onOutboxChange(kick);
    kick();
    return () => {
      window.removeEventListener('online', kick);
      stopListening();
      clearTimeout(this.retryTimer);
    };
  }

  /** Hears of each item the server stored (the journey follows its reply when its conversation is open). */
  onSent(listener: (sent: SentItem) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  sentInto(conversationId: string): SentEntry[] {
    return this.sentLately.filter((entry) => entry.conversationId === conversationId);
  }

  async flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        await withSendLock(() => this.sendWaiting());
      } while (this.again);
    } finally {
      this.running = false;
    }
  }

  private async sendWaiting(): Promise<void> {
    const username = readTokenUsername();
    if (!username) return;
    // Read again after each send: what was written meanwhile, here or in another tab, joins the end.
    for (;;) {
      if (!navigator.onLine) return;
      const next = (await readOutbox(username)).find((item) => item.state === 'waiting');
      if (!next) return;
      if ((await this.send(next)) === 'stop') {
        this.scheduleRetry();
        return;
      }
    }
  }

  private async send(item: OutboxItem): Promise<'sent' | 'refused' | 'stop'> {
    try {
      const entry = await this.store(item);
      // Remembered before anything else is awaited: a view whose page was read before the server stored this
      // may be answered meanwhile (the cache had no page to add it to), and learns of it here (sentInto).
      this.sentLately.push({
        id: entry.id,
        conversationId: entry.conversationId,
        replyStatus: entry.replyStatus,
      });
      if (this.sentLately.length > SENT_REMEMBERED) this.sentLately.shift();
      await removeFromOutbox(item.key);
      for (const listener of this.sentListeners) listener({ item, entry });
      return 'sent';
    } catch (error) {
      const failure = classifySendFailure(error);
      if (failure !== 'refused') return 'stop';
      await updateOutboxItem(item.key, { state: 'refused', error: errorReason(error) });
      return 'refused';
    }
  }

  private async store(item: OutboxItem): Promise<JourneyEntryFragment> {
    if (item.kind === 'start' && item.start) {
      const { data } = await this.client.mutate({
        mutation: StartConversationDocument,
        variables: { input: item.start },
      });
      if (!data) throw new Error(MESSAGES.networkError);
      return data.startConversation.entry;
    }
    const conversationId = item.conversationId ?? '';
    if (item.kind === 'note') {
      const { data } = await this.client.mutate({
        mutation: AddNoteDocument,
        variables: { input: { conversationId, content: item.text } },
        update: (cache, { data: answer }) => {
          if (answer) appendEntry(cache, answer.addNote, { countIt: true });
        },
      });
      if (!data) throw new Error(MESSAGES.networkError);
      return data.addNote;
    }
    const { data } = await this.client.mutate({
      mutation: ContinueConversationDocument,
      variables: { input: { conversationId, message: item.text, fileId: null } },
      update: (cache, { data: answer }) => {
        if (answer) appendEntry(cache, answer.continueConversation.entry, { countIt: false });
      },
    });
    if (!data) throw new Error(MESSAGES.networkError);
    return data.continueConversation.entry;
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), RETRY_MS);
  }
}

/** Runs `send` holding the one send lock of the origin (Web Locks), or skips when another tab holds it. */
async function withSendLock(send: () => Promise<void>): Promise<void> {
  if (!('locks' in navigator)) return send();
  await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await send();
  });
}
