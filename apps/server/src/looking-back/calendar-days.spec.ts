import {
  formatDay,
  parseDay,
  parseMonth,
  sameDayInEarlierYears,
  sameDayKeys,
  shiftDays,
  shiftMonths,
} from './calendar-days';

describe('calendar days', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-3-14', '14/03/2026', '1969-12-31', ''])(
    'should not take %j for a day',
    (text) => {
      expect(parseDay(text)).toBeNull();
    },
  );

  it('should take a leap day in a leap year only', () => {
    expect(parseDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDay('2025-02-29')).toBeNull();
  });

  it('should let 28 February stand for the 29th in a common year, and not in a leap year', () => {
    expect(sameDayKeys({ year: 2025, month: 2, day: 28 })).toEqual(['02-28', '02-29']);
    expect(sameDayKeys({ year: 2028, month: 2, day: 28 })).toEqual(['02-28']);
    expect(sameDayKeys({ year: 2028, month: 2, day: 29 })).toEqual(['02-29']);
  });

  it.each([
    ['2026-03-31', -1, '2026-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-03-14', -6, '2025-09-14'],
    ['2026-08-31', -6, '2026-02-28'],
  ])('should move %s by %d months to %s', (from, months, to) => {
    expect(formatDay(shiftMonths(parseDay(from)!, months))).toBe(to);
  });

  it.each(['2026-13', '2026-00', '2026-3', '1969-12', '10000-01', '2026-03-01', ''])(
    'should not take %j for a month',
    (text) => {
      expect(parseMonth(text)).toBeNull();
    },
  );

  it('should answer a month by its first day', () => {
    expect(parseMonth('2026-03')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(formatDay(shiftMonths(parseMonth('2026-12')!, 1))).toBe('2027-01-01');
  });

  it.each([
    ['2026-03-14', '2026-03-15'],
    ['2026-02-28', '2026-03-01'],
    ['2024-02-28', '2024-02-29'],
    ['2026-12-31', '2027-01-01'],
  ])('should take %s to the next day, %s', (from, to) => {
    expect(formatDay(shiftDays(parseDay(from)!, 1))).toBe(to);
  });

  it('should ask for 28 February and the leap days in a common year, and for 29 February in leap years only', () => {
    expect(sameDayInEarlierYears({ year: 2027, month: 2, day: 28 }).slice(0, 4)).toEqual([
      '2026-02-28',
      '2025-02-28',
      '2024-02-28',
      '2024-02-29',
    ]);
    expect(sameDayInEarlierYears({ year: 2028, month: 2, day: 29 }).slice(0, 2)).toEqual([
      '2024-02-29',
      '2020-02-29',
    ]);
  });
});
