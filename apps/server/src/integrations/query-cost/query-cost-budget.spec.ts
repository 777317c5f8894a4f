import { testEnv } from 'test/unit/fakes';
import { InMemoryCostCounter } from './in-memory-cost-counter';
import { callerOf, QueryCostBudget } from './query-cost-budget';

describe(QueryCostBudget.name, () => {
  const minute = Date.UTC(2030, 0, 1, 12, 0);

  it('should report what is left and when the clock minute ends', async () => {
    const sut = new QueryCostBudget(new InMemoryCostCounter(), testEnv({ GRAPHQL_COST_PER_MINUTE: '1000' }));

    const charge = await sut.charge('caller', 30, minute + 15_500);

    expect(charge).toEqual({
      cost: { requested: 30, limit: 1000, remaining: 970, resetAt: '2030-01-01T12:01:00.000Z' },
      accepted: true,
      retryAfterSeconds: 45,
    });
  });

  it('should ask a refused caller to wait at least a second, even at the end of the minute', async () => {
    const sut = new QueryCostBudget(new InMemoryCostCounter(), testEnv({ GRAPHQL_COST_PER_MINUTE: '1000' }));
    await sut.charge('caller', 1000, minute + 59_900);

    const refused = await sut.charge('caller', 1, minute + 59_950);

    expect(refused).toMatchObject({ accepted: false, retryAfterSeconds: 1, cost: { remaining: 0 } });
  });

  it('should report without spending', async () => {
    const sut = new QueryCostBudget(new InMemoryCostCounter(), testEnv({ GRAPHQL_COST_PER_MINUTE: '1000' }));
    await sut.charge('caller', 100, minute);

    const report = await sut.report('caller', 1200, minute + 1);

    expect(report).toMatchObject({ requested: 1200, remaining: 900 });
    expect((await sut.charge('caller', 0, minute + 2)).cost.remaining).toBe(900);
  });
});

describe(callerOf.name, () => {
  it('should tell callers by their credential first, else by address, and keep neither readable', () => {
    const session = callerOf('Bearer abc', '192.0.2.1');

    expect(callerOf('Bearer abc', '192.0.2.2')).toBe(session);
    expect(callerOf('Bearer abd', '192.0.2.1')).not.toBe(session);
    expect(callerOf(undefined, '192.0.2.1')).not.toBe(callerOf(undefined, '192.0.2.2'));
    expect(session).not.toContain('abc');
    expect(session).toMatch(/^[\w-]{43}$/);
  });
});
