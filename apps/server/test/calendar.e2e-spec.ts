import { VALIDATION_MESSAGES } from '@app/schema';
import { writerWith } from './support/dated-journal';
import { expectGraphqlError } from './support/expect-errors';
import { startTestApp, signUp, type TestApp } from './support/test-app';

const CALENDAR =
  'query ($month: String!) { calendar(month: $month) { date entries conversations moodAverage mood } }';
const JOURNAL_DAY = /* GraphQL */ `
  query ($date: String!, $limit: Int, $offset: Int) {
    journalDay(date: $date, limit: $limit, offset: $offset) {
      date
      total
      hasMore
      items {
        entryId
        conversationId
        kind
        projectName
        topic
        excerpt
        mood
        createdAt
      }
    }
  }
`;

interface CalendarDay {
  date: string;
  entries: number;
  conversations: number;
  moodAverage: number | null;
  mood: string | null;
}

interface JournalDay {
  date: string;
  total: number;
  hasMore: boolean;
  items: Array<{ entryId: string; kind: string; projectName: string; excerpt: string; createdAt: string }>;
}

describe('the calendar (calendar, journalDay)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function calendar(token: string, month: string): Promise<CalendarDay[]> {
    const result = await app.gql<{ calendar: CalendarDay[] }>(CALENDAR, { month }, token);
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.calendar;
  }

  async function day(token: string, date: string, page: { limit?: number; offset?: number } = {}) {
    const result = await app.gql<{ journalDay: JournalDay }>(JOURNAL_DAY, { date, ...page }, token);
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.journalDay;
  }

  it('should count each day of the month its entries (notes too) and conversations, and nothing of other months', async () => {
    const { token } = await writerWith(app, 'UTC', [
      {
        project: 'Harbour',
        at: '2026-03-02T08:00:00Z',
        messages: [['The boats came back.', '2026-03-02T09:00:00Z']],
        note: ['Call the harbour master.', '2026-03-14T20:00:00Z'],
      },
      { project: 'Garden', at: '2026-03-02T18:00:00Z' },
      { project: 'February', at: '2026-02-28T23:59:00Z' },
      { project: 'April', at: '2026-04-01T00:00:00Z' },
    ]);

    expect(await calendar(token, '2026-03')).toEqual([
      { date: '2026-03-02', entries: 3, conversations: 2, moodAverage: null, mood: null },
      { date: '2026-03-14', entries: 1, conversations: 1, moodAverage: null, mood: null },
    ]);
  });

  it("should count days in the writer's zone: 23:30 in Lisbon's summer is that day, and its month", async () => {
    // 31 July 23:30 in Lisbon (UTC+1) is 22:30 UTC; in Tokyo it is already 1 August.
    const lisbon = await writerWith(app, 'Europe/Lisbon', [{ project: 'Late', at: '2026-07-31T22:30:00Z' }]);
    const tokyo = await writerWith(app, 'Asia/Tokyo', [{ project: 'Late', at: '2026-07-31T22:30:00Z' }]);

    expect((await calendar(lisbon.token, '2026-07')).map((row) => row.date)).toEqual(['2026-07-31']);
    expect(await calendar(tokyo.token, '2026-07')).toEqual([]);
    expect((await calendar(tokyo.token, '2026-08')).map((row) => row.date)).toEqual(['2026-08-01']);
    expect((await day(lisbon.token, '2026-07-31')).items.map((item) => item.projectName)).toEqual(['Late']);
    expect((await day(tokyo.token, '2026-07-31')).total).toBe(0);
  });

  it("should list a day's entries earliest first, notes included, a page at a time", async () => {
    const { token } = await writerWith(app, 'UTC', [
      {
        project: 'Harbour',
        at: '2026-05-09T07:00:00Z',
        messages: [
          ['The fog lifted by noon.', '2026-05-09T12:00:00Z'],
          ['A ferry horn at dusk.', '2026-05-09T19:00:00Z'],
        ],
        note: ['Buy rope.', '2026-05-09T09:00:00Z'],
      },
      { project: 'Another day', at: '2026-05-10T07:00:00Z' },
    ]);

    const first = await day(token, '2026-05-09', { limit: 3 });
    const rest = await day(token, '2026-05-09', { limit: 3, offset: 3 });

    expect(first).toMatchObject({ date: '2026-05-09', total: 4, hasMore: true });
    expect(first.items.map((item) => [item.kind, item.excerpt])).toEqual([
      ['opening', expect.stringContaining('lighthouse')],
      ['note', 'Buy rope.'],
      ['continuation', 'The fog lifted by noon.'],
    ]);
    expect(rest).toMatchObject({ total: 4, hasMore: false });
    expect(rest.items.map((item) => item.excerpt)).toEqual(['A ferry horn at dusk.']);
  });

  it("should average the day's moods and name the nearest", async () => {
    const { token, openingIds } = await writerWith(app, 'UTC', [
      { project: 'Good', at: '2026-06-01T08:00:00Z' },
      { project: 'Great', at: '2026-06-01T09:00:00Z' },
      { project: 'Unsaid', at: '2026-06-01T10:00:00Z' },
    ]);
    for (const [entryId, mood] of [
      [openingIds[0], 'GOOD'],
      [openingIds[1], 'GREAT'],
    ]) {
      await app.gql(
        'mutation ($id: ID!, $mood: Mood) { setEntryMood(entryId: $id, mood: $mood) { id } }',
        {
          id: entryId,
          mood,
        },
        token,
      );
    }

    expect(await calendar(token, '2026-06')).toEqual([
      { date: '2026-06-01', entries: 3, conversations: 3, moodAverage: 4.5, mood: 'GREAT' },
    ]);
  });

  it("should show nobody another writer's days", async () => {
    await writerWith(app, 'UTC', [{ project: 'Mine', at: '2026-09-09T09:00:00Z' }]);
    const { token } = await signUp(app);

    expect(await calendar(token, '2026-09')).toEqual([]);
    expect((await day(token, '2026-09-09')).total).toBe(0);
  });

  it.each(['2026-13', '2026-3', 'March', '2026-03-01', ''])(
    'should refuse the month %j with a clear message',
    async (month) => {
      const { token } = await signUp(app);

      expectGraphqlError(await app.gql(CALENDAR, { month }, token), {
        code: 'BAD_USER_INPUT',
        message: VALIDATION_MESSAGES.monthInvalid,
      });
    },
  );

  it.each(['2026-02-30', '2026-03', 'today'])(
    'should refuse the day %j with a clear message',
    async (date) => {
      const { token } = await signUp(app);

      expectGraphqlError(await app.gql(JOURNAL_DAY, { date }, token), {
        code: 'BAD_USER_INPUT',
        message: VALIDATION_MESSAGES.dayInvalid,
      });
    },
  );

  it('should refuse a page past the bounds', async () => {
    const { token } = await signUp(app);

    const result = await app.gql(JOURNAL_DAY, { date: '2026-03-01', limit: 101 }, token);

    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
