import { describe, expect, it } from 'vitest';
import { groupByMonth } from '@/features/journal/journal-months';

const MONTHS = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
// Noon UTC keeps each date in its month whatever the test machine's zone.
const item = (id: string, day: string) => ({ id, at: `${day}T12:00:00.000Z` });

describe('groupByMonth', () => {
  it('groups runs of the same month under its name, in the order given', () => {
    const groups = groupByMonth(
      [item('a', '2026-11-20'), item('b', '2026-11-02'), item('c', '2026-10-31'), item('d', '2025-11-15')],
      (i) => i.at,
      MONTHS,
    );

    expect(groups.map((g) => [g.key, g.label, g.items.map((i) => i.id)])).toEqual([
      ['2026-11', 'November 2026', ['a', 'b']],
      ['2026-10', 'October 2026', ['c']],
      ['2025-11', 'November 2025', ['d']],
    ]);
  });

  it('starts a new group when a month comes back, so no item leaves its place', () => {
    const groups = groupByMonth(
      [item('a', '2026-11-20'), item('b', '2026-10-02'), item('c', '2026-11-01')],
      (i) => i.at,
      MONTHS,
    );

    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a'], ['b'], ['c']]);
  });

  it('answers no groups for no items', () => {
    expect(groupByMonth([], () => '', MONTHS)).toEqual([]);
  });
});
