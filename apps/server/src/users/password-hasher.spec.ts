import { availableParallelism } from 'node:os';
import * as argon2 from 'argon2';
import { PasswordHasher } from './password-hasher';

jest.mock('argon2', () => ({ ...jest.requireActual('argon2'), hash: jest.fn(), verify: jest.fn() }));

describe('PasswordHasher', () => {
  it('should run at most one hash per core but one at a time (at least one), and every call still gets its answer', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const slowly = <T>(value: T) =>
      new Promise<T>((resolve) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        setTimeout(() => {
          running--;
          resolve(value);
        }, 5);
      });
    jest.mocked(argon2.hash).mockImplementation(() => slowly('$argon2id$hash'));
    jest.mocked(argon2.verify).mockImplementation(() => slowly(true));
    const hasher = new PasswordHasher();

    const results = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => hasher.hash(`password-${i}`)),
      ...Array.from({ length: 12 }, () => hasher.verify('$argon2id$stored', 'guess')),
    ]);

    expect(results).toEqual([...Array(12).fill('$argon2id$hash'), ...Array(12).fill(true)]);
    expect(mostAtOnce).toBe(Math.max(1, availableParallelism() - 1));
  });
});
