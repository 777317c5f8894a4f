import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { StartConversationInput } from '@/gql/graphql';

/** What a writer sent while the server could not be reached, kept until it is sent (or they discard it). */
export interface OutboxItem {
  /** Made here (crypto.randomUUID); the item's place in the outbox. */
  key: string;
  /** Whose item it is: a shared browser never sends one writer's words as another's. */
  username: string;
  /** The order items are sent in: the order they were written. */
  seq: number;
  createdAt: string;
  kind: 'message' | 'note' | 'start';
  /** The conversation a message or note belongs to; null for a start. */
  conversationId: string | null;
  /** A message's or note's words. */
  text: string;
  /** A start's topic, project name and answers. */
  start: StartConversationInput | null;
  /** `refused`: the server answered with an error (`error`); the words stay until the writer acts. */
  state: 'waiting' | 'refused';
  error: string | null;
}

/** What this folder reads of a kept conversation; the journey stores (and reads back) its whole page. */
export interface KeptConversation {
  id: string;
  title: string;
  projectName: string;
  createdAt: string;
}

/** A conversation's page as the writer last saw it, to read it again with no connection. */
export interface ConversationSnapshot<T extends KeptConversation = KeptConversation> {
  username: string;
  conversationId: string;
  savedAt: number;
  conversation: T;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxItem; indexes: { byUser: string } };
  snapshots: {
    key: [string, string];
    value: ConversationSnapshot;
    /** A writer's copies, oldest first. */
    indexes: { byUserSavedAt: [string, number] };
  };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const DB_NAME = 'flexi-offline';
const DB_VERSION = 1;

let opening: Promise<OfflineDb> | undefined;

/** The browser's database of what is kept offline, opened once per page. */
export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('byUser', 'username');
      db.createObjectStore('snapshots', { keyPath: ['username', 'conversationId'] }).createIndex(
        'byUserSavedAt',
        ['username', 'savedAt'],
      );
    },
  }).catch((error: unknown) => {
    // Private modes and blocked storage: the next call tries again, and callers keep working without it.
    opening = undefined;
    throw error;
  });
  return opening;
}
