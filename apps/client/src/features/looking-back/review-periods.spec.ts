import { describe, expect, it } from 'vitest';
import { monthLabel } from '@/features/looking-back/calendar-grid';
import {
  daysBetween,
  periodEnd,
  periodLabel,
  periodStart,
  recentPeriodStarts,
  shiftPeriod,
} from '@/features/looking-back/review-periods';

describe(periodStart.name, () => {
  it('should start a week on its Monday, from any of its days, Sunday included', () => {
    expect(periodStart('WEEK', '2026-04-13')).toBe('2026-04-13');
    expect(periodStart('WEEK', '2026-04-15')).toBe('2026-04-13');
    expect(periodStart('WEEK', '2026-04-19')).toBe('2026-04-13');
  });

  it('should start a week in the month or year before when its Monday is there', () => {
    expect(periodStart('WEEK', '2026-03-01')).toBe('2026-02-23');
    expect(periodStart('WEEK', '2027-01-02')).toBe('2026-12-28');
  });

  it('should start a month on its 1st and a year on 1 January', () => {
    expect(periodStart('MONTH', '2026-04-15')).toBe('2026-04-01');
    expect(periodStart('YEAR', '2026-04-15')).toBe('2026-01-01');
  });
});

describe(periodEnd.name, () => {
  it('should end a week on its Sunday, a month on its last day and a year on 31 December', () => {
    expect(periodEnd('WEEK', '2026-03-30')).toBe('2026-04-05');
    expect(periodEnd('MONTH', '2026-02-01')).toBe('2026-02-28');
    expect(periodEnd('MONTH', '2028-02-01')).toBe('2028-02-29');
    expect(periodEnd('YEAR', '2026-01-01')).toBe('2026-12-31');
  });
});

describe(shiftPeriod.name, () => {
  it('should step by whole periods either way', () => {
    expect(shiftPeriod('WEEK', '2026-04-13', -1)).toBe('2026-04-06');
    expect(shiftPeriod('MONTH', '2026-01-01', -1)).toBe('2025-12-01');
    expect(shiftPeriod('YEAR', '2026-01-01', -2)).toBe('2024-01-01');
  });
});

describe(recentPeriodStarts.name, () => {
  it('should offer the week under way, then the eleven before it, newest first', () => {
    const starts = recentPeriodStarts('WEEK', '2026-04-15');

    expect(starts).toHaveLength(12);
    expect(starts[0]).toBe('2026-04-13');
    expect(starts[1]).toBe('2026-04-06');
    expect(starts[11]).toBe('2026-01-26');
  });

  it('should offer twelve months across the turn of a year, and five years', () => {
    const months = recentPeriodStarts('MONTH', '2026-04-15');
    expect(months).toHaveLength(12);
    expect(months.slice(0, 2)).toEqual(['2026-04-01', '2026-03-01']);
    expect(months[11]).toBe('2025-05-01');

    expect(recentPeriodStarts('YEAR', '2026-04-15')).toEqual([
      '2026-01-01',
      '2025-01-01',
      '2024-01-01',
      '2023-01-01',
      '2022-01-01',
    ]);
  });
});

describe(periodLabel.name, () => {
  it('should name a month as the calendar does, a year by its number and a week by its Monday', () => {
    expect(periodLabel('MONTH', '2026-03-01')).toBe(monthLabel('2026-03'));
    expect(periodLabel('YEAR', '2026-01-01')).toBe('2026');
    expect(periodLabel('WEEK', '2026-03-09')).toMatch(/^Week of .*2026/);
    expect(periodLabel('WEEK', '2026-03-09')).toContain('9');
  });
});

describe(daysBetween.name, () => {
  it('should list every day of a period once, across a daylight-saving change', () => {
    const days = daysBetween('2026-03-23', '2026-04-05');

    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-03-23');
    expect(days.at(-1)).toBe('2026-04-05');
    expect(new Set(days).size).toBe(14);
  });
});
