import { randomUUID } from 'node:crypto';
import { type FakeOpenAi, startFakeOpenAi } from './support/fake-openai-server';
import { collectReplyStream, startConversation } from './support/journal-client';
import { ReplyJobsClient } from './support/reply-jobs';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const METRICS_TOKEN = 'scrape-me-please-0b7c';

/** The value of one sample line (`name{labels} value`), or undefined when the series does not exist. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: TestApp, token = METRICS_TOKEN): Promise<string> {
  const response = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Scrapes until `series` has `value` (a subscription's end reaches the server a moment after the client's). */
async function eventually(app: TestApp, series: string, value: number): Promise<void> {
  let seen: number | undefined;
  for (let waited = 0; waited < 5000; waited += 50) {
    seen = sample(await scrape(app), series);
    if (seen === value) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${series} stayed ${seen}, expected ${value}`);
}

describe('Prometheus metrics at /metrics', () => {
  let app: TestApp;
  let ai: FakeOpenAi;

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    app = await startTestApp({
      METRICS_TOKEN,
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: ai.apiKey,
      AI_STALL_TIMEOUT_SECONDS: '1',
    });
  });

  afterAll(async () => {
    await app.close();
    await ai.close();
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer not-the-token'],
    ['the token without Bearer', METRICS_TOKEN],
  ])('should refuse a scrape with %s (403)', async (_case, authorization) => {
    const response = await fetch(`${app.baseUrl}/metrics`, {
      headers: authorization ? { authorization } : {},
    });

    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('flexi_');
  });

  it("should answer in Prometheus' text format with Node's default metrics", async () => {
    const response = await fetch(`${app.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });

    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('should time requests by route pattern and by GraphQL operation type and first root field', async () => {
    const { token } = await signUp(app);
    await app.gql('query AnyNameTheCallerLikes { me { username } }', {}, token);
    await app.rest('GET', '/api/share/post/00000000-0000-4000-8000-000000000000', undefined, token);

    const text = await scrape(app);

    const me =
      'flexi_http_request_duration_seconds_count{method="POST",route="/graphql",operation="query me",status="200"}';
    expect(sample(text, me)).toBeGreaterThanOrEqual(1);
    const shared =
      'flexi_http_request_duration_seconds_count{method="GET",route="/api/share/post/:postId",operation="",status="404"}';
    expect(sample(text, shared)).toBe(1);
    expect(text).not.toContain('AnyNameTheCallerLikes');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('should count an open replyStream subscription, the time to first token and the reply duration', async () => {
    const { token } = await signUp(app);
    // One chunk, then silence: the reply stays open until the stall timeout fails it.
    ai.script({ reply: 'Tides turn slowly here', stallAfterChunks: 1 });
    const { entry } = await startConversation(app, token, {}, true);

    const stream = collectReplyStream(app, token, entry.id);
    await eventually(app, 'flexi_reply_jobs_running', 1);
    await eventually(app, 'flexi_graphql_open_subscriptions', 1);
    const { events } = await stream;

    expect(events.at(-1)?.status).toBe('failed');
    await eventually(app, 'flexi_graphql_open_subscriptions', 0);
    await eventually(app, 'flexi_reply_jobs_running', 0);
    const text = await scrape(app);
    expect(sample(text, 'flexi_ai_time_to_first_token_seconds_count')).toBe(1);
    expect(sample(text, 'flexi_ai_reply_duration_seconds_count{status="failed"}')).toBe(1);
    expect(sample(text, 'flexi_ai_replies_started_total')).toBe(1);
  });

  it('should keep counting after a conversation without streaming, with the reply stored', async () => {
    const { token } = await signUp(app);
    ai.reset();

    const { entry } = await startConversation(app, token);

    expect(entry.replyStatus).toBe('complete');
    const text = await scrape(app);
    expect(sample(text, 'flexi_ai_replies_started_total')).toBe(2);
    expect(sample(text, 'flexi_ai_reply_duration_seconds_count{status="complete"}')).toBe(1);
  });

  it('should gauge the reply jobs waiting in the queue, for any instance, at each scrape', async () => {
    expect(sample(await scrape(app), 'flexi_reply_jobs_waiting')).toBe(0);
    const jobs = await ReplyJobsClient.open(app.databaseUrl);
    try {
      // Jobs no instance takes yet (they start in an hour); the entries need not exist to be counted.
      await jobs.queue({ entryId: randomUUID(), ownerId: randomUUID() });
      await jobs.queue({ entryId: randomUUID(), ownerId: randomUUID() });

      expect(sample(await scrape(app), 'flexi_reply_jobs_waiting')).toBe(2);
    } finally {
      await jobs.close();
    }
  });
});

// Its own app, started once the one above has closed: passport keeps one JWT strategy per process.
describe('Prometheus metrics without METRICS_TOKEN', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer a scraper on the same host without a token', async () => {
    const response = await fetch(`${app.baseUrl}/metrics`);

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('flexi_http_request_duration_seconds');
  });
});
