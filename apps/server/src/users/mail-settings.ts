import { DateTime } from 'luxon';

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Writing reminders (issue 24 §6): on these weekdays, at this time of day (`HH:MM`) in the writer's zone. */
export interface WritingReminder {
  weekdays: Weekday[];
  time: string;
}

/** Review digests: weekly on a weekday, or monthly on the 1st, at this time of day in the writer's zone. */
export interface ReviewDigest {
  frequency: 'weekly' | 'monthly';
  /** For weekly digests; monthly ones go out on the 1st. */
  weekday: Weekday;
  time: string;
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The first instant after `after` at which a reminder is due: the next of its weekdays at its time, in `zone`.
 * A time that a daylight-saving change skips that day is taken as the same wall time after the change.
 */
export function nextReminderAt(reminder: WritingReminder, zone: string, after: Date): Date {
  const start = DateTime.fromJSDate(after, { zone });
  for (let days = 0; days <= 7; days++) {
    const day = start.plus({ days });
    if (!reminder.weekdays.includes(day.weekday as Weekday)) continue;
    const at = atTime(day, reminder.time);
    if (at > start) return at.toJSDate();
  }
  throw new Error('A writing reminder has at least one weekday');
}

/** The first instant after `after` at which a digest is due: its weekday (weekly) or the 1st (monthly). */
export function nextDigestAt(digest: ReviewDigest, zone: string, after: Date): Date {
  const start = DateTime.fromJSDate(after, { zone });
  if (digest.frequency === 'weekly')
    return nextReminderAt({ weekdays: [digest.weekday], time: digest.time }, zone, after);
  for (let months = 0; months <= 1; months++) {
    const at = atTime(start.plus({ months }).startOf('month'), digest.time);
    if (at > start) return at.toJSDate();
  }
  throw new Error('Unreachable: the 1st of next month is after any day of this one');
}

/**
 * The period a digest due at `dueAt` reviews, in `zone`: the week (Monday to Sunday) or the month before the
 * one it is sent in, whole, as `YYYY-MM-DD` of its first day.
 */
export function digestPeriodStart(
  digest: Pick<ReviewDigest, 'frequency'>,
  zone: string,
  dueAt: Date,
): string {
  const due = DateTime.fromJSDate(dueAt, { zone });
  const start =
    digest.frequency === 'weekly'
      ? due.startOf('week').minus({ weeks: 1 })
      : due.startOf('month').minus({ months: 1 });
  return start.toISODate() as string;
}

function atTime(day: DateTime, time: string): DateTime {
  const [hour, minute] = time.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}
