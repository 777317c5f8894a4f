import { DomainError } from 'src/common/errors/domain-error';
import { Metrics } from './metrics';
import { OPEN_SUBSCRIPTIONS_MAX, OpenSubscriptions } from './open-subscriptions';

const ADA = 'ada-id';
const BOB = 'bob-id';

/** Events that end after `steps`, and whether they were returned early. */
function events(steps: string[]) {
  const state = { returned: false };
  async function* generate() {
    try {
      for (const step of steps) yield await Promise.resolve(step);
    } finally {
      state.returned = true;
    }
  }
  return { state, start: () => Promise.resolve(generate()) };
}

const never = (): Promise<AsyncIterable<string>> =>
  Promise.resolve({
    [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<string>>(() => undefined) }),
  });

describe(OpenSubscriptions.name, () => {
  let metrics: Metrics;
  let sut: OpenSubscriptions;
  const gauge = async () => (await metrics.openSubscriptions.get()).values[0]?.value ?? 0;

  beforeEach(() => {
    metrics = new Metrics();
    sut = new OpenSubscriptions(metrics);
  });

  it("should pass the events through, and count the subscription until they end, in all and as the writer's", async () => {
    const subscription = await sut.open(ADA, events(['a', 'b']).start);
    expect(sut.openOf(ADA)).toBe(1);
    expect(await gauge()).toBe(1);

    const seen: string[] = [];
    for await (const step of subscription) seen.push(step);

    expect(seen).toEqual(['a', 'b']);
    expect(sut.openOf(ADA)).toBe(0);
    expect(await gauge()).toBe(0);
  });

  it('should refuse, before it starts, a subscription beyond the bound, for that writer only', async () => {
    for (let i = 0; i < OPEN_SUBSCRIPTIONS_MAX; i++) await sut.open(ADA, never);
    const start = jest.fn(never);

    const refused = sut.open(ADA, start);

    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(start).not.toHaveBeenCalled();
    expect(sut.openOf(ADA)).toBe(OPEN_SUBSCRIPTIONS_MAX);
    await expect(sut.open(BOB, never)).resolves.toBeDefined();
  });

  it('should free the slot, once, of a subscription its reader leaves, whether it read a step or not', async () => {
    const { state, start } = events(['a']);
    const subscription = await sut.open(ADA, start);
    await subscription.next();

    await subscription.return?.();

    expect(state.returned).toBe(true);
    expect(sut.openOf(ADA)).toBe(0);

    const unread = await sut.open(ADA, never);
    await unread.return?.();
    await unread.return?.();
    expect(sut.openOf(ADA)).toBe(0);
    expect(await gauge()).toBe(0);
  });

  it('should free the slot when the events fail, or fail to start', async () => {
    const failing = await sut.open(ADA, () =>
      Promise.resolve({
        [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('bus gone')) }),
      }),
    );
    await expect(failing.next()).rejects.toThrow('bus gone');
    await expect(sut.open(ADA, () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');

    expect(sut.openOf(ADA)).toBe(0);
    expect(await gauge()).toBe(0);
  });
});
