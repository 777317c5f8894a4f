// The Calendar panel's days (issue 24 §1), as the server names them: `YYYY-MM-DD` days and `YYYY-MM` months
// in the writer's time zone. They are calendar dates, not instants, so the arithmetic runs on UTC midnights,
// where no daylight-saving change can skip or repeat a day.

const DAYS_PER_WEEK = 7;

const MONTH_FORMAT = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });
const WEEKDAY_SHORT = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });
const WEEKDAY_LONG = new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' });

/** 1 January 2024 was a Monday: the first of the seven days a week row starts from. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6: weeks start on Monday, as most of the world's calendars do. */
function weekdayIndex(date: Date): number {
  return (date.getUTCDay() + 6) % DAYS_PER_WEEK;
}

/** The month (`YYYY-MM`) a day is in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The same day of the month `months` later (or earlier); the 31st becomes the last day of a shorter month. */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/**
 * The month's weeks, Monday first: each a row of seven days, with null where the day belongs to the month
 * before or after (those cells stay blank).
 */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = toDate(`${month}-01`);
  const cells: Array<string | null> = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let date = first; toDay(date).startsWith(month); date = new Date(date.getTime() + DAY_MS)) {
    cells.push(toDay(date));
  }
  while (cells.length % DAYS_PER_WEEK !== 0) cells.push(null);
  return Array.from({ length: cells.length / DAYS_PER_WEEK }, (_, week) =>
    cells.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK),
  );
}

/** What a key does in the month grid, the WAI-ARIA date picker's keys. */
export interface GridKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * The day a key moves to from `day`, or null for a key the grid leaves alone. Arrows and Page keys cross into
 * the next or previous month; Home and End stop at the month's edge, since the days beyond are blank.
 */
export function dayAfterKey(day: string, { key, shiftKey = false }: GridKey): string | null {
  const weekday = weekdayIndex(toDate(day));
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -DAYS_PER_WEEK);
    case 'ArrowDown':
      return addDays(day, DAYS_PER_WEEK);
    case 'Home':
      return latest(addDays(day, -weekday), `${monthOf(day)}-01`);
    case 'End':
      return earliest(addDays(day, DAYS_PER_WEEK - 1 - weekday), lastDayOfMonth(day));
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

function lastDayOfMonth(day: string): string {
  return addDays(addMonths(`${monthOf(day)}-01`, 1), -1);
}

// `YYYY-MM-DD` strings sort as the days do.
const latest = (a: string, b: string) => (a > b ? a : b);
const earliest = (a: string, b: string) => (a < b ? a : b);

/** "March 2026", as the writer's locale names a month. */
export function monthLabel(month: string): string {
  return MONTH_FORMAT.format(toDate(`${month}-01`));
}

/** "Saturday, 14 March 2026", as the writer's locale writes a day in full. */
export function dayLabel(day: string): string {
  return DAY_FORMAT.format(toDate(day));
}

/** The column headers, Monday to Sunday: a short name to show and the full one to hear. */
export const WEEKDAYS: ReadonlyArray<{ short: string; long: string }> = Array.from(
  { length: DAYS_PER_WEEK },
  (_, index) => {
    const date = new Date(A_MONDAY + index * DAY_MS);
    return { short: WEEKDAY_SHORT.format(date), long: WEEKDAY_LONG.format(date) };
  },
);
