import type { EntryEntity } from './entry.entity';

type ShareState = Pick<EntryEntity, 'sharedAt' | 'shareExpiresAt'>;

/** Whether the entry was shared and its link has passed its expiry. */
export function isShareExpired(entry: ShareState, now = new Date()): boolean {
  return entry.sharedAt !== null && entry.shareExpiresAt !== null && entry.shareExpiresAt <= now;
}

/** Whether the entry's share link works now: shared, and not expired. The same rule as SHARE_IS_LIVE_SQL. */
export function isShareLive(entry: ShareState, now = new Date()): boolean {
  return entry.sharedAt !== null && !isShareExpired(entry, now);
}
