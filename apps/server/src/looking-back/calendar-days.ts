// Calendar days as `YYYY-MM-DD` strings, the way a writer names them: no time, no zone. The arithmetic is on
// the proleptic Gregorian calendar through Date.UTC, where no daylight-saving change can move a day.

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;
// Time zone arithmetic in PostgreSQL ends at year 294276; no journal entry is dated past 9999.
const YEAR_MAX = 9999;

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The day, or null when the text is not a real `YYYY-MM-DD` day (2026-02-30 is not). */
export function parseDay(text: string): CalendarDay | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970 || year > YEAR_MAX || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null;
  return { year, month, day };
}

/** The first day of the month, or null when the text is not a real `YYYY-MM` month. */
export function parseMonth(text: string): CalendarDay | null {
  const match = MONTH_PATTERN.exec(text);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (year < 1970 || year > YEAR_MAX || month < 1 || month > 12) return null;
  return { year, month, day: 1 };
}

export function formatDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The month-days (`MM-DD`) that count as this day in other years. In a common year, 28 February also stands for
 * the 29th, so a leap day's entries come back every year rather than one year in four.
 */
export function sameDayKeys({ year, month, day }: CalendarDay): string[] {
  const key = `${pad(month)}-${pad(day)}`;
  return month === 2 && day === 28 && !isLeapYear(year) ? [key, '02-29'] : [key];
}

/**
 * This day in every earlier year back to 1970, newest first (`YYYY-MM-DD`), each year's days that exist: in a
 * common year, 28 February brings 29 February of the leap years along (sameDayKeys); 29 February asks only the
 * leap years.
 */
export function sameDayInEarlierYears(day: CalendarDay): string[] {
  const days: string[] = [];
  for (let year = day.year - 1; year >= 1970; year--) {
    for (const key of sameDayKeys(day)) {
      const [month, date] = key.split('-').map(Number);
      if (date <= daysInMonth(year, month)) days.push(formatDay({ year, month, day: date }));
    }
  }
  return days;
}

/** The same day `months` months earlier (negative) or later, the last day of the month when it has no such day. */
export function shiftMonths({ year, month, day }: CalendarDay, months: number): CalendarDay {
  const index = year * 12 + (month - 1) + months;
  const [newYear, newMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return { year: newYear, month: newMonth, day: Math.min(day, daysInMonth(newYear, newMonth)) };
}

/** The day `days` days later (negative: earlier). */
export function shiftDays({ year, month, day }: CalendarDay, days: number): CalendarDay {
  const at = new Date(Date.UTC(year, month - 1, day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');
