/**
 * Whether an `entries` row's share link works now: shared, and not past its expiry (no expiry: it never
 * expires). The share rule in SQL, written once for every statement that reads it; `isShareLive`
 * (conversations/entry-share.ts) is its one mirror for entries already read, and the share-expiry
 * integration suite checks that the two agree.
 */
export const SHARE_IS_LIVE_SQL =
  '(shared_at IS NOT NULL AND (share_expires_at IS NULL OR share_expires_at > now()))';
