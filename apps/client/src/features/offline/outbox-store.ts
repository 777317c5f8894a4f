import { offlineDb } from '@/features/offline/offline-db';
import type { OutboxItem } from '@/features/offline/offline-db';

// Every tab of the app hears of a change, so a message sent by one tab leaves the others' timelines too.
const CHANNEL = 'flexi-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function notifyHere(): void {
  for (const listener of listeners) listener();
}

function broadcast(): void {
  notifyHere();
  channel ??= new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
}

/** Calls `listener` on every change of the outbox, in this tab or another; answers the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  if (listeners.size === 0) {
    channel ??= new BroadcastChannel(CHANNEL);
    channel.onmessage = notifyHere;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let lastSeq = 0;

/** A sequence strictly after every one this tab made, and after the clock: items keep the order they were written. */
function nextSeq(): number {
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  return lastSeq;
}

export type NewOutboxItem = Pick<OutboxItem, 'username' | 'kind' | 'conversationId' | 'text' | 'start'>;

export async function addToOutbox(item: NewOutboxItem): Promise<OutboxItem> {
  const stored: OutboxItem = {
    ...item,
    key: crypto.randomUUID(),
    seq: nextSeq(),
    createdAt: new Date().toISOString(),
    state: 'waiting',
    error: null,
  };
  const db = await offlineDb();
  await db.put('outbox', stored);
  broadcast();
  return stored;
}

/** The writer's items, in the order they were written. */
export async function readOutbox(username: string): Promise<OutboxItem[]> {
  const db = await offlineDb();
  const items = await db.getAllFromIndex('outbox', 'byUser', username);
  return items.sort((a, b) => a.seq - b.seq);
}

export async function updateOutboxItem(key: string, change: Partial<OutboxItem>): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const item = await tx.store.get(key);
  if (item) await tx.store.put({ ...item, ...change, key });
  await tx.done;
  broadcast();
}

export async function removeFromOutbox(key: string): Promise<void> {
  const db = await offlineDb();
  await db.delete('outbox', key);
  broadcast();
}

/** Forgets every item of one writer (their account is deleted). */
export async function clearOutbox(username: string): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  for (const key of await tx.store.index('byUser').getAllKeys(username)) await tx.store.delete(key);
  await tx.done;
  broadcast();
}
