import { localDayKey } from '@/shared/format-date';

const MONTH_FORMAT = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

/** Consecutive items of one month, under that month's name as the writer's locale writes it. */
export interface MonthGroup<T> {
  /** `2026-11`: stable across locales, for React keys and ids. */
  key: string;
  label: string;
  items: T[];
}

/**
 * The items in their order, grouped by the month (in the browser's time zone) of `dateOf`. The journal comes
 * newest first, so each month is one run of items; a month that comes back later (an older conversation
 * written in again) starts a group of its own rather than moving items out of order.
 */
export function groupByMonth<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  format: Intl.DateTimeFormat = MONTH_FORMAT,
): Array<MonthGroup<T>> {
  const groups: Array<MonthGroup<T>> = [];
  for (const item of items) {
    const iso = dateOf(item);
    const key = localDayKey(iso).slice(0, 7);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: format.format(new Date(iso)), items: [item] });
  }
  return groups;
}
