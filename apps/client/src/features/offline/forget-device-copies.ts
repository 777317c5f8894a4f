import { clearSnapshots } from '@/features/offline/conversation-snapshots';
import { clearOutbox } from '@/features/offline/outbox-store';

/**
 * An explicit logout: the copies kept for reading offline go (a shared browser shows the next person nothing).
 * What waits to be sent stays, the writer's alone, and is sent when they sign in again: words are never lost.
 */
export function forgetOfflineCopies(username: string | null): void {
  if (username) void clearSnapshots(username);
}

/** The account is deleted: nothing of it stays on this device, not even unsent words (there is nowhere to send them). */
export function forgetEverythingKept(username: string | null): void {
  if (!username) return;
  void clearSnapshots(username);
  void clearOutbox(username).catch(() => undefined);
}
