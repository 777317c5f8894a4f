import { readTokenUsername } from '@/features/session/token-storage';

// Drafts live in localStorage so a reload, a crash or an expired session never loses typed text. They are
// kept per user, so a shared browser never shows one person's words to the next.
const PREFIX = 'draft:';

function storageKey(key: string, username = readTokenUsername() ?? 'anonymous'): string {
  return `${PREFIX}${username}:${key}`;
}

export function readDraft<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(storageKey(key), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft lives on in memory only.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(storageKey(key));
  } catch {
    // ignored: see writeDraft
  }
}

/** Drops every draft of the user (an explicit logout: spec §4 clears all conversation state). */
export function clearUserDrafts(username: string | null = readTokenUsername()): void {
  try {
    const prefix = storageKey('', username ?? 'anonymous');
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) window.localStorage.removeItem(key);
  } catch {
    // ignored: see writeDraft
  }
}
