import type { AuthUser } from './auth-user';
import { SessionCache } from './session-cache';

const USER = '6f1c2a4e-0b7d-4c1e-9a3f-2d5e8b7c1a90';
const OTHER_USER = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const CREDENTIALS = 'Bearer token-of-ada';
const OTHER_CREDENTIALS = 'Bearer token-of-bob';
const inAnHour = () => new Date(Date.now() + 3_600_000);
const ada = (): AuthUser => ({ id: USER, username: 'ada', sessionId: 's1', sessionExpiresAt: inAnHour() });
const bob = (): AuthUser => ({
  id: OTHER_USER,
  username: 'bob',
  sessionId: 's2',
  sessionExpiresAt: inAnHour(),
});

describe('SessionCache (one instance, no Redis)', () => {
  let cache: SessionCache;
  let checks: number;
  const check = (caller: AuthUser) => () => {
    checks += 1;
    return Promise.resolve(caller);
  };
  const refuse = () => {
    checks += 1;
    return Promise.reject(new Error('Invalid or expired token'));
  };

  beforeEach(() => {
    cache = new SessionCache(null, { sessionCacheSeconds: 10 });
    checks = 0;
  });

  it('should check valid credentials once while they are kept, each credentials for themselves', async () => {
    expect((await cache.caller(CREDENTIALS, check(ada()))).username).toBe('ada');
    expect((await cache.caller(CREDENTIALS, check(bob()))).username).toBe('ada');
    expect((await cache.caller(OTHER_CREDENTIALS, check(bob()))).username).toBe('bob');
    expect(checks).toBe(2);
  });

  it('should keep nothing of credentials refused, and check them again next time', async () => {
    await expect(cache.caller(CREDENTIALS, refuse)).rejects.toThrow('Invalid or expired token');
    await expect(cache.caller(CREDENTIALS, refuse)).rejects.toThrow('Invalid or expired token');
    expect(checks).toBe(2);
  });

  it('should check a token again once it has expired', async () => {
    await cache.caller(CREDENTIALS, check({ ...ada(), sessionExpiresAt: new Date(Date.now() - 1) }));
    await expect(cache.caller(CREDENTIALS, refuse)).rejects.toThrow('Invalid or expired token');
    expect(checks).toBe(2);
  });

  it("should check again after the user's sessions were forgotten, and only theirs", async () => {
    await cache.caller(CREDENTIALS, check(ada()));
    await cache.caller(OTHER_CREDENTIALS, check(bob()));
    await cache.forgetUser(USER);
    await expect(cache.caller(CREDENTIALS, refuse)).rejects.toThrow('Invalid or expired token');
    await cache.caller(OTHER_CREDENTIALS, check(bob()));
    expect(checks).toBe(3);
  });

  it('should check every request when SESSION_CACHE_SECONDS is 0', async () => {
    const uncached = new SessionCache(null, { sessionCacheSeconds: 0 });
    await uncached.caller(CREDENTIALS, check(ada()));
    await uncached.caller(CREDENTIALS, check(ada()));
    expect(checks).toBe(2);
  });

  it('should not keep what a check found while sessions were being forgotten', async () => {
    let release: (caller: AuthUser) => void = () => undefined;
    const slow = cache.caller(CREDENTIALS, () => new Promise((resolve) => (release = resolve)));
    await cache.forgetUser(USER);
    release(ada());
    await slow;

    await cache.caller(CREDENTIALS, check(ada()));
    expect(checks).toBe(1);
  });
});
