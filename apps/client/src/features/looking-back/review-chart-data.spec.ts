import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel } from '@/features/looking-back/calendar-grid';
import { chartData } from '@/features/looking-back/review-chart-data';

describe(chartData.name, () => {
  it('should draw a bar for every day of a month, empty where nothing was written', () => {
    const data = chartData('MONTH', '2026-03-01', '2026-03-31', [
      { date: '2026-03-14', entries: 2, moodAverage: 4 },
      { date: '2026-03-15', entries: 1, moodAverage: null },
    ]);

    expect(data.unit).toBe('day');
    expect(data.bars).toHaveLength(31);
    expect(data.bars[13]).toMatchObject({
      key: '2026-03-14',
      label: dayLabel('2026-03-14'),
      entries: 2,
      mood: 4,
    });
    expect(data.bars[14]).toMatchObject({ entries: 1, mood: null });
    expect(data.bars[0]).toMatchObject({ entries: 0, mood: null });
  });

  it("should draw a year by month, each month's mood its days' weighed by their entries", () => {
    const data = chartData('YEAR', '2026-01-01', '2026-12-31', [
      { date: '2026-03-14', entries: 3, moodAverage: 5 },
      { date: '2026-03-20', entries: 1, moodAverage: 1 },
      { date: '2026-03-21', entries: 2, moodAverage: null },
      { date: '2026-07-01', entries: 1, moodAverage: null },
    ]);

    expect(data.unit).toBe('month');
    expect(data.bars).toHaveLength(12);
    expect(data.bars[2]).toMatchObject({ key: '2026-03', label: monthLabel('2026-03'), entries: 6, mood: 4 });
    expect(data.bars[6]).toMatchObject({ entries: 1, mood: null });
  });
});
