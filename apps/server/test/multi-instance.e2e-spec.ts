import { randomUUID } from 'node:crypto';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { type FakeOpenAi, startFakeOpenAi } from './support/fake-openai-server';
import { collectReplyStream, ENTRY_FIELDS, startConversation } from './support/journal-client';
import { type RedisServer, startRedisServer, uniqueKeyPrefix } from './support/redis-server';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { PNG_1X1 } from './support/sample-files';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { createTestDatabase, type TestDatabase } from './support/test-app';
import { restUpload } from './support/uploads';

// Two real server processes on one PostgreSQL, one Redis and one bucket, as an operator runs them behind a
// balancer: what one instance starts, the other must be able to see, follow, serve and repair.

const REPLY = 'The lighthouse keeper counted nine ships before the fog came in over the harbour.';
const WORDS = REPLY.split(/(?=\s)/);
const TIMELINE = `query ($id: ID!) { conversation(id: $id) { entries(first: 10) { ${ENTRY_FIELDS} } } }`;
const RETRY = `mutation ($id: ID!) { retryReply(entryId: $id) { entry { ${ENTRY_FIELDS} } } }`;

interface Account {
  token: string;
  username: string;
}

describe('Several server processes sharing PostgreSQL, Redis and a bucket', () => {
  let database: TestDatabase;
  let redis: RedisServer;
  let s3: TestS3Server;
  let fake: FakeOpenAi;
  let sharedEnv: Record<string, string>;
  const running = new Set<ServerProcess>();

  const start = async (name: string, env: Record<string, string> = {}) => {
    const server = await startServerProcess(name, { ...sharedEnv, ...env });
    running.add(server);
    void server.exited.then(() => running.delete(server));
    return server;
  };

  beforeAll(async () => {
    [database, redis, s3, fake] = await Promise.all([
      createTestDatabase(),
      startRedisServer(),
      startS3Server(),
      startFakeOpenAi(),
    ]);
    sharedEnv = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: uniqueKeyPrefix('multi'),
      ...s3.env,
      JWT_SECRET: `multi-instance-${randomUUID()}-${randomUUID()}`,
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: fake.apiKey,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '10',
      SHUTDOWN_GRACE_SECONDS: '1',
    };
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...running].map((server) => server.stop('SIGKILL')));
    await Promise.all([database?.drop(), redis?.stop(), s3?.close(), fake?.close()]);
  });

  // Every account comes from its own client address, so the shared login budget below counts only its calls.
  const signUp = async (server: ServerProcess): Promise<Account> => {
    const username = `multi${randomUUID().slice(0, 8)}`;
    const credentials = { username, password: 'harbour-lights-at-dusk', email: `${username}@example.com` };
    const from = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
    const post = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from },
        body: JSON.stringify(body),
      });
    expect((await post('/api/register', credentials)).status).toBe(201);
    const login = await post('/api/login', { username, password: credentials.password });
    return { token: ((await login.json()) as { token: string }).token, username };
  };

  type Reply = { id: string; replyStatus: string; replyText: string | null };
  interface Started {
    conversation: { id: string };
    entry: { id: string };
  }

  const entryOn = async (server: ServerProcess, token: string, { conversation, entry }: Started) => {
    const result = await server.gql<{ conversation: { entries: Reply[] } }>(
      TIMELINE,
      { id: conversation.id },
      token,
    );
    return result.body.data!.conversation.entries.find((candidate) => candidate.id === entry.id)!;
  };

  /** Polls until the reply is no longer pending; the time it took is part of what is asserted. */
  const settledReply = async (server: ServerProcess, token: string, started: Started, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const entry = await entryOn(server, token, started);
      if (entry.replyStatus !== 'pending' || Date.now() > deadline) return entry;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  describe('two instances, A and B', () => {
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      [a, b] = await Promise.all([start('a'), start('b')]);
    }, 60_000);

    afterAll(async () => {
      await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    });

    it('should stream a reply started on A completely to a subscriber on B', async () => {
      fake.script({ chunks: WORDS, chunkDelayMs: 40 });
      const user = await signUp(a);
      const started = await startConversation(a, user.token, {}, true);

      const { events, errors } = await collectReplyStream(b, user.token, started.entry.id);

      expect(errors).toEqual([]);
      expect(events.at(-1)).toMatchObject({ status: 'complete', text: REPLY });
      // B saw the reply grow, not just the stored end state.
      expect(events.filter((event) => event.status === 'pending').length).toBeGreaterThan(1);
      expect(await entryOn(b, user.token, started)).toMatchObject({
        replyStatus: 'complete',
        replyText: REPLY,
      });
    });

    it('should refuse on B, at once, a token logged out on A, though B had just accepted it', async () => {
      const user = await signUp(a);
      const me = () => b.gql<{ me: { username: string } }>('{ me { username } }', {}, user.token);
      // B has checked the session and keeps it for a few seconds (SessionCache)...
      expect((await me()).body.data?.me.username).toBe(user.username);
      expect((await me()).body.data?.me.username).toBe(user.username);

      expect((await a.rest('POST', '/api/logout', undefined, user.token)).status).toBe(200);

      // ...until A's logout tells it otherwise, well within those seconds.
      const refused = await me();
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors?.[0]).toMatchObject({
        message: MESSAGES.invalidToken,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('should download through B a file uploaded through A, byte for byte, and only for its owner', async () => {
      const owner = await signUp(a);
      const stranger = await signUp(b);
      const uploaded = await restUpload(
        a,
        { bytes: PNG_1X1, name: 'harbour.png', declaredType: 'image/png' },
        owner.token,
      );
      expect(uploaded.status).toBe(200);
      const fileId = uploaded.body.fileId!;

      const file = await b.gql<{ file: { fileUrl: string } }>(
        'query ($id: ID!) { file(id: $id) { fileUrl } }',
        { id: fileId },
        owner.token,
      );
      const url = new URL(file.body.data!.file.fileUrl, b.baseUrl);
      const download = await fetch(`${b.baseUrl}${url.pathname}${url.search}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG_1X1);

      const refused = await b.gql(
        'query ($id: ID!) { file(id: $id) { fileUrl } }',
        { id: fileId },
        stranger.token,
      );
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('should count login attempts made through A and B against one budget per client address', async () => {
      const from = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' };
      const attempt = (server: ServerProcess, i: number) =>
        i % 2 === 0
          ? fetch(`${server.baseUrl}/api/login`, {
              method: 'POST',
              headers: from,
              body: JSON.stringify({ username: `nobody${i}`, password: 'wrong-password-1' }),
            })
          : fetch(`${server.baseUrl}/graphql`, {
              method: 'POST',
              headers: from,
              body: JSON.stringify({
                query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
                variables: { input: { username: `nobody${i}`, password: 'wrong-password-1' } },
              }),
            });

      const statuses: string[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await attempt(i % 2 === 0 ? a : b, i);
        const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
        const limited = response.status === 429 || body.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS';
        statuses.push(limited ? 'limited' : 'counted');
        if (limited) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }

      expect(statuses.slice(0, 10)).toEqual(Array(10).fill('counted'));
      expect(statuses.slice(10)).toEqual(['limited', 'limited']);
    });

    it('should end a reply that A was streaming when it got SIGTERM complete or failed on B, never pending', async () => {
      fake.script({ chunks: WORDS, chunkDelayMs: 250 });
      const user = await signUp(a);
      const started = await startConversation(a, user.token, {}, true);
      const following = collectReplyStream(b, user.token, started.entry.id);
      await new Promise((resolve) => setTimeout(resolve, 800));

      const stoppedAt = Date.now();
      expect(await a.stop('SIGTERM')).toBe(0);
      const { events, errors } = await following;

      expect(errors).toEqual([]);
      expect(['complete', 'failed']).toContain(events.at(-1)?.status);
      const stored = await settledReply(b, user.token, started, 30_000);
      expect(Date.now() - stoppedAt).toBeLessThan(30_000);
      expect(['complete', 'failed']).toContain(stored.replyStatus);
      expect(stored.replyStatus === 'failed' || stored.replyText === REPLY).toBe(true);
    }, 60_000);
  });

  describe('an instance that dies mid-reply, then restarts', () => {
    it('should mark the reply failed within 30 s of the death, and let it be retried', async () => {
      fake.script({ chunks: WORDS, chunkDelayMs: 1_000 });
      const first = await start('c');
      const user = await signUp(first);
      const started = await startConversation(first, user.token, {}, true);
      const { entry } = started;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const diedAt = Date.now();
      await first.stop('SIGKILL');
      const [{ reply_status: leftBehind }] = await directQuery<{ reply_status: string }>(
        { databaseUrl: database.url },
        'SELECT reply_status FROM entries WHERE id = $1',
        [entry.id],
      );
      expect(leftBehind).toBe('pending');

      const restarted = await start('c-again');
      const repaired = await settledReply(restarted, user.token, started, 30_000);
      expect(Date.now() - diedAt).toBeLessThan(30_000);
      expect(repaired.replyStatus).toBe('failed');

      fake.script({ chunks: WORDS });
      const retried = await restarted.gql<{ retryReply: { entry: { id: string } } }>(
        RETRY,
        { id: entry.id },
        user.token,
      );
      expect(retried.body.errors).toBeUndefined();
      expect(await settledReply(restarted, user.token, started, 10_000)).toMatchObject({
        replyStatus: 'complete',
        replyText: REPLY,
      });
      await restarted.stop();
    }, 90_000);
  });
});
