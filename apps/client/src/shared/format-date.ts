import type { ReplyStatus } from '@/gql/graphql';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

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

/** The timestamp props of a MessageBubble for a time from the API. */
export function timestampProps(iso: string): { timestamp: string; dateTime: string } {
  return { timestamp: formatDate(iso), dateTime: iso };
}

/**
 * The timestamp props of a reply's bubble. The API keeps one time per exchange (spec §3: a continuation has one
 * timestamp), so a reply shows its entry's time, like the words it answers; none while it is still arriving.
 */
export function replyTimestampProps(entry: {
  createdAt: string;
  replyStatus: ReplyStatus;
}): Partial<ReturnType<typeof timestampProps>> {
  return entry.replyStatus === 'pending' ? {} : timestampProps(entry.createdAt);
}
