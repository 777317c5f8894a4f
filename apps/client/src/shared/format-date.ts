import type { ReplyStatus } from '@/gql/graphql';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const LONG_DAY_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' });

/** A timestamp from the API (ISO 8601) in `format`; empty for one that is not a date. */
const formatWith =
  (format: Intl.DateTimeFormat) =>
  (iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };

/** A timestamp from the API as the user's locale writes a date and time. */
export const formatDate = formatWith(DATE_FORMAT);

/** The day of a timestamp from the API, without its time (the journal's rows). */
export const formatDay = formatWith(DAY_FORMAT);

/** The time of day alone, for entries under their day's heading. */
export const formatTime = formatWith(TIME_FORMAT);

/** A day written out in full ("Thursday, 26 November 2026"), for a timeline's day headings. */
export const formatLongDay = formatWith(LONG_DAY_FORMAT);

/** The writer's local calendar day of a timestamp (`2026-11-26`): the same key for every time in that day. */
export function localDayKey(iso: string): string {
  const date = new Date(iso);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

/** The timestamp props of a MessageBubble for a time from the API (date and time, or as `format` writes it). */
export function timestampProps(
  iso: string,
  format: (iso: string) => string = formatDate,
): { timestamp: string; dateTime: string } {
  return { timestamp: format(iso), dateTime: iso };
}

/**
 * The timestamp props of a reply's bubble. The API keeps one time per exchange (spec §3: a continuation has one
 * timestamp), so a reply shows its entry's time, like the words it answers; none while it is still arriving.
 */
export function replyTimestampProps(
  entry: { createdAt: string; replyStatus: ReplyStatus },
  format?: (iso: string) => string,
): Partial<ReturnType<typeof timestampProps>> {
  return entry.replyStatus === 'pending' ? {} : timestampProps(entry.createdAt, format);
}
