import { nextAttemptAt, retryDelayMs, RETRY_WINDOW_MS } from './delivery-rules';

describe('delivery rules', () => {
  it('should wait 10 s after the first failure and twice as long after each next one, at most 6 h', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60 * 1000);
  });

  it('should give up when the next attempt would fall past 24 hours after the event', () => {
    const created = new Date('2030-01-01T00:00:00Z');
    const early = new Date(created.getTime() + 60_000);
    const late = new Date(created.getTime() + RETRY_WINDOW_MS - 5_000);

    expect(nextAttemptAt(created, 1, early)).toEqual(new Date(early.getTime() + 10_000));
    expect(nextAttemptAt(created, 1, late)).toBeNull();
  });
});
