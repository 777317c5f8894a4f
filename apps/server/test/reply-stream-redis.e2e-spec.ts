import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ReplyEvent, StoredReply } from 'src/replies/stream/reply-stream.port';
import { RedisReplyStreamBus } from 'src/replies/stream/redis-reply-stream.bus';
import { closeRedisClient, createRedisClient, type RedisClient, whenReady } from 'src/redis/redis-client';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server';
import {
  collectReplyStream,
  collectSubscription,
  continueConversation,
  startConversation,
  watchConversation,
} from './support/journal-client';
import { startRedisServer, type RedisServer, uniqueKeyPrefix } from './support/redis-server';
import {
  createTestDatabase,
  signUp,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app';

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await redis?.stop();
});

// Every step of these tests is of one conversation and owner, but where a test says otherwise.
const CONVERSATION_ID = randomUUID();
const OWNER_ID = randomUUID();

const step = (entryId: string, text: string, delta = text): ReplyEvent => ({
  entryId,
  conversationId: CONVERSATION_ID,
  ownerId: OWNER_ID,
  delta,
  text,
  status: 'pending',
  error: null,
});
const complete = (entryId: string, text: string): ReplyEvent => ({
  entryId,
  conversationId: CONVERSATION_ID,
  ownerId: OWNER_ID,
  delta: '',
  text,
  status: 'complete',
  error: null,
});
const storedAs =
  (event: ReplyEvent): StoredReply =>
  () =>
    Promise.resolve(event);

/** Reads a follow until it ends or `timeoutMs` passes (then fails, listing what came). */
async function collect(follow: AsyncIterable<ReplyEvent>, timeoutMs = 5_000): Promise<ReplyEvent[]> {
  const events: ReplyEvent[] = [];
  const iterator = follow[Symbol.asyncIterator]();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(1, deadline - Date.now()));
    });
    const next = await Promise.race([iterator.next(), timeout]);
    clearTimeout(timer);
    if (next === 'timeout') {
      void iterator.return?.();
      throw new Error(`follow did not end; got ${JSON.stringify(events.map((e) => [e.status, e.text]))}`);
    }
    if (next.done) return events;
    events.push(next.value);
  }
}

/**
 * Starts a follow and waits for its first event: the snapshot, read once the follower's SUBSCRIBE was
 * acknowledged, so every step published after this is heard, and none published before it can replace the
 * snapshot under the follower's read (Redis keeps only the latest snapshot).
 */
async function started(
  follow: AsyncIterable<ReplyEvent>,
): Promise<{ first: ReplyEvent; rest: () => Promise<ReplyEvent[]> }> {
  const iterator = follow[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw new Error('the follow ended before its snapshot');
  return { first: first.value, rest: () => collect({ [Symbol.asyncIterator]: () => iterator }) };
}

/** Resolves once this many subscribers listen on the channel (so steps published after it are heard). */
async function subscribers(client: Redis, channel: string, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const [, listening] = (await client.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(listening) === count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${channel} never had ${count} subscribers`);
}

// Two buses on one Redis, as two server instances have: A generates, B serves the followers.
describe(RedisReplyStreamBus.name, () => {
  let prefix: string;
  let clientA: RedisClient;
  let clientB: RedisClient;
  let a: RedisReplyStreamBus;
  let b: RedisReplyStreamBus;
  let inspector: Redis;

  beforeAll(async () => {
    prefix = uniqueKeyPrefix('reply-bus');
    clientA = await createRedisClient(redis.url, prefix, 'RedisA');
    clientB = await createRedisClient(redis.url, prefix, 'RedisB');
    await Promise.all([whenReady(clientA, 5_000), whenReady(clientB, 5_000)]);
    a = new RedisReplyStreamBus(clientA);
    b = new RedisReplyStreamBus(clientB);
    await Promise.all([a.onModuleInit(), b.onModuleInit()]);
    inspector = new Redis(redis.url);
  });

  afterAll(async () => {
    await Promise.all([a?.onApplicationShutdown(), b?.onApplicationShutdown()]);
    await Promise.all([clientA && closeRedisClient(clientA), clientB && closeRedisClient(clientB)]);
    inspector?.disconnect();
  });

  it('should give a follower on B the stored state, then every step published on A, ending complete', async () => {
    const entryId = randomUUID();
    const follow = await started(b.follow(entryId, storedAs(step(entryId, ''))));

    await a.publish(step(entryId, 'Tides'));
    await a.publish(step(entryId, 'Tides turn', ' turn'));
    await a.publish(step(entryId, 'Tides turn slowly', ' slowly'));
    await a.publish(complete(entryId, 'Tides turn slowly'));

    expect([follow.first, ...(await follow.rest())].map((e) => [e.status, e.text])).toEqual([
      ['pending', ''],
      ['pending', 'Tides'],
      ['pending', 'Tides turn'],
      ['pending', 'Tides turn slowly'],
      ['complete', 'Tides turn slowly'],
    ]);
  });

  it('should give a follower joining mid-reply the text so far from the snapshot, not the stored state', async () => {
    const entryId = randomUUID();
    await a.publish(step(entryId, 'The lighthouse'));
    await a.publish(step(entryId, 'The lighthouse keeper', ' keeper'));
    let storedRead = false;

    const follow = await started(
      b.follow(entryId, () => {
        storedRead = true;
        return Promise.resolve(step(entryId, ''));
      }),
    );
    await a.publish(step(entryId, 'The lighthouse keeper waved', ' waved'));
    await a.publish(complete(entryId, 'The lighthouse keeper waved'));

    expect([follow.first, ...(await follow.rest())].map((e) => [e.status, e.text])).toEqual([
      ['pending', 'The lighthouse keeper'],
      ['pending', 'The lighthouse keeper waved'],
      ['complete', 'The lighthouse keeper waved'],
    ]);
    expect(storedRead).toBe(false);
  });

  it('should keep the in-flight snapshot under a key with a TTL and remove it when the reply ends', async () => {
    const entryId = randomUUID();
    const key = `${prefix}reply-snapshot:${entryId}`;

    await a.publish(step(entryId, 'Half a'));
    const ttl = await inspector.ttl(key);
    const snapshot = JSON.parse((await inspector.get(key)) ?? 'null') as ReplyEvent | null;
    await a.publish(complete(entryId, 'Half a reply'));

    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    expect(snapshot?.text).toBe('Half a');
    expect(await inspector.exists(key)).toBe(0);
  });

  it('should give a follower joining after completion the stored state and end at once', async () => {
    const entryId = randomUUID();
    await a.publish(step(entryId, 'Done'));
    await a.publish(complete(entryId, 'Done here'));

    const events = await collect(b.follow(entryId, storedAs(complete(entryId, 'Done here'))));

    expect(events.map((e) => [e.status, e.text])).toEqual([['complete', 'Done here']]);
  });

  it('should end complete when the reply completes while the follower reads the stored state', async () => {
    const entryId = randomUUID();
    // The database still said pending when it was read; the final step is published during that read.
    const events = await collect(
      b.follow(entryId, async () => {
        await a.publish(complete(entryId, 'Finished meanwhile'));
        return step(entryId, '');
      }),
    );

    expect(events.map((e) => [e.status, e.text])).toEqual([
      ['pending', ''],
      ['complete', 'Finished meanwhile'],
    ]);
  });

  it('should hold one SUBSCRIBE per entry for all followers on an instance, and drop it after the last', async () => {
    const entryId = randomUUID();
    const channel = `${prefix}reply:${entryId}`;
    const first = collect(b.follow(entryId, storedAs(step(entryId, ''))));
    const second = collect(b.follow(entryId, storedAs(step(entryId, ''))));
    const onA = collect(a.follow(entryId, storedAs(step(entryId, ''))));
    await subscribers(inspector, channel, 2);

    await a.publish(step(entryId, 'Shared'));
    await a.publish(complete(entryId, 'Shared'));
    const all = await Promise.all([first, second, onA]);

    for (const events of all) expect(events.at(-1)).toMatchObject({ status: 'complete', text: 'Shared' });
    await subscribers(inspector, channel, 0);
  });

  it('should never show a step older than the snapshot it started from', async () => {
    const entryId = randomUUID();
    await a.publish(step(entryId, 'One two three'));
    const follow = await started(b.follow(entryId, storedAs(step(entryId, ''))));

    // A step the snapshot already holds, as when it was published while the snapshot was being read.
    await a.publish(step(entryId, 'One two', ' two'));
    await a.publish(complete(entryId, 'One two three four'));

    expect([follow.first, ...(await follow.rest())].map((e) => e.text)).toEqual([
      'One two three',
      'One two three four',
    ]);
  });

  it("should give a conversation's watcher on B every step of its replies published on A once it listens", async () => {
    const conversationId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const channel = `${prefix}conversation-replies:${conversationId}`;
    const watcher = await b.watch(conversationId);
    // Resolved only once Redis acknowledged the SUBSCRIBE: no polling needed before publishing.
    const [, listening] = (await inspector.pubsub('NUMSUB', channel)) as [string, number];
    expect(Number(listening)).toBe(1);

    await a.publish({ ...step(first, 'Gulls'), conversationId });
    await a.publish(step(randomUUID(), 'Another conversation'));
    await a.publish({ ...complete(first, 'Gulls circled'), conversationId });
    await a.publish({ ...step(second, 'Then rain'), conversationId });

    const seen = [];
    for (let i = 0; i < 3; i += 1) seen.push((await watcher.next()).value as ReplyEvent);
    expect(seen.map((e) => [e.entryId, e.status, e.text])).toEqual([
      [first, 'pending', 'Gulls'],
      [first, 'complete', 'Gulls circled'],
      [second, 'pending', 'Then rain'],
    ]);
    await watcher.return();
    await subscribers(inspector, channel, 0);
  });

  it('should refuse to watch when its SUBSCRIBE fails', async () => {
    const broken = await createRedisClient(redis.url, prefix, 'RedisBroken');
    await whenReady(broken, 5_000);
    const bus = new RedisReplyStreamBus(broken);
    await bus.onModuleInit();
    // Its subscriber connection closed: the SUBSCRIBE fails at once.
    await bus.onApplicationShutdown();

    await expect(bus.watch(randomUUID())).rejects.toThrow();

    await closeRedisClient(broken);
  });
});

describe('Streamed replies with REDIS_URL set', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: uniqueKeyPrefix('reply-app'),
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: fake.apiKey,
    });
    ({ token } = await signUp(app));
  });

  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('should stream a reply over Redis to a replyStream subscriber, ending complete and stored', async () => {
    fake.script({ reply: 'The harbour lights came on one by one', chunkDelayMs: 20 });
    const { entry } = await startConversation(app, token, {}, true);

    const { events, errors } = await collectReplyStream(app, token, entry.id);

    expect(errors).toEqual([]);
    expect(events.at(-1)).toMatchObject({
      status: 'complete',
      text: 'The harbour lights came on one by one',
    });
    events.slice(1).forEach((event, i) => expect(event.text.startsWith(events[i].text)).toBe(true));
  });

  it('should stream a reply over Redis to a conversationReplies subscriber that listened before the message', async () => {
    // Started without streaming: its opening's reply has ended before the watch begins.
    const { conversation } = await startConversation(app, token);
    const watch = watchConversation(app, token, conversation.id);
    await watch.listening;
    fake.script({ chunks: ['Fog', ' over', ' the bay'], chunkDelayMs: 0 });

    const entry = await continueConversation(app, token, conversation.id, 'And then?', true);
    await watch.replyEnded(entry.id);
    await watch.close();

    expect(watch.steps.map((step) => [step.entryId === entry.id, step.status, step.text])).toEqual([
      [true, 'pending', 'Fog'],
      [true, 'pending', 'Fog over'],
      [true, 'pending', 'Fog over the bay'],
      [true, 'complete', 'Fog over the bay'],
    ]);
  });

  it('should report Redis in /health/ready', async () => {
    expect(await app.rest('GET', '/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'up', redis: 'up' },
    });
  });
});

describe('Journal answers across instances with REDIS_URL set', () => {
  let fake: FakeOpenAi;
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const JWT_SECRET = `answers-redis-secret-${'x'.repeat(32)}`;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    database = await createTestDatabase();
    const prefix = uniqueKeyPrefix('answers');
    for (let i = 0; i < 2; i++) {
      apps.push(
        await startTestApp(
          {
            JWT_SECRET,
            REDIS_URL: redis.url,
            REDIS_KEY_PREFIX: prefix,
            AI_BASE_URL: fake.baseUrl,
            AI_API_KEY: fake.apiKey,
          },
          { database },
        ),
      );
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
    await fake?.close();
  });

  it('should stream an answer asked on one instance, with its citations, to a follower on the other', async () => {
    const [asking, following] = apps;
    const { token } = await signUp(asking);
    const earlier = await startConversation(asking, token, { projectName: 'Marina' });
    const source = await continueConversation(
      asking,
      token,
      earlier.conversation.id,
      'The kayak trip with Ana.',
    );
    fake.reset();
    fake.script({ reply: 'You took the kayak out with Ana [1].', chunkDelayMs: 30 });

    const asked = await asking.gql<{ askJournal: { id: string } }>(
      'mutation { askJournal(question: "Where did I take the kayak?") { id } }',
      {},
      token,
    );
    const id = asked.body.data?.askJournal.id as string;
    const { events, errors } = await collectSubscription<{
      journalAnswerStream: { text: string; status: string; citations: Array<{ id: string }> | null };
    }>(
      following,
      token,
      'subscription ($id: ID!) { journalAnswerStream(id: $id) { text status citations { id } } }',
      {
        id,
      },
    );

    expect(errors).toEqual([]);
    const steps = events.map((event) => event.journalAnswerStream);
    expect(steps[0].citations).not.toBeNull();
    expect(steps.at(-1)).toMatchObject({ status: 'COMPLETE', text: 'You took the kayak out with Ana [1].' });
    expect(steps.at(-1)?.citations?.map((cited) => cited.id)).toEqual([source.id]);
  });
});
