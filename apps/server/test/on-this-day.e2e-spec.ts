import { VALIDATION_MESSAGES } from '@app/schema';
import { expectGraphqlError } from './support/expect-errors';
import { type DatedConversation, writerWith as datedWriter } from './support/dated-journal';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const ON_THIS_DAY = /* GraphQL */ `
  query ($date: String) {
    onThisDay(date: $date) {
      date
      memories {
        entryId
        conversationId
        projectName
        topic
        excerpt
        createdAt
        span
        yearsAgo
      }
    }
  }
`;

interface Memory {
  entryId: string;
  projectName: string;
  excerpt: string;
  createdAt: string;
  span: string;
  yearsAgo: number | null;
}

describe('On this day (onThisDay)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const writerWith = async (timeZone: string | null, conversations: DatedConversation[]) =>
    (await datedWriter(app, timeZone, conversations)).token;

  const ask = async (token: string, date?: string) => {
    const result = await app.gql<{ onThisDay: { date: string; memories: Memory[] } }>(
      ON_THIS_DAY,
      { date },
      token,
    );
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.onThisDay;
  };

  it("should bring back this month and day of earlier years, newest year first, and not this year's", async () => {
    const token = await writerWith('UTC', [
      { project: 'Two years ago', at: '2024-03-14T09:00:00Z' },
      {
        project: 'Last year',
        at: '2025-03-14T18:00:00Z',
        messages: [['The tide came in early.', '2025-03-14T19:00:00Z']],
      },
      { project: 'This year', at: '2026-03-14T08:00:00Z' },
      { project: 'Another day', at: '2025-03-15T08:00:00Z' },
    ]);

    const found = await ask(token, '2026-03-14');

    expect(found.date).toBe('2026-03-14');
    expect(found.memories.map((memory) => [memory.projectName, memory.span, memory.yearsAgo])).toEqual([
      ['Last year', 'YEARS', 1],
      ['Last year', 'YEARS', 1],
      ['Two years ago', 'YEARS', 2],
    ]);
    expect(found.memories[0].excerpt).toBe('The tide came in early.');
    // An opening's excerpt is its answers, without the project and the questions.
    expect(found.memories[1].excerpt).toContain('lighthouse');
    expect(found.memories[1].excerpt).not.toContain('Project:');
  });

  it("should count days in the writer's zone: 23:30 in Lisbon's summer is that day, not the next", async () => {
    // 2025-07-10 23:30 in Lisbon (UTC+1) is 22:30 UTC; in Tokyo it is already 11 July.
    const lisbon = await writerWith('Europe/Lisbon', [{ project: 'Late walk', at: '2025-07-10T22:30:00Z' }]);
    const tokyo = await writerWith('Asia/Tokyo', [{ project: 'Late walk', at: '2025-07-10T22:30:00Z' }]);

    expect((await ask(lisbon, '2026-07-10')).memories.map((memory) => memory.projectName)).toEqual([
      'Late walk',
    ]);
    expect((await ask(tokyo, '2026-07-10')).memories).toEqual([]);
    expect((await ask(tokyo, '2026-07-11')).memories.map((memory) => memory.projectName)).toEqual([
      'Late walk',
    ]);
  });

  it('should bring a leap day back on 28 February of a common year, and on the 29th of a leap year', async () => {
    const token = await writerWith('UTC', [{ project: 'Leap day', at: '2024-02-29T12:00:00Z' }]);

    expect((await ask(token, '2025-02-28')).memories.map((memory) => memory.yearsAgo)).toEqual([1]);
    expect((await ask(token, '2028-02-28')).memories).toEqual([]);
    expect((await ask(token, '2028-02-29')).memories.map((memory) => memory.yearsAgo)).toEqual([4]);
  });

  it('should fall back to the same day a month and six months before when no earlier year has one', async () => {
    const token = await writerWith('UTC', [
      { project: 'A month ago', at: '2026-02-28T10:00:00Z' },
      { project: 'Six months ago', at: '2025-09-30T10:00:00Z' },
      { project: 'Some other day', at: '2026-02-27T10:00:00Z' },
    ]);

    // 31 March: a month before is the last day of February, six months before is 30 September.
    const found = await ask(token, '2026-03-31');

    expect(found.memories.map((memory) => [memory.projectName, memory.span, memory.yearsAgo])).toEqual([
      ['A month ago', 'MONTH', null],
      ['Six months ago', 'SIX_MONTHS', null],
    ]);
  });

  it("should never bring back a note, nor another writer's entries", async () => {
    const token = await writerWith('UTC', [
      { project: 'With a note', at: '2025-05-01T10:00:00Z', note: ['Private.', '2025-05-01T11:00:00Z'] },
    ]);
    const stranger = await writerWith('UTC', []);

    const mine = await ask(token, '2026-05-01');

    expect(mine.memories.map((memory) => memory.excerpt)).not.toContain('Private.');
    expect(mine.memories).toHaveLength(1);
    expect((await ask(stranger, '2026-05-01')).memories).toEqual([]);
  });

  it("should answer today in the writer's zone when no date is given", async () => {
    const token = await writerWith('Pacific/Kiritimati', []);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());

    expect((await ask(token)).date).toBe(today);
  });

  it.each(['2026-02-30', '14/03/2026', 'yesterday'])(
    'should refuse the date %j with a clear message',
    async (date) => {
      const { token } = await signUp(app);

      expectGraphqlError(await app.gql(ON_THIS_DAY, { date }, token), {
        code: 'BAD_USER_INPUT',
        message: VALIDATION_MESSAGES.dayInvalid,
      });
    },
  );

  describe('the time zone of the profile', () => {
    const PROFILE = '{ me { timeZone timeZoneSet } }';

    it('should stand in UTC until a zone is set, and keep the canonical spelling of one', async () => {
      const { token } = await signUp(app);
      const before = await app.gql<{ me: { timeZone: string; timeZoneSet: boolean } }>(PROFILE, {}, token);

      await app.gql(
        'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { message } }',
        { input: { timeZone: 'europe/lisbon' } },
        token,
      );
      const after = await app.gql<{ me: { timeZone: string; timeZoneSet: boolean } }>(PROFILE, {}, token);

      expect(before.body.data?.me).toEqual({ timeZone: 'UTC', timeZoneSet: false });
      expect(after.body.data?.me).toEqual({ timeZone: 'Europe/Lisbon', timeZoneSet: true });
    });

    it('should refuse a zone it does not know and change nothing', async () => {
      const { token } = await signUp(app);

      expectGraphqlError(
        await app.gql(
          'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { message } }',
          { input: { timeZone: 'Mars/Olympus_Mons' } },
          token,
        ),
        { code: 'BAD_USER_INPUT', message: VALIDATION_MESSAGES.timeZoneUnknown },
      );
      const profile = await app.gql<{ me: { timeZoneSet: boolean } }>(PROFILE, {}, token);
      expect(profile.body.data?.me.timeZoneSet).toBe(false);
    });
  });
});
