import { dayName } from './day-names';

describe(dayName.name, () => {
  it('should name a day by its weekday, date and month, and its year when asked', () => {
    expect(dayName('2026-03-14')).toBe('Saturday 14 March');
    expect(dayName('2024-02-29', { withYear: true })).toBe('Thursday 29 February 2024');
  });
});
