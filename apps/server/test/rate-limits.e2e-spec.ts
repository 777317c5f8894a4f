import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { MESSAGES } from 'src/common/messages';
import { startRedisServer, type RedisServer, uniqueKeyPrefix } from './support/redis-server';
import { TcpProxy } from './support/tcp-proxy';
import { type GraphqlBody, type HttpResult, startTestApp, type TestApp } from './support/test-app';

type AnyResult = HttpResult<Record<string, unknown>> | HttpResult<GraphqlBody>;

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
const REQUEST_RESET =
  'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { message } }';

type Outcome = 'answered' | 'throttled';

/** What a sign-in call came back with: throttled (with its Retry-After), or answered in any other way. */
function outcomeOf(result: AnyResult): { outcome: Outcome; retryAfter: number | null } {
  const errors = (result.body as GraphqlBody).errors;
  const throttled = result.status === 429 || errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS';
  const header = result.headers.get('retry-after');
  return {
    outcome: throttled ? 'throttled' : 'answered',
    retryAfter: header === null ? null : Number(header),
  };
}

const forwardedFor = (address: string) => ({ 'x-forwarded-for': address });

/** The same Redis for every describe of this file (REDIS_URL when set, else a redis-server of its own). */
let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await redis?.stop();
});

describe.each([
  ['in-process', false],
  ['in Redis', true],
])('Sign-in rate limits counted %s', (_, withRedis) => {
  let app: TestApp;
  let prefix: string;

  beforeAll(async () => {
    prefix = uniqueKeyPrefix('rate-limits');
    app = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '4',
      AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '10',
      TRUST_PROXY: 'true',
      ...(withRedis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix } : {}),
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should share one budget per address across REST and GraphQL login, register and forgot-password', async () => {
    const from = forwardedFor('192.0.2.10');
    const wrong = { username: `nobody${randomUUID().slice(0, 6)}`, password: 'wrong-password' };
    const used = [
      await app.rest('POST', '/api/login', wrong, undefined, from),
      await app.gql(LOGIN, { input: wrong }, undefined, from),
      await app.rest('POST', '/api/forgot-password', { email: 'someone@example.com' }, undefined, from),
      await app.gql(REQUEST_RESET, { input: { email: 'someone@example.com' } }, undefined, from),
    ];

    const over: AnyResult[] = [
      await app.rest('POST', '/api/login', wrong, undefined, from),
      await app.gql(LOGIN, { input: wrong }, undefined, from),
      await app.rest('POST', '/api/register', { username: 'x' }, undefined, from),
      await app.gql(REGISTER, { input: { username: 'x', password: 'y', email: 'z' } }, undefined, from),
      await app.gql(REQUEST_RESET, { input: { email: 'someone@example.com' } }, undefined, from),
    ];

    expect(used.map((result) => outcomeOf(result).outcome)).toEqual(Array(4).fill('answered'));
    expect(over.map((result) => outcomeOf(result).outcome)).toEqual(Array(5).fill('throttled'));
    expect(over[0]).toMatchObject({
      status: 429,
      body: { message: MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' },
    });
    expect(over[1].status).toBe(200);
    expect((over[1].body as GraphqlBody).errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      [MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS'],
    ]);
    // Another address still has its own budget.
    const elsewhere = await app.rest('POST', '/api/login', wrong, undefined, forwardedFor('192.0.2.11'));
    expect(elsewhere.status).toBe(401);
  });

  it('should send Retry-After in seconds, at most the one-minute window, on REST and GraphQL refusals', async () => {
    const from = forwardedFor('192.0.2.20');
    const wrong = { username: `nobody${randomUUID().slice(0, 6)}`, password: 'wrong-password' };
    for (let attempt = 0; attempt < 4; attempt++)
      await app.rest('POST', '/api/login', wrong, undefined, from);

    const rest = outcomeOf(await app.rest('POST', '/api/login', wrong, undefined, from));
    const graphql = outcomeOf(await app.gql(LOGIN, { input: wrong }, undefined, from));

    for (const refused of [rest, graphql]) {
      expect(refused.outcome).toBe('throttled');
      expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('should refuse the 11th guess at one account from 25 different addresses, whatever the transport', async () => {
    // Registered without logging in, so the account's budget is untouched.
    const victim = {
      username: `victim${randomUUID().slice(0, 6)}`,
      password: 'secret-password',
      email: `victim${randomUUID().slice(0, 6)}@example.com`,
    };
    expect(
      (await app.rest('POST', '/api/register', victim, undefined, forwardedFor('198.51.100.200'))).status,
    ).toBe(201);
    const guesses: Array<{ outcome: Outcome; retryAfter: number | null }> = [];
    for (let i = 1; i <= 25; i++) {
      // The name as the lookup treats it: any letter case, surrounding spaces.
      const username = i % 3 === 0 ? ` ${victim.username.toUpperCase()} ` : victim.username;
      const input = { username, password: `guess-${i}` };
      const from = forwardedFor(`203.0.113.${i}`);
      guesses.push(
        outcomeOf(
          i % 2
            ? await app.rest('POST', '/api/login', input, undefined, from)
            : await app.gql(LOGIN, { input }, undefined, from),
        ),
      );
    }

    expect(guesses.map((g) => g.outcome)).toEqual([
      ...Array(10).fill('answered'),
      ...Array(15).fill('throttled'),
    ]);
    // The 15-minute window, not the per-address minute.
    expect(guesses[10].retryAfter).toBeGreaterThan(60);
    expect(guesses[10].retryAfter).toBeLessThanOrEqual(15 * 60);
    // The same refusal as the per-address budget's, and even the right password waits.
    const right = await app.rest(
      'POST',
      '/api/login',
      { username: victim.username, password: victim.password },
      undefined,
      forwardedFor('203.0.113.99'),
    );
    expect(right).toMatchObject({
      status: 429,
      body: { message: MESSAGES.tooManyRequestsFor(15 * 60), code: 'TOO_MANY_REQUESTS' },
    });
    expect(MESSAGES.tooManyRequestsFor(15 * 60)).toBe(
      'Too many requests. Please wait 15 minutes and try again.',
    );
    // Other accounts are not affected by it.
    const other = await app.rest(
      'POST',
      '/api/login',
      { username: `other${randomUUID().slice(0, 6)}`, password: 'guess' },
      undefined,
      forwardedFor('203.0.113.1'),
    );
    expect(other.status).toBe(401);
  });

  it('should throttle an account name that does not exist exactly as an existing one (no oracle)', async () => {
    const ghost = `ghost${randomUUID().slice(0, 6)}`;
    const results: HttpResult[] = [];
    for (let i = 1; i <= 11; i++) {
      results.push(
        await app.rest(
          'POST',
          '/api/login',
          { username: ghost, password: 'guess' },
          undefined,
          forwardedFor(`203.0.114.${i}`),
        ),
      );
    }

    expect(results.map((r) => r.status)).toEqual([...Array(10).fill(401), 429]);
    // The same refusal, saying how long the account's budget lasts.
    expect(results[10].body).toEqual({
      message: 'Too many requests. Please wait 15 minutes and try again.',
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('should refuse the 11th password-reset request for one address from different clients', async () => {
    const email = `Someone.${randomUUID().slice(0, 6)}@Example.com`;
    const outcomes: Outcome[] = [];
    for (let i = 1; i <= 11; i++) {
      const input = { email: i % 2 ? email : email.toLowerCase() };
      const from = forwardedFor(`203.0.115.${i}`);
      outcomes.push(
        outcomeOf(
          i % 2
            ? await app.rest('POST', '/api/forgot-password', input, undefined, from)
            : await app.gql(REQUEST_RESET, { input }, undefined, from),
        ).outcome,
      );
    }

    expect(outcomes).toEqual([...Array(10).fill('answered'), 'throttled']);
  });
});

describe('Sign-in rate limits shared by two instances through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let prefix: string;

  beforeAll(async () => {
    prefix = uniqueKeyPrefix('rate-limits-shared');
    // Only unauthenticated calls here: two apps in one process are fine for them.
    const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, AUTH_RATE_LIMIT_PER_MINUTE: '3' };
    first = await startTestApp(env);
    second = await startTestApp(env);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('should refuse on the second instance once the first used the budget, with the counts in Redis', async () => {
    const wrong = { username: 'nobody', password: 'wrong-password' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await first.rest('POST', '/api/login', wrong)).status);
    }

    const onSecond = await second.rest('POST', '/api/login', wrong);

    expect(statuses).toEqual([401, 401, 401]);
    expect(onSecond.status).toBe(429);
    expect(Number(onSecond.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${prefix}*`);
      expect(keys.some((key) => key.includes('sign-in:auth:'))).toBe(true);
    } finally {
      client.disconnect();
    }
  });
});

describe('Sign-in rate limits while Redis is unreachable', () => {
  let proxy: TcpProxy;
  let app: TestApp;

  beforeAll(async () => {
    proxy = TcpProxy.forUrl(redis.url);
    await proxy.start();
    app = await startTestApp({
      REDIS_URL: proxy.rewrite(redis.url),
      REDIS_KEY_PREFIX: uniqueKeyPrefix('rate-limits-outage'),
    });
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  it('should answer 503 with Retry-After, report Redis down, and count again once Redis is back', async () => {
    const wrong = { username: 'nobody', password: 'wrong-password' };
    expect((await app.rest('POST', '/api/login', wrong)).status).toBe(401);
    await proxy.cut();

    const refused = await app.rest('POST', '/api/login', wrong);
    const ready = await app.rest('GET', '/health/ready');

    expect(refused).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(ready).toMatchObject({ status: 503, body: { status: 'error', redis: 'down', database: 'up' } });

    await proxy.restore();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 401) {
      status = (await app.rest('POST', '/api/login', wrong)).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(401);
    expect(await app.rest('GET', '/health/ready')).toMatchObject({ status: 200, body: { redis: 'up' } });
  });
});
