import { createHash } from 'node:crypto';

/** The mails a writer can ask for (issue 24 §6). */
export type ScheduledMailKind = 'reminder' | 'digest';

/** What a scheduled mail's job carries: whose, which, and the time it was due (its occurrence). */
export interface ScheduledMailJob {
  kind: ScheduledMailKind;
  userId: string;
  dueAt: string;
  /** How many times a digest has waited for its review to be written. */
  waited?: number;
}

export const SCHEDULED_MAIL_QUEUE = 'scheduled-mail';

/** How often every instance looks for mails that have come due: well within the two minutes promised. */
export const SCHEDULE_INTERVAL_MS = 30_000;
/** How often an instance looks for mail jobs to send. */
export const SEND_POLL_MS = 5_000;
/** Accounts whose mail is due, claimed per round. */
export const DUE_BATCH = 100;
/** A digest waits this long, at most this many times, for its review to be written before it goes without. */
export const DIGEST_WAIT_MS = 15_000;
export const DIGEST_WAITS_MAX = 20;

/**
 * The job's id, the same for the same occurrence (and wait) on every instance: a second queueing of it is one
 * pg-boss ignores, so an occurrence is mailed once.
 */
export function scheduledMailJobId(job: ScheduledMailJob): string {
  const hex = createHash('sha256')
    .update(`${job.kind}:${job.userId}:${job.dueAt}:${job.waited ?? 0}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
