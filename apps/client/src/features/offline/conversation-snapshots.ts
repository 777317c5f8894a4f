import { offlineDb } from '@/features/offline/offline-db';
import type { ConversationSnapshot, KeptConversation } from '@/features/offline/offline-db';

/** One writer's copies in the byUserSavedAt index, oldest first. */
const writersCopies = (username: string) => IDBKeyRange.bound([username, -Infinity], [username, Infinity]);

/** How many conversations a writer can read offline: the ones opened most recently. */
export const SNAPSHOTS_KEPT = 20;

/**
 * Keeps the conversation's page as it is on screen, for reading with no connection; the oldest copies beyond
 * SNAPSHOTS_KEPT go. Storage that is full or blocked only means no offline copy.
 */
export async function saveSnapshot(username: string, conversation: KeptConversation): Promise<void> {
  try {
    const db = await offlineDb();
    const tx = db.transaction('snapshots', 'readwrite');
    await tx.store.put({ username, conversationId: conversation.id, savedAt: Date.now(), conversation });
    // Keys only, oldest first: the copies themselves (whole pages) are not read to find the ones that go.
    const kept = await tx.store.index('byUserSavedAt').getAllKeys(writersCopies(username));
    for (const stale of kept.slice(0, -SNAPSHOTS_KEPT)) await tx.store.delete(stale);
    await tx.done;
  } catch {
    // See above: the conversation is simply not readable offline.
  }
}

/**
 * The copy of one conversation, as the journey saved it (`T`, its whole page: this app wrote it, and the
 * database's version changes with its shape).
 */
export async function readSnapshot<T extends KeptConversation>(
  username: string,
  conversationId: string,
): Promise<ConversationSnapshot<T> | undefined> {
  try {
    const db = await offlineDb();
    return (await db.get('snapshots', [username, conversationId])) as ConversationSnapshot<T> | undefined;
  } catch {
    return undefined;
  }
}

/** The writer's copies, most recently opened first (what History offers offline). */
export async function listSnapshots(username: string): Promise<ConversationSnapshot[]> {
  try {
    const db = await offlineDb();
    const kept = await db.getAllFromIndex('snapshots', 'byUserSavedAt', writersCopies(username));
    return kept.reverse();
  } catch {
    return [];
  }
}

/** Forgets a writer's copies: at logout and when the account is deleted (a shared browser keeps none). */
export async function clearSnapshots(username: string): Promise<void> {
  try {
    const db = await offlineDb();
    const tx = db.transaction('snapshots', 'readwrite');
    for (const key of await tx.store.index('byUserSavedAt').getAllKeys(writersCopies(username)))
      await tx.store.delete(key);
    await tx.done;
  } catch {
    // Nothing kept, or nothing we can reach.
  }
}
