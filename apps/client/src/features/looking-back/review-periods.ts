// The periods a review looks back on (issue 24 §5), as the server takes them: a week from a Monday, a month from
// its 1st, a year from 1 January, each named by its first day (`YYYY-MM-DD`) in the writer's time zone. Like the
// calendar's, these are calendar dates, so the arithmetic is calendar-grid's, on UTC midnights.
import type { ReviewPeriod } from '@/gql/graphql';
import { addDays, addMonths, monthLabel, monthOf } from '@/features/looking-back/calendar-grid';
import { MESSAGES } from '@/shared/messages';

export type { ReviewPeriod };

/** The periods in the order the form offers them. */
export const REVIEW_PERIODS: readonly ReviewPeriod[] = ['WEEK', 'MONTH', 'YEAR'];

/** How many periods the form offers to choose from, this one included. */
export const RECENT_PERIOD_COUNT: Readonly<Record<ReviewPeriod, number>> = { WEEK: 12, MONTH: 12, YEAR: 5 };

const LONG_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/** The first day of the period `day` falls in: its week's Monday, its month's 1st, its year's 1 January. */
export function periodStart(period: ReviewPeriod, day: string): string {
  if (period === 'YEAR') return `${day.slice(0, 4)}-01-01`;
  if (period === 'MONTH') return `${monthOf(day)}-01`;
  // getUTCDay: Sunday 0 … Saturday 6; a Sunday is six days after its Monday.
  const sinceMonday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** The first day of the period `steps` periods after the one starting on `start` (before it, when negative). */
export function shiftPeriod(period: ReviewPeriod, start: string, steps: number): string {
  if (period === 'WEEK') return addDays(start, 7 * steps);
  return addMonths(start, period === 'MONTH' ? steps : 12 * steps);
}

/** The last day of the period starting on `start`. */
export function periodEnd(period: ReviewPeriod, start: string): string {
  return addDays(shiftPeriod(period, start, 1), -1);
}

/**
 * The starts of the periods the writer can review from `today`: the one under way first, then those before
 * it, newest first. Periods not begun are left out, as the server refuses them.
 */
export function recentPeriodStarts(
  period: ReviewPeriod,
  today: string,
  count = RECENT_PERIOD_COUNT[period],
): string[] {
  const current = periodStart(period, today);
  return Array.from({ length: count }, (_, index) => shiftPeriod(period, current, -index));
}

/** The period as a person names it: "Week of March 9, 2026", "March 2026", "2026" (in the writer's locale). */
export function periodLabel(period: ReviewPeriod, start: string): string {
  if (period === 'YEAR') return start.slice(0, 4);
  if (period === 'MONTH') return monthLabel(monthOf(start));
  return MESSAGES.reviewWeekOf(LONG_DAY.format(toDate(start)));
}

/** The period's days written out, first to last: "March 1 – 31, 2026". */
export function periodDates(start: string, end: string): string {
  return LONG_DAY.formatRange(toDate(start), toDate(end));
}

/** A day as a chart's axis names it: "Mar 9". */
export function shortDayLabel(day: string): string {
  return SHORT_DAY.format(toDate(day));
}

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  // `YYYY-MM-DD` strings sort as the days do.
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}
