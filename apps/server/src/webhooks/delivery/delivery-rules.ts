/** How deliveries are posted and retried (issue 26 §2); decision 0185 says why. */

/** One attempt, from connecting to the end of the answer read. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer that is read; the rest is dropped unread. */
export const RESPONSE_MAX_BYTES = 64 * 1024;
/** A delivery is retried for this long after its event; a webhook failing this long is disabled. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_GAP_MS = 6 * 60 * 60 * 1000;
/** A delivery another delivery of its webhook waits for is looked at again after this long. */
export const WAIT_FOR_TURN_MS = 1_000;
/** A delivery `sending` this long was left by an instance that died (an attempt lasts at most 10 s). */
export const SENDING_STALE_SECONDS = 60;
/** Finished deliveries are kept this long for the panel, then deleted by the sweep. */
export const DELIVERIES_KEPT_DAYS = 30;

/** The wait before the next attempt, after `attempts` failed ones: 10 s, 20 s, 40 s … at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_GAP_MS);
}

/** When the next attempt is due, or null when it would fall past the retry window of the event. */
export function nextAttemptAt(createdAt: Date, attempts: number, now = new Date()): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return next.getTime() - createdAt.getTime() > RETRY_WINDOW_MS ? null : next;
}
