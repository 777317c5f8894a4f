import type { EntryEntity } from 'src/conversations/entry.entity';

/** What a reply job carries: enough to load the entry through the owner-scoped repository. */
export interface ReplyJobData {
  entryId: string;
  ownerId: string;
}

export const replyJobData = (entry: Pick<EntryEntity, 'id' | 'ownerId'>): ReplyJobData => ({
  entryId: entry.id,
  ownerId: entry.ownerId,
});

export const REPLY_QUEUE = 'ai-reply';

/** How often a worker stamps `reply_heartbeat_at` while it generates a reply. */
export const HEARTBEAT_MS = 5_000;
/** A pending reply with no sign of life for this long is checked by the sweep (several missed heartbeats). */
export const STALE_AFTER_SECONDS = 20;
/**
 * How often every instance sweeps (one index scan over pending replies). With STALE_AFTER_SECONDS, a reply
 * whose worker died is failed 20 to 25 s after its last heartbeat: within the 30 s promised, with room to spare.
 */
export const SWEEP_INTERVAL_MS = 5_000;
/** How often an idle instance looks for jobs queued by others (its own are taken at once). */
export const POLL_INTERVAL_MS = 1_000;

export const INTERRUPTED_MESSAGE = 'The reply was interrupted. Please retry.';
