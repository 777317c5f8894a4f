import { SessionCache, type StoredSession } from './session-cache';

const USER = '6f1c2a4e-0b7d-4c1e-9a3f-2d5e8b7c1a90';
const OTHER_USER = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const SESSION = 'c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f';
const open: StoredSession = { username: 'ada', tokenVersion: 0, revoked: false };

describe('SessionCache (one instance, no Redis)', () => {
  let cache: SessionCache;
  let loads: number;
  const load = (session: StoredSession | null) => () => {
    loads += 1;
    return Promise.resolve(session);
  };

  beforeEach(() => {
    cache = new SessionCache(null, { sessionCacheSeconds: 10 });
    loads = 0;
  });

  it('should check an open session against the database once while it is kept', async () => {
    expect(await cache.session(USER, SESSION, load(open))).toEqual(open);
    expect(await cache.session(USER, SESSION, load(open))).toEqual(open);
    expect(loads).toBe(1);
  });

  it('should not keep a logged-out session, a missing user, or serve a session id to another user', async () => {
    await cache.session(USER, SESSION, load({ ...open, revoked: true }));
    await cache.session(USER, SESSION, load(null));
    await cache.session(USER, SESSION, load(open));
    expect(await cache.session(OTHER_USER, SESSION, load(null))).toBeNull();
    expect(loads).toBe(4);
  });

  it("should check again after the user's sessions were forgotten", async () => {
    await cache.session(USER, SESSION, load(open));
    await cache.forgetUser(USER);
    const changed = { ...open, tokenVersion: 1 };
    expect(await cache.session(USER, SESSION, load(changed))).toEqual(changed);
    expect(loads).toBe(2);
  });

  it('should check every request when SESSION_CACHE_SECONDS is 0', async () => {
    const uncached = new SessionCache(null, { sessionCacheSeconds: 0 });
    await uncached.session(USER, SESSION, load(open));
    await uncached.session(USER, SESSION, load(open));
    expect(loads).toBe(2);
  });

  it('should not keep what a check read while sessions were being forgotten', async () => {
    let release: (session: StoredSession) => void = () => undefined;
    const slow = cache.session(USER, SESSION, () => new Promise((resolve) => (release = resolve)));
    await cache.forgetUser(USER);
    release(open);
    await slow;

    await cache.session(USER, SESSION, load(open));
    expect(loads).toBe(1);
  });
});
