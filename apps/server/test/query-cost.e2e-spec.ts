import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { startRedisServer, type RedisServer, uniqueKeyPrefix } from './support/redis-server';
import { TcpProxy } from './support/tcp-proxy';
import { type HttpResult, signUp, startTestApp, type TestApp } from './support/test-app';

interface CostExtension {
  requested: number;
  limit: number;
  remaining: number;
  resetAt: string;
}

interface CostedBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  extensions?: { cost?: CostExtension };
}

const BUDGET = 1000;
const ME = '{ me { username } }';
// `me` and its `username`: 2 each, so 300 aliases cost 600, more than half the budget.
const EXPENSIVE = `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: me { username }`).join(' ')} }`;
const EXPENSIVE_COST = 600;
const RENAME =
  'mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { id title } }';
const UPDATE_PROFILE =
  'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { aiMemory } } }';

const costOf = (result: HttpResult<CostedBody>) => result.body.extensions?.cost;

/** A refusal must not be a coincidence of the clock: start the test at least 15 s before the minute turns. */
async function awayFromMinuteTurn(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

function expectCost(cost: CostExtension | undefined, requested: number): void {
  expect(cost).toMatchObject({ requested, limit: BUDGET });
  expect(cost!.remaining).toBeGreaterThanOrEqual(0);
  expect(cost!.remaining).toBeLessThanOrEqual(BUDGET);
  const resetAt = Date.parse(cost!.resetAt);
  expect(new Date(resetAt).toISOString()).toBe(cost!.resetAt);
  expect(resetAt % 60_000).toBe(0);
  expect(resetAt - Date.now()).toBeGreaterThan(-1_000);
  expect(resetAt - Date.now()).toBeLessThanOrEqual(60_000);
}

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
])('GraphQL query cost counted %s', (_, withRedis) => {
  let app: TestApp;
  const gql = (query: string, variables?: Record<string, unknown>, token?: string, address?: string) =>
    app.gql(query, variables, token, address ? { 'x-forwarded-for': address } : undefined) as Promise<
      HttpResult<CostedBody>
    >;

  beforeAll(async () => {
    app = await startTestApp({
      GRAPHQL_COST_PER_MINUTE: String(BUDGET),
      TRUST_PROXY: 'true',
      ...(withRedis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: uniqueKeyPrefix('query-cost') } : {}),
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('should report the cost in a query, a mutation and every kind of error answer', async () => {
    await awayFromMinuteTurn();
    const { token } = await signUp(app, undefined, { 'x-forwarded-for': '192.0.2.1' });

    const query = await gql(ME, undefined, token);
    const mutation = await gql(UPDATE_PROFILE, { input: { aiMemory: true } }, token);
    const notFound = await gql(RENAME, { input: { id: randomUUID(), title: 'x' } }, token);
    const syntax = await gql('{ me { id ', undefined, token);
    const invalid = await gql('{ me { noSuchField } }', undefined, token);
    const unauthenticated = await gql(ME, undefined, undefined, '192.0.2.2');

    expect(query.status).toBe(200);
    expectCost(costOf(query), 2);
    expect(mutation.body.errors).toBeUndefined();
    expectCost(costOf(mutation), 3);
    expect(notFound.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expectCost(costOf(notFound), 3);
    expect(syntax.status).toBe(400);
    expectCost(costOf(syntax), 0);
    expect(invalid.status).toBe(400);
    expectCost(costOf(invalid), 0);
    expect(unauthenticated.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectCost(costOf(unauthenticated), 2);
    // One caller's spending, in order; the error answers before an operation spend nothing.
    expect([query, mutation, notFound, syntax, invalid].map((result) => costOf(result)!.remaining)).toEqual([
      998, 995, 992, 992, 992,
    ]);
    // The address without a credential is a caller of its own.
    expect(costOf(unauthenticated)!.remaining).toBe(998);
  });

  it('should refuse past the budget with 429, RATE_LIMITED and Retry-After, and still take what fits', async () => {
    await awayFromMinuteTurn();
    const { token } = await signUp(app, undefined, { 'x-forwarded-for': '192.0.2.3' });

    const first = await gql(EXPENSIVE, undefined, token);
    const refused = await gql(EXPENSIVE, undefined, token);
    const small = await gql(ME, undefined, token);
    const other = await signUp(app, undefined, { 'x-forwarded-for': '192.0.2.4' });
    const otherCaller = await gql(EXPENSIVE, undefined, other.token);

    expect(first.status).toBe(200);
    expect(costOf(first)).toMatchObject({ requested: EXPENSIVE_COST, remaining: BUDGET - EXPENSIVE_COST });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      {
        message: `Query cost budget spent: this operation costs ${EXPENSIVE_COST} and ${BUDGET - EXPENSIVE_COST} is left this minute. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`,
        extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED', retryAfter },
      },
    ]);
    // Refused, so not counted: what is left is what was left.
    expect(costOf(refused)).toMatchObject({ requested: EXPENSIVE_COST, remaining: BUDGET - EXPENSIVE_COST });
    expect(Date.parse(costOf(refused)!.resetAt) - Date.now()).toBeLessThanOrEqual(retryAfter * 1000);
    expect(small.status).toBe(200);
    expect(costOf(small)).toMatchObject({ requested: 2, remaining: BUDGET - EXPENSIVE_COST - 2 });
    expect(otherCaller.status).toBe(200);
  });
});

describe('GraphQL query cost shared by two instances through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let prefix: string;

  beforeAll(async () => {
    prefix = uniqueKeyPrefix('query-cost-shared');
    const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, GRAPHQL_COST_PER_MINUTE: String(BUDGET) };
    first = await startTestApp(env);
    second = await startTestApp(env);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('should count a credential once across instances, with the counts in Redis under no token', async () => {
    await awayFromMinuteTurn();
    const { token } = await signUp(first);

    const onFirst = (await first.gql(EXPENSIVE, undefined, token)) as HttpResult<CostedBody>;
    // The second instance has its own database: the token is unknown there, and the operation still costs.
    const onSecond = (await second.gql(EXPENSIVE, undefined, token)) as HttpResult<CostedBody>;

    expect(onFirst.status).toBe(200);
    expect(onSecond.status).toBe(429);
    expect(costOf(onSecond)?.remaining).toBe(BUDGET - EXPENSIVE_COST);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${prefix}graphql-cost:*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain(token);
      expect(await client.get(keys[0])).toBe(String(EXPENSIVE_COST));
      expect(await client.pttl(keys[0])).toBeGreaterThan(60_000);
    } finally {
      client.disconnect();
    }
  });
});

describe('GraphQL query cost while Redis is unreachable', () => {
  let proxy: TcpProxy;
  let app: TestApp;

  beforeAll(async () => {
    proxy = TcpProxy.forUrl(redis.url);
    await proxy.start();
    app = await startTestApp({
      REDIS_URL: proxy.rewrite(redis.url),
      REDIS_KEY_PREFIX: uniqueKeyPrefix('query-cost-outage'),
      GRAPHQL_COST_PER_MINUTE: String(BUDGET),
    });
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  it('should keep answering, counting on the instance, and never answer 5xx', async () => {
    await awayFromMinuteTurn();
    const { token } = await signUp(app);
    await proxy.cut();

    const during = (await app.gql(EXPENSIVE, undefined, token)) as HttpResult<CostedBody>;
    const refused = (await app.gql(EXPENSIVE, undefined, token)) as HttpResult<CostedBody>;

    expect(during.status).toBe(200);
    expect(costOf(during)).toMatchObject({ requested: EXPENSIVE_COST, remaining: BUDGET - EXPENSIVE_COST });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    await proxy.restore();
  });
});
