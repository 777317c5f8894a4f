/** What a review job carries: the review, and its owner (whose words it reads). */
export interface ReviewJobData {
  reviewId: string;
  ownerId: string;
}

export const REVIEW_QUEUE = 'review';

/** How many reviews one instance writes at once: rare next to replies, and long. */
export const REVIEW_CONCURRENCY = 2;
/** How often an idle instance looks for reviews to write. */
export const REVIEW_POLL_MS = 1_000;
/** How often a review being written stamps its heartbeat. */
export const REVIEW_HEARTBEAT_MS = 5_000;
/** A pending review with no sign of life for this long is queued again by the sweep (several heartbeats). */
export const REVIEW_STALE_AFTER_SECONDS = 20;
export const REVIEW_SWEEP_MS = 5_000;
/** Jobs a review may start before an interruption fails it rather than queue it once more. */
export const REVIEW_ATTEMPTS_MAX = 3;

export const REVIEW_INTERRUPTED = 'The review was interrupted too often. Please create it again.';
