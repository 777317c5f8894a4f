import { countsKept, tokenCounter } from './token-counter';

const LONG = 'We walked along the harbour wall until the light went. '.repeat(8);

describe('countsKept', () => {
  it('counts a longer text once, and answers its count again without counting', () => {
    const count = jest.fn((text: string) => text.length);
    const counts = countsKept(count);

    expect(counts.of(LONG)).toBe(LONG.length);
    expect(counts.of(`${LONG}`)).toBe(LONG.length);
    expect(count).toHaveBeenCalledTimes(1);
    expect(counts.known(LONG)).toBe(LONG.length);
  });

  it('tells texts apart by their content', () => {
    const count = jest.fn((text: string) => text.length);
    const counts = countsKept(count);

    expect(counts.of(LONG)).toBe(LONG.length);
    expect(counts.of(`${LONG}!`)).toBe(LONG.length + 1);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('counts a short text every time and keeps nothing of it', () => {
    const count = jest.fn((text: string) => text.length);
    const counts = countsKept(count);

    counts.of('Hello');
    counts.of('Hello');
    expect(count).toHaveBeenCalledTimes(2);
    expect(counts.known('Hello')).toBeUndefined();
  });
});

describe('tokenCounter', () => {
  it('gives the same counts, and the same fits, for a text counted before as for a new one', async () => {
    const counter = await tokenCounter();
    const fresh = counter.count(LONG);

    expect(counter.count(LONG)).toBe(fresh);
    expect(counter.fits(LONG, fresh)).toBe(true);
    expect(counter.fits(LONG, fresh - 1)).toBe(false);
    expect(counter.fits(`${LONG} And then home.`, fresh)).toBe(false);
  });
});
