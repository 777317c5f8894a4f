import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { type DatedWriter, writerWith } from './support/dated-journal';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError } from './support/expect-errors';
import { type FakeOpenAi, startFakeOpenAi } from './support/fake-openai-server';
import { collectSubscription } from './support/journal-client';
import {
  createTestDatabase,
  signUp,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app';
import { until } from './support/until';

const REVIEW_FIELDS = /* GraphQL */ `
  id period start end status text error writtenBy createdAt
  citations { number entryId conversationId topic quote createdAt }
  stats {
    entries conversations words daysWritten
    topics { topic entries }
    moods { mood entries }
    days { date entries moodAverage }
  }
`;
const CREATE = `mutation ($period: ReviewPeriod!, $start: String!) {
  createReview(period: $period, start: $start) { ${REVIEW_FIELDS} } }`;
const REVIEW = `query ($id: ID!) { review(id: $id) { ${REVIEW_FIELDS} } }`;
const STREAM = 'subscription ($id: ID!) { reviewStream(id: $id) { reviewId delta text status error } }';

interface Review {
  id: string;
  period: string;
  start: string;
  end: string;
  status: string;
  text: string | null;
  error: string | null;
  writtenBy: string | null;
  citations: Array<{ number: number; entryId: string; conversationId: string; topic: string; quote: string }>;
  stats: {
    entries: number;
    conversations: number;
    words: number;
    daysWritten: number;
    topics: Array<{ topic: string; entries: number }>;
    moods: Array<{ mood: string; entries: number }>;
    days: Array<{ date: string; entries: number; moodAverage: number | null }>;
  };
}

interface Chunk {
  reviewId: string;
  text: string;
  status: string;
  error: string | null;
}

// Every app of this file signs with the same secret, so a token outlives the app that issued it.
const JWT_SECRET = `reviews-test-secret-${randomUUID()}`;

/** March 2026 of a writer in Lisbon: two conversations, a note, two moods, and April's first entry. */
async function marchWriter(app: TestApp): Promise<DatedWriter> {
  const writer = await writerWith(app, 'Europe/Lisbon', [
    {
      project: 'Harbour',
      at: '2026-03-02T09:00:00Z',
      messages: [['The fog lifted and the *Santa Lucia* came in.', '2026-03-14T18:00:00Z']],
      note: ['Private: call the bank.', '2026-03-14T19:00:00Z'],
    },
    {
      project: 'Lisbon',
      at: '2026-03-31T22:30:00Z', // 23:30 on 31 March in Lisbon (UTC+1 since the 29th)
      topic: 'travel',
      answers: [
        { questionId: 'q1', answer: 'Lisbon, for a wedding.' },
        { questionId: 'q2', answer: 'Tram 28 at dawn.' },
      ],
    },
    { project: 'April', at: '2026-03-31T23:30:00Z' }, // already 1 April in Lisbon
  ]);
  const [harbourOpening, lisbonOpening] = writer.openingIds;
  for (const [entryId, mood] of [
    [harbourOpening, 'GREAT'],
    [lisbonOpening, 'OKAY'],
  ]) {
    await app.gql(
      'mutation ($id: ID!, $mood: Mood) { setEntryMood(entryId: $id, mood: $mood) { id } }',
      {
        id: entryId,
        mood,
      },
      writer.token,
    );
  }
  return writer;
}

describe('reviews (createReview, reviews, review, deleteReview, reviewStream)', () => {
  let fake: FakeOpenAi;
  const cleanups: Array<() => Promise<unknown>> = [];

  async function database(): Promise<TestDatabase> {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    return db;
  }

  async function app(db?: TestDatabase, env: Record<string, string> = {}): Promise<TestApp> {
    const started = await startTestApp({ JWT_SECRET, ...env }, db ? { database: db } : {});
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

  const withAi = () => ({
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: fake.apiKey,
    AI_STALL_TIMEOUT_SECONDS: '30',
  });

  async function create(on: TestApp, token: string, period: string, start: string): Promise<Review> {
    const result = await on.gql<{ createReview: Review }>(CREATE, { period, start }, token);
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.createReview;
  }

  async function written(on: TestApp, token: string, id: string): Promise<Review> {
    let review: Review | undefined;
    await until('the review is written', async () => {
      review = (await on.gql<{ review: Review }>(REVIEW, { id }, token)).body.data?.review;
      return review?.status !== 'PENDING';
    });
    return review as Review;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });

  beforeEach(() => fake.reset());

  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  afterAll(async () => {
    await fake.close();
  });

  it("should count the month's openings and messages in the writer's zone, never notes, and quote them", async () => {
    const on = await app();
    const { token, conversationIds } = await marchWriter(on);

    const review = await create(on, token, 'MONTH', '2026-03-01');

    expect(review).toMatchObject({
      period: 'MONTH',
      start: '2026-03-01',
      end: '2026-03-31',
      status: 'PENDING',
    });
    expect(review.stats).toEqual({
      entries: 3,
      conversations: 2,
      words: expect.any(Number),
      daysWritten: 3,
      topics: [
        { topic: 'familyMemories', entries: 2 },
        { topic: 'travel', entries: 1 },
      ],
      moods: [
        { mood: 'OKAY', entries: 1 },
        { mood: 'GREAT', entries: 1 },
      ],
      days: [
        { date: '2026-03-02', entries: 1, moodAverage: 5 },
        { date: '2026-03-14', entries: 1, moodAverage: null },
        { date: '2026-03-31', entries: 1, moodAverage: 3 },
      ],
    });
    expect(review.citations.map((citation) => [citation.number, citation.conversationId])).toEqual([
      [1, conversationIds[0]],
      [2, conversationIds[0]],
      [3, conversationIds[1]],
    ]);
    expect(review.citations[1].quote).toBe('The fog lifted and the Santa Lucia came in.');
    expect(JSON.stringify(review)).not.toContain('Private');
  });

  it('should stream the offline companion writing it from the numbers and quotes, and say so', async () => {
    const on = await app();
    const { token } = await marchWriter(on);
    const review = await create(on, token, 'MONTH', '2026-03-01');

    const { events } = await collectSubscription<{ reviewStream: Chunk }>(on, token, STREAM, {
      id: review.id,
    });
    const stored = await written(on, token, review.id);

    const last = events.at(-1)?.reviewStream;
    expect(last).toMatchObject({ reviewId: review.id, status: 'COMPLETE' });
    expect(stored).toMatchObject({ status: 'COMPLETE', writtenBy: 'offline-companion', error: null });
    expect(stored.text).toBe(last?.text);
    expect(stored.text).toContain('March 2026');
    expect(stored.text).toContain('[1]');
    expect(stored.text).toContain('offline companion');
    expect(stored.text).not.toContain('Private');
  });

  it('should ask the AI provider with the numbers and numbered quotes, never notes, and keep what it wrote', async () => {
    const on = await app(undefined, withAi());
    const { token } = await marchWriter(on);
    fake.script({ chunks: ['A month of ', 'harbour fog [2].'] });

    const review = await create(on, token, 'MONTH', '2026-03-01');
    const stored = await written(on, token, review.id);

    expect(stored).toMatchObject({
      status: 'COMPLETE',
      text: 'A month of harbour fog [2].',
      writtenBy: 'openai-compatible',
    });
    const prompt = JSON.stringify(fake.requests.at(-1)?.body.messages);
    expect(prompt).toContain('March 2026');
    expect(prompt).toContain('[2] Saturday 14 March');
    expect(prompt).toContain('The fog lifted');
    expect(prompt).not.toContain('Private');
  });

  it('should keep a failure of the provider on the review, to create again', async () => {
    const on = await app(undefined, { ...withAi(), AI_MAX_RETRIES: '0' });
    const { token } = await marchWriter(on);
    fake.script({ failNext: { count: 5, status: 500 } });

    const review = await create(on, token, 'WEEK', '2026-03-09');
    const stored = await written(on, token, review.id);

    expect(stored.status).toBe('FAILED');
    expect(stored.error).toBeTruthy();
    expect(stored.text).toBeNull();
  });

  it.each([
    ['WEEK', '2026-03-10', MESSAGES.reviewWeekStart],
    ['MONTH', '2026-03-02', MESSAGES.reviewMonthStart],
    ['YEAR', '2026-02-01', MESSAGES.reviewYearStart],
    ['MONTH', '2026-02-30', VALIDATION_MESSAGES.dayInvalid],
    ['YEAR', '2999-01-01', MESSAGES.reviewNotBegun],
  ])(
    'should refuse a %s from %s with a clear message, and create nothing',
    async (period, start, message) => {
      const on = await app();
      const { token } = await signUp(on);

      expectGraphqlError(await on.gql(CREATE, { period, start }, token), { code: 'BAD_USER_INPUT', message });
      const listed = await on.gql<{ reviews: { total: number } }>('{ reviews { total } }', {}, token);
      expect(listed.body.data?.reviews.total).toBe(0);
    },
  );

  it("should list, show and delete a writer's own reviews, and answer not found to anyone else", async () => {
    const on = await app();
    const owner = await marchWriter(on);
    const stranger = await signUp(on);
    const first = await create(on, owner.token, 'MONTH', '2026-03-01');
    const second = await create(on, owner.token, 'WEEK', '2026-03-09');
    await written(on, owner.token, second.id);

    const listed = await on.gql<{ reviews: { total: number; items: Array<{ id: string }> } }>(
      '{ reviews(limit: 1) { total hasMore items { id } } }',
      {},
      owner.token,
    );
    expect(listed.body.data?.reviews).toMatchObject({ total: 2, items: [{ id: second.id }] });
    expectGraphqlError(await on.gql(REVIEW, { id: first.id }, stranger.token), {
      code: 'NOT_FOUND',
      message: MESSAGES.reviewNotFound,
    });
    expectGraphqlError(
      await on.gql(
        'mutation ($id: ID!) { deleteReview(id: $id) { message } }',
        { id: first.id },
        stranger.token,
      ),
      { code: 'NOT_FOUND', message: MESSAGES.reviewNotFound },
    );
    const { errors } = await collectSubscription(on, stranger.token, STREAM, { id: first.id });
    expect(JSON.stringify(errors)).toContain('NOT_FOUND');
    const strangers = await on.gql<{ reviews: { total: number } }>(
      '{ reviews { total } }',
      {},
      stranger.token,
    );
    expect(strangers.body.data?.reviews.total).toBe(0);

    const deleted = await on.gql(
      'mutation ($id: ID!) { deleteReview(id: $id) { message } }',
      { id: first.id },
      owner.token,
    );
    expect(deleted.body.data).toEqual({ deleteReview: { message: MESSAGES.reviewDeleted } });
    expectGraphqlError(await on.gql(REVIEW, { id: first.id }, owner.token), {
      code: 'NOT_FOUND',
      message: MESSAGES.reviewNotFound,
    });
  });

  it('should hand a review being written back when its app closes, and another app should then finish it', async () => {
    const db = await database();
    const closing = await app(db, withAi());
    const { token } = await marchWriter(closing);
    // The openings' replies asked the provider too: count from here.
    fake.reset();
    // Longer than the app will live: a few words, then the provider holds the stream open.
    fake.script({ chunks: ['A month ', 'of fog '], stallAfterChunks: 2 });
    const review = await create(closing, token, 'MONTH', '2026-03-01');
    await until('the provider is asked', () => Promise.resolve(fake.requests.length === 1));
    const [before] = await directQuery<{ job_id: string }>(
      closing,
      'SELECT job_id FROM reviews WHERE id = $1',
      [review.id],
    );

    await closing.close();

    const [handedBack] = await directQuery<{ status: string; job_id: string }>(
      { databaseUrl: db.url },
      'SELECT status, job_id FROM reviews WHERE id = $1',
      [review.id],
    );
    expect(handedBack.status).toBe('pending');
    expect(handedBack.job_id).not.toBe(before.job_id);

    fake.script({ reply: 'Finished by the next instance [1].' });
    const next = await app(db, withAi());
    const stored = await written(next, token, review.id);

    expect(stored).toMatchObject({ status: 'COMPLETE', text: 'Finished by the next instance [1].' });
    expect(fake.requests).toHaveLength(2);
  });

  it('should write again a review whose instance died mid-way (no heartbeat, job gone), once the sweep finds it', async () => {
    const on = await app();
    const { token } = await marchWriter(on);
    const review = await create(on, token, 'MONTH', '2026-03-01');
    await written(on, token, review.id);
    // As a crash leaves it: pending under a job no queue holds, its heartbeat long stopped.
    await directQuery(
      on,
      `UPDATE reviews SET status = 'pending', text = NULL, job_id = $2, heartbeat_at = now() - interval '1 minute'
        WHERE id = $1`,
      [review.id, randomUUID()],
    );

    const stored = await written(on, token, review.id);

    expect(stored.status).toBe('COMPLETE');
    expect(stored.text).toContain('March 2026');
  });
});
