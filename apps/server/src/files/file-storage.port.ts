import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are chosen by the caller (`ab/cd/<uuid>`): letters, digits, `-` and `_`
 * in `/`-separated segments. A failed `put` leaves nothing behind under the key.
 */
export interface FileStorage {
  /** Stores the stream's bytes under `key`; rejects (and keeps nothing) when the stream fails. */
  put(key: string, content: Readable): Promise<void>;
  /** The stored bytes; rejects when there are none under `key`. */
  open(key: string): Promise<Readable>;
  /** Deletes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
