/** What an answer's job carries: the answer, and its owner (whose entries it reads). */
export interface AnswerJobData {
  answerId: string;
  ownerId: string;
}

export const ANSWER_QUEUE = 'journal-answer';

/** Answers one instance writes at once. */
export const ANSWER_CONCURRENCY = 4;
export const ANSWER_POLL_MS = 1_000;
export const ANSWER_HEARTBEAT_MS = 5_000;
/** A pending answer with no sign of life for this long is queued again by the sweep (several heartbeats). */
export const ANSWER_STALE_AFTER_SECONDS = 20;
export const ANSWER_SWEEP_MS = 5_000;
/** Jobs an answer may start before an interruption fails it rather than queue it once more. */
export const ANSWER_ATTEMPTS_MAX = 3;
/** Entries an answer is written from, and may cite. */
export const ANSWER_SOURCES = 8;
/** Answers a writer may have being written at once: the per-writer limit of Ask your journal. */
export const ANSWERS_PENDING_MAX = 3;

export const ANSWER_INTERRUPTED = 'The answer was interrupted too often. Please ask again.';
export const ANSWER_FAILED = 'The answer could not be written. Please ask again.';
