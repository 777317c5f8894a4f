import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayAfterKey,
  dayLabel,
  monthLabel,
  monthOf,
  monthWeeks,
  WEEKDAYS,
} from '@/features/looking-back/calendar-grid';

describe(monthWeeks.name, () => {
  it('should lay a month out in weeks from Monday, blank before its first day and after its last', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthWeeks('2026-03');

    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[1]).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('should fill exactly four rows for a February that starts on a Monday', () => {
    const weeks = monthWeeks('2027-02');

    expect(weeks).toHaveLength(4);
    expect(weeks[0][0]).toBe('2027-02-01');
    expect(weeks[3][6]).toBe('2027-02-28');
  });

  it('should count the days of a leap February', () => {
    expect(monthWeeks('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
  });

  it('should keep every day once across a daylight-saving change, whatever the runtime zone', () => {
    const days = monthWeeks('2026-10').flat().filter(Boolean);

    expect(days).toHaveLength(31);
    expect(new Set(days).size).toBe(31);
  });
});

describe(addDays.name, () => {
  it.each([
    ['2026-03-14', 1, '2026-03-15'],
    ['2026-03-31', 1, '2026-04-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-29', 7, '2027-01-05'],
  ])('should move %s by %i days to %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe(addMonths.name, () => {
  it.each([
    ['2026-03-14', 1, '2026-04-14'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-03-31', -1, '2028-02-29'],
    ['2026-12-05', 1, '2027-01-05'],
    ['2026-01-05', -1, '2025-12-05'],
  ])('should move %s by %i months to %s, keeping to the shorter month', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

describe(dayAfterKey.name, () => {
  it.each([
    ['ArrowRight', '2026-03-14', '2026-03-15'],
    ['ArrowLeft', '2026-03-01', '2026-02-28'],
    ['ArrowDown', '2026-03-28', '2026-04-04'],
    ['ArrowUp', '2026-03-14', '2026-03-07'],
    // Saturday 14 March: its week runs from Monday 9 to Sunday 15.
    ['Home', '2026-03-14', '2026-03-09'],
    ['End', '2026-03-14', '2026-03-15'],
    ['PageDown', '2026-03-31', '2026-04-30'],
    ['PageUp', '2026-03-14', '2026-02-14'],
  ])('should move %s from %s to %s', (key, day, expected) => {
    expect(dayAfterKey(day, { key })).toBe(expected);
  });

  it("should stop Home and End at the month's edge, where the week's other days are blank", () => {
    // Tuesday 3 March 2026: its Monday is 2 March; Tuesday 31 March: its week ends in April.
    expect(dayAfterKey('2026-03-01', { key: 'Home' })).toBe('2026-03-01');
    expect(dayAfterKey('2026-03-03', { key: 'Home' })).toBe('2026-03-02');
    expect(dayAfterKey('2026-03-31', { key: 'End' })).toBe('2026-03-31');
  });

  it('should move a year with Shift and a Page key', () => {
    expect(dayAfterKey('2028-02-29', { key: 'PageDown', shiftKey: true })).toBe('2029-02-28');
    expect(dayAfterKey('2026-03-14', { key: 'PageUp', shiftKey: true })).toBe('2025-03-14');
  });

  it('should leave other keys to the browser', () => {
    expect(dayAfterKey('2026-03-14', { key: 'Enter' })).toBeNull();
    expect(dayAfterKey('2026-03-14', { key: 'Tab' })).toBeNull();
  });
});

describe('labels', () => {
  it('should name the month and the day as the locale does, whatever the runtime zone', () => {
    const local = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(undefined, options).format(new Date(2026, 2, 14, 12));

    expect(monthOf('2026-03-14')).toBe('2026-03');
    expect(monthLabel('2026-03')).toBe(local({ month: 'long', year: 'numeric' }));
    expect(dayLabel('2026-03-14')).toBe(local({ dateStyle: 'full' }));
  });

  it('should head the columns Monday to Sunday', () => {
    expect(WEEKDAYS).toHaveLength(7);
    expect(WEEKDAYS[0].long).toBe(
      new Intl.DateTimeFormat(undefined, { weekday: 'long' }).format(new Date(2024, 0, 1)),
    );
    expect(WEEKDAYS[6].long).toBe(
      new Intl.DateTimeFormat(undefined, { weekday: 'long' }).format(new Date(2024, 0, 7)),
    );
  });
});
