import { periodFrom, ReviewPeriod } from './review-period';

describe(periodFrom.name, () => {
  it.each([
    [ReviewPeriod.WEEK, '2026-03-09', '2026-03-16', '2026-03-15', 'the week of 9 March 2026'],
    [ReviewPeriod.WEEK, '2026-12-28', '2027-01-04', '2027-01-03', 'the week of 28 December 2026'],
    [ReviewPeriod.MONTH, '2026-02-01', '2026-03-01', '2026-02-28', 'February 2026'],
    [ReviewPeriod.MONTH, '2024-02-01', '2024-03-01', '2024-02-29', 'February 2024'],
    [ReviewPeriod.YEAR, '2025-01-01', '2026-01-01', '2025-12-31', '2025'],
  ])('should take a %s from %s up to %s (last day %s), named %j', (period, start, end, lastDay, name) => {
    expect(periodFrom(period, start)).toEqual({ period, start, end, lastDay, name });
  });

  it.each([
    [ReviewPeriod.WEEK, '2026-03-10'],
    [ReviewPeriod.MONTH, '2026-03-02'],
    [ReviewPeriod.YEAR, '2026-02-01'],
  ])('should refuse a %s from %s, which is not its first day', (period, start) => {
    expect(periodFrom(period, start)).toBe('notItsFirstDay');
  });

  it.each(['2026-02-30', '2026-3-1', 'monday', ''])('should refuse %j, which is not a day', (start) => {
    expect(periodFrom(ReviewPeriod.MONTH, start)).toBe('notADay');
  });
});
