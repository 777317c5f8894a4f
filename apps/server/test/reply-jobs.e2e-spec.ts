import { randomUUID } from 'node:crypto';
import { INTERRUPTED_MESSAGE, STALE_AFTER_SECONDS } from 'src/replies/reply-jobs';
import { directQuery } from './support/direct-sql';
import { type FakeOpenAi, startFakeOpenAi } from './support/fake-openai-server';
import {
  collectReplyStream,
  continueConversation,
  type ReplyChunkResult,
  startConversation,
} from './support/journal-client';
import { ReplyJobsClient } from './support/reply-jobs';
import {
  createTestDatabase,
  signUp,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app';
import { until } from './support/until';

interface StoredReply {
  reply_status: string;
  reply_text: string | null;
  reply_error: string | null;
  reply_job_id: string | null;
  owner_id: string;
}

const RETRY = /* GraphQL */ `
  mutation ($id: ID!) {
    retryReply(entryId: $id) {
      entry {
        replyStatus
        replyText
      }
    }
  }
`;

// Every app of this file signs with the same secret, so a token outlives the app that issued it.
const JWT_SECRET = `reply-jobs-test-secret-${randomUUID()}`;

async function storedReply(database: Pick<TestApp, 'databaseUrl'>, entryId: string): Promise<StoredReply> {
  const [row] = await directQuery<StoredReply>(
    database,
    'SELECT reply_status, reply_text, reply_error, reply_job_id, owner_id FROM entries WHERE id = $1',
    [entryId],
  );
  return row;
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i} `);

describe('AI replies as jobs in PostgreSQL', () => {
  let fake: FakeOpenAi;
  let env: Record<string, string>;
  const cleanups: Array<() => Promise<unknown>> = [];

  /** The database and apps of one test: closed in reverse order after it, whatever happened. */
  async function database(): Promise<TestDatabase> {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    return db;
  }
  async function app(db: TestDatabase, overrides: Record<string, string> = {}): Promise<TestApp> {
    const started = await startTestApp({ ...env, ...overrides }, { database: db });
    let closed = false;
    const close = started.close;
    started.close = async () => {
      if (closed) return;
      closed = true;
      await close();
    };
    cleanups.push(() => started.close());
    return started;
  }
  async function jobsClient(db: Pick<TestApp, 'databaseUrl'>): Promise<ReplyJobsClient> {
    const client = await ReplyJobsClient.open(db.databaseUrl);
    cleanups.push(() => client.close());
    return client;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    env = { AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey, JWT_SECRET, AI_STALL_TIMEOUT_SECONDS: '5' };
  });

  beforeEach(() => fake.reset());

  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  afterAll(async () => {
    await fake.close();
  });

  it('should fail at boot a reply left pending with no job, leave one whose job is queued, and retry the failed one', async () => {
    const db = await database();
    const first = await app(db);
    const { token } = await signUp(first);
    const orphan = (await startConversation(first, token)).entry;
    const queued = (await startConversation(first, token)).entry;
    await first.close();
    const jobs = await jobsClient({ databaseUrl: db.url });
    // As a version before jobs left it: pending, no job, last changed an hour ago.
    await jobs.pendingReply(orphan.id, null, 'an hour ago');
    const { owner_id: ownerId } = await storedReply({ databaseUrl: db.url }, queued.id);
    const waitingJob = await jobs.queue({ entryId: queued.id, ownerId });
    await jobs.pendingReply(queued.id, waitingJob, 'an hour ago');

    const second = await app(db);

    expect(await storedReply(second, orphan.id)).toMatchObject({
      reply_status: 'failed',
      reply_error: INTERRUPTED_MESSAGE,
    });
    expect(await storedReply(second, queued.id)).toMatchObject({
      reply_status: 'pending',
      reply_job_id: waitingJob,
    });
    expect(await jobs.state(waitingJob)).toBe('created');

    fake.script({ reply: 'Here it is after all.' });
    const retried = await second.gql<{ retryReply: { entry: { replyStatus: string; replyText: string } } }>(
      RETRY,
      { id: orphan.id },
      token,
    );
    expect(retried.body.data?.retryReply.entry).toEqual({
      replyStatus: 'complete',
      replyText: 'Here it is after all.',
    });
  });

  it('should refuse to retry a pending reply: its job is queued or running', async () => {
    const db = await database();
    const server = await app(db);
    const { token } = await signUp(server);
    const { entry } = await startConversation(server, token);
    const jobs = await jobsClient(server);
    const job = await jobs.queue({
      entryId: entry.id,
      ownerId: (await storedReply(server, entry.id)).owner_id,
    });
    await jobs.pendingReply(entry.id, job, 'an hour ago');

    const retried = await server.gql(RETRY, { id: entry.id }, token);

    expect(retried.body.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['CONFLICT', 'This reply is not waiting to be retried.'],
    ]);
    expect(await storedReply(server, entry.id)).toMatchObject({ reply_status: 'pending', reply_job_id: job });
  });

  it('should fail within 30 s, for its followers too, a reply whose worker died (job active, heartbeat stopped)', async () => {
    const db = await database();
    const server = await app(db);
    const { token } = await signUp(server);
    const { entry } = await startConversation(server, token);
    const jobs = await jobsClient(server);
    // Another instance took the job and sent its last heartbeat just now, then died.
    const job = await jobs.queue(
      { entryId: entry.id, ownerId: (await storedReply(server, entry.id)).owner_id },
      true,
    );
    await jobs.pendingReply(entry.id, job, 'now');
    const diedAt = Date.now();

    const { events, errors } = await collectReplyStream(server, token, entry.id);
    const failedAfter = Date.now() - diedAt;

    expect(errors).toEqual([]);
    expect(events.map((e) => e.status)).toEqual(['pending', 'failed']);
    expect(events.at(-1)?.error).toBe(INTERRUPTED_MESSAGE);
    // Not before the heartbeat is stale, and within 30 s of the worker's death.
    expect(failedAfter).toBeGreaterThanOrEqual((STALE_AFTER_SECONDS - 1) * 1000);
    expect(failedAfter).toBeLessThanOrEqual(30_000);
    expect(await storedReply(server, entry.id)).toMatchObject({
      reply_status: 'failed',
      reply_error: INTERRUPTED_MESSAGE,
    });
    expect(await jobs.state(job)).toBe('failed');

    fake.script({ reply: 'A second attempt.' });
    const retried = await server.gql<{ retryReply: { entry: { replyStatus: string } } }>(
      RETRY,
      { id: entry.id },
      token,
    );
    expect(retried.body.data?.retryReply.entry.replyStatus).toBe('complete');
  }, 45_000);

  it('should queue replies beyond AI_REPLY_CONCURRENCY for any instance, and answer a waiting caller from the one that ran it', async () => {
    const db = await database();
    const busy = await app(db, { AI_REPLY_CONCURRENCY: '1', METRICS_TOKEN: 'scrape' });
    const { token } = await signUp(busy);
    // The first reply keeps the busy app's only slot for about 4 s.
    fake.script({ chunks: words(20), chunkDelayMs: 200 });
    await startConversation(busy, token, {}, true);
    await until('the first reply streams', () => fake.requests.length === 1);
    fake.script({ reply: 'From the other instance.' });
    const other = await app(db, { METRICS_TOKEN: 'scrape' });

    // Asked of the busy app, which has no room: the other one takes the job from the queue.
    const { entry } = await startConversation(busy, token);

    expect(entry).toMatchObject({ replyStatus: 'complete', replyText: 'From the other instance.' });
    const started = async (server: TestApp) => {
      const response = await fetch(`${server.baseUrl}/metrics`, {
        headers: { authorization: 'Bearer scrape' },
      });
      return /^flexi_ai_replies_started_total (\d+)$/m.exec(await response.text())?.[1];
    };
    expect(await started(other)).toBe('1');
    expect(await started(busy)).toBe('1');
  });

  it("should run a continuation's reply at once where it was asked, with no job, and commit its job with the entry for another instance when that one is full", async () => {
    const db = await database();
    const busy = await app(db, { AI_REPLY_CONCURRENCY: '1' });
    const { token } = await signUp(busy);
    const { conversation } = await startConversation(busy, token);
    fake.script({ reply: 'Answered where it was asked.' });

    const here = await continueConversation(busy, token, conversation.id, 'And then?');

    expect(here).toMatchObject({ replyStatus: 'complete', replyText: 'Answered where it was asked.' });
    const jobs = await jobsClient(busy);
    // The entry names the run that owned its reply; the queue never held it.
    const hereRun = (await storedReply(busy, here.id)).reply_job_id;
    expect(hereRun).not.toBeNull();
    expect(await jobs.state(hereRun ?? '')).toBeUndefined();

    // The busy app's only slot is taken for about 4 s: the next continuation's job waits for any instance.
    fake.script({ chunks: words(20), chunkDelayMs: 200 });
    await continueConversation(busy, token, conversation.id, 'A long story.', true);
    await until('the long reply streams', () => fake.requests.length === 3);
    fake.script({ reply: 'From the other instance.' });
    await app(db);

    const elsewhere = await continueConversation(busy, token, conversation.id, 'Who answers?');

    expect(elsewhere).toMatchObject({ replyStatus: 'complete', replyText: 'From the other instance.' });
    expect(await jobs.state((await storedReply(busy, elsewhere.id)).reply_job_id ?? '')).toBe('completed');
    expect(fake.requests).toHaveLength(4);
  });

  it('should hand a reply back when closing with a short grace, and another app should then complete it', async () => {
    const db = await database();
    const draining = await app(db, { SHUTDOWN_GRACE_SECONDS: '1' });
    const { token } = await signUp(draining);
    // About 8 s of reply: longer than the grace.
    fake.script({ chunks: words(40), chunkDelayMs: 200 });
    const { entry } = await startConversation(draining, token, {}, true);
    const stream = collectReplyStream(draining, token, entry.id);
    await until('the reply streams', () => fake.requests.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const firstJob = (await storedReply(draining, entry.id)).reply_job_id;

    const closing = draining.close();
    // Out of rotation from the start of the drain, while the server still answers.
    const ready = await draining.rest('GET', '/health/ready');
    expect([ready.status, ready.body.status, ready.headers.get('connection')]).toEqual([
      503,
      'draining',
      'close',
    ]);
    await closing;

    const { events } = await stream;
    const texts = events.map((e: ReplyChunkResult) => [e.status, e.text] as const);
    // Its followers saw text, then the reset to nothing (the new generation starts from the beginning).
    expect(texts.some(([status, text]) => status === 'pending' && text.startsWith('word0 word1'))).toBe(true);
    expect(texts.at(-1)).toEqual(['pending', '']);
    const handedBack = await storedReply({ databaseUrl: db.url }, entry.id);
    expect(handedBack).toMatchObject({ reply_status: 'pending', reply_text: null });
    expect(handedBack.reply_job_id).not.toBe(firstJob);

    fake.script({ reply: 'Finished by the next instance.' });
    const next = await app(db);
    await until(
      'the reply is stored',
      async () => (await storedReply(next, entry.id)).reply_status !== 'pending',
    );

    expect(await storedReply(next, entry.id)).toMatchObject({
      reply_status: 'complete',
      reply_text: 'Finished by the next instance.',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('should answer a caller waiting for the whole reply with it pending when the app drains, not hang', async () => {
    const db = await database();
    const draining = await app(db, { SHUTDOWN_GRACE_SECONDS: '1' });
    const { token } = await signUp(draining);
    fake.script({ chunks: words(40), chunkDelayMs: 200 });
    const waiting = startConversation(draining, token);
    await until('the reply streams', () => fake.requests.length === 1);

    const startedClosing = Date.now();
    await draining.close();

    const { entry } = await waiting;
    // The caller was answered at the end of the drain (1 s), and close() did not wait on its connection
    // (Apollo would have, for 10 s).
    expect(Date.now() - startedClosing).toBeLessThan(8_000);
    expect(entry).toMatchObject({ replyStatus: 'pending', replyText: null });
    expect(await storedReply({ databaseUrl: db.url }, entry.id)).toMatchObject({ reply_status: 'pending' });
  });

  it('should let a reply finish before closing when the grace is long enough', async () => {
    const db = await database();
    const server = await app(db, { SHUTDOWN_GRACE_SECONDS: '20' });
    const { token } = await signUp(server);
    fake.script({ chunks: words(10), chunkDelayMs: 150 });
    const { entry } = await startConversation(server, token, {}, true);
    await until('the reply streams', () => fake.requests.length === 1);

    await server.close();

    expect(await storedReply({ databaseUrl: db.url }, entry.id)).toMatchObject({
      reply_status: 'complete',
      reply_text: words(10).join(''),
    });
    expect(fake.requests).toHaveLength(1);
  });
});
