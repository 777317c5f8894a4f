import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CalendarDocument, JournalDayDocument } from '@/features/looking-back/graphql/calendar.generated';
import type { CalendarQuery, JournalDayQuery } from '@/features/looking-back/graphql/calendar.generated';
import { MESSAGES } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';

/** A day of the month the writer wrote on: how many entries, and how they felt on average. */
export type WrittenDay = CalendarQuery['calendar'][number];

/** One entry of a day, as the day's list shows it. */
export type DayEntry = JournalDayQuery['journalDay']['items'][number];

/** Entries per page of a day's list. */
export const DAY_PAGE_SIZE = 20;

const entryKey = (entry: DayEntry) => entry.entryId;
const dayLoadErrorText = () => MESSAGES.calendarDayLoadError;

export interface CalendarMonth {
  /** The month's days that have entries, by `YYYY-MM-DD`; empty until they load. */
  days: ReadonlyMap<string, WrittenDay>;
  error: string | null;
}

/**
 * The days of `month` (`YYYY-MM`) the writer wrote on. A month seen before shows at once and is refreshed,
 * since an entry may have been written since.
 */
export function useCalendarMonth(month: string): CalendarMonth {
  const { data, error } = useQuery(CalendarDocument, {
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const calendar = data?.calendar;
  const days = useMemo(() => new Map((calendar ?? []).map((day) => [day.date, day])), [calendar]);
  return { days, error: error && !calendar ? MESSAGES.calendarLoadError : null };
}

/** What the writer wrote on `date` (`YYYY-MM-DD`), earliest first, a page at a time. */
export function useJournalDay(date: string): PagedList<DayEntry> {
  return usePagedQuery(JournalDayDocument, {
    field: 'journalDay',
    variables: { date, limit: DAY_PAGE_SIZE, offset: 0 },
    fetchPolicy: 'cache-and-network',
    keyOf: entryKey,
    errorText: dayLoadErrorText,
  });
}
