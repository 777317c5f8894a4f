import { InMemoryCostCounter } from './in-memory-cost-counter';

describe(InMemoryCostCounter.name, () => {
  it('should count accepted charges and refuse, without counting, one that would pass the limit', async () => {
    const sut = new InMemoryCostCounter();

    const counts = [
      await sut.count('a', 600, 1000, 1),
      await sut.count('a', 600, 1000, 1),
      await sut.count('a', 400, 1000, 1),
      await sut.count('a', 1, 1000, 1),
    ];

    expect(counts).toEqual([
      { used: 600, accepted: true },
      { used: 600, accepted: false },
      { used: 1000, accepted: true },
      { used: 1000, accepted: false },
    ]);
  });

  it('should read without counting when the charge is 0, and keep callers apart', async () => {
    const sut = new InMemoryCostCounter();
    await sut.count('a', 10, 1000, 1);

    expect(await sut.count('a', 0, 1000, 1)).toEqual({ used: 10, accepted: true });
    expect(await sut.count('b', 0, 1000, 1)).toEqual({ used: 0, accepted: true });
  });

  it('should start every caller afresh in a new window', async () => {
    const sut = new InMemoryCostCounter();
    await sut.count('a', 1000, 1000, 1);

    expect(await sut.count('a', 5, 1000, 2)).toEqual({ used: 5, accepted: true });
  });

  it('should drop the oldest caller when full, so the map stays bounded', async () => {
    const sut = new InMemoryCostCounter(2);
    await sut.count('a', 10, 1000, 1);
    await sut.count('b', 10, 1000, 1);
    await sut.count('c', 10, 1000, 1);

    expect(await sut.count('a', 0, 1000, 1)).toEqual({ used: 0, accepted: true });
    expect(await sut.count('b', 0, 1000, 1)).toEqual({ used: 10, accepted: true });
    expect(await sut.count('c', 0, 1000, 1)).toEqual({ used: 10, accepted: true });
  });
});
