import { formatDay, parseDay, shiftDays, shiftMonths, type CalendarDay } from '../calendar-days';
import { MONTHS } from 'src/common/day-names';

export enum ReviewPeriod {
  WEEK = 'WEEK',
  MONTH = 'MONTH',
  YEAR = 'YEAR',
}

/** A period's days in the writer's zone: from `start` up to (not including) `end`, and its name. */
export interface PeriodRange {
  period: ReviewPeriod;
  /** `YYYY-MM-DD`, its first day. */
  start: string;
  /** `YYYY-MM-DD`, the day after its last. */
  end: string;
  /** `YYYY-MM-DD`, its last day. */
  lastDay: string;
  /** As a person names it: `the week of 9 March 2026`, `March 2026`, `2026`. */
  name: string;
}

/** Why a start cannot begin this period, or null when it can. */
export type StartProblem = 'notADay' | 'notItsFirstDay';

/** The period beginning on `start`, or why it cannot: a week begins on a Monday, a month on its 1st, a year on 1 January. */
export function periodFrom(period: ReviewPeriod, start: string): PeriodRange | StartProblem {
  const day = parseDay(start.trim());
  if (!day) return 'notADay';
  if (!isFirstDay(period, day)) return 'notItsFirstDay';
  const end =
    period === ReviewPeriod.WEEK
      ? shiftDays(day, 7)
      : period === ReviewPeriod.MONTH
        ? shiftMonths(day, 1)
        : { year: day.year + 1, month: 1, day: 1 };
  return {
    period,
    start: formatDay(day),
    end: formatDay(end),
    lastDay: formatDay(shiftDays(end, -1)),
    name: nameOf(period, day),
  };
}

function isFirstDay(period: ReviewPeriod, day: CalendarDay): boolean {
  if (period === ReviewPeriod.WEEK)
    return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() === 1;
  if (period === ReviewPeriod.MONTH) return day.day === 1;
  return day.month === 1 && day.day === 1;
}

function nameOf(period: ReviewPeriod, day: CalendarDay): string {
  if (period === ReviewPeriod.YEAR) return String(day.year);
  const month = MONTHS[day.month - 1];
  return period === ReviewPeriod.MONTH
    ? `${month} ${day.year}`
    : `the week of ${day.day} ${month} ${day.year}`;
}
