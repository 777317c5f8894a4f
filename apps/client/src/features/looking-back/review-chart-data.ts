// What a review's chart draws: one bar per day of a week or a month, one per month of a year (365 bars would be
// hairlines on a phone), each with its entries and the average mood given to them.
import type { ReviewPeriod } from '@/gql/graphql';
import { addMonths, dayLabel, monthLabel, monthOf } from '@/features/looking-back/calendar-grid';
import { daysBetween, shortDayLabel } from '@/features/looking-back/review-periods';

/** A day the review counted (the server lists only the days written on). */
export interface CountedDay {
  date: string;
  entries: number;
  /** The average of the day's moods, 1 (awful) to 5 (great); null when none was given. */
  moodAverage?: number | null;
}

export interface ChartBar {
  /** The day (`YYYY-MM-DD`) or the month (`YYYY-MM`) it stands for. */
  key: string;
  /** Its name in full, for the chart's table: "Saturday, March 14, 2026", "March 2026". */
  label: string;
  /** Its name on the axis: "Mar 14", "March 2026". */
  shortLabel: string;
  entries: number;
  /** 1 (awful) to 5 (great), or null when no mood was given. */
  mood: number | null;
}

export interface ChartData {
  /** What one bar counts. */
  unit: 'day' | 'month';
  bars: ChartBar[];
}

export function chartData(
  period: ReviewPeriod,
  start: string,
  end: string,
  days: readonly CountedDay[],
): ChartData {
  const byDay = new Map(days.map((day) => [day.date, day]));
  if (period !== 'YEAR') {
    const bars = daysBetween(start, end).map((day) => {
      const counted = byDay.get(day);
      return {
        key: day,
        label: dayLabel(day),
        shortLabel: shortDayLabel(day),
        entries: counted?.entries ?? 0,
        mood: counted?.moodAverage ?? null,
      };
    });
    return { unit: 'day', bars };
  }
  const bars: ChartBar[] = [];
  for (let first = start; first <= end; first = addMonths(first, 1)) {
    const month = monthOf(first);
    const counted = days.filter((day) => day.date.startsWith(month));
    const label = monthLabel(month);
    bars.push({
      key: month,
      label,
      shortLabel: label,
      entries: counted.reduce((sum, day) => sum + day.entries, 0),
      mood: monthMood(counted),
    });
  }
  return { unit: 'month', bars };
}

/**
 * A month's mood: its days' averages weighed by their entries. The server does not say how many of a day's
 * entries had a mood, so a day counts by all its entries: close enough for a line on a chart.
 */
function monthMood(days: readonly CountedDay[]): number | null {
  let weight = 0;
  let sum = 0;
  for (const day of days) {
    if (day.moodAverage == null) continue;
    weight += day.entries;
    sum += day.moodAverage * day.entries;
  }
  return weight > 0 ? sum / weight : null;
}
