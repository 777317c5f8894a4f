import { randomUUID } from 'node:crypto';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { startServerProcess } from './support/server-process';
import { writerWith } from './support/dated-journal';
import { expectGraphqlError } from './support/expect-errors';
import { decodeQuotedPrintable, sleep, type SmtpSink, startSmtpSink } from './support/smtp-sink';
import {
  createTestDatabase,
  signUp,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app';

const UPDATE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) { profile { writingReminder { weekdays time } reviewDigest { frequency weekday time } } } }`;
const SETTINGS = '{ me { writingReminder { weekdays time } reviewDigest { frequency weekday time } } }';

// Every app of this file signs with the same secret, so a token (and an unsubscribe link) outlives its app.
const JWT_SECRET = `reminders-test-secret-${randomUUID()}`;

interface DueRow {
  reminder_due_at: Date | null;
  digest_due_at: Date | null;
}

/** The unsubscribe link of a mail, from its List-Unsubscribe header, as a path on the test app. */
function unsubscribePath(raw: string): string {
  const link = /List-Unsubscribe: <([^>]+)>/.exec(raw.replace(/\r?\n\s+/g, ' '))?.[1];
  if (!link) throw new Error(`no List-Unsubscribe header in:\n${raw}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('writing reminders and review digests by email', () => {
  let sink: SmtpSink;
  const cleanups: Array<() => Promise<unknown>> = [];

  async function database(): Promise<TestDatabase> {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    return db;
  }

  async function app(db: TestDatabase): Promise<TestApp> {
    const started = await startTestApp({ JWT_SECRET, SMTP_URL: sink.url }, { database: db });
    // Closed once, by the test or after it.
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

  const dueTimes = async (on: Pick<TestApp, 'databaseUrl'>, username: string) =>
    (
      await directQuery<DueRow>(on, 'SELECT reminder_due_at, digest_due_at FROM users WHERE username = $1', [
        username,
      ])
    )[0];

  const makeDue = (on: Pick<TestApp, 'databaseUrl'>, username: string, column: keyof DueRow) =>
    directQuery(on, `UPDATE users SET ${column} = now() - interval '1 minute' WHERE username = $1`, [
      username,
    ]);

  beforeAll(async () => {
    sink = await startSmtpSink();
  });

  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  afterAll(async () => {
    await sink.close();
  });

  it("should keep the settings, off by default, and schedule each at its time in the writer's zone", async () => {
    const on = await app(await database());
    const { token, username } = await signUp(on);
    const before = await on.gql<{ me: unknown }>(SETTINGS, {}, token);
    await on.gql(UPDATE, { input: { timeZone: 'Asia/Tokyo' } }, token);

    const set = await on.gql(
      UPDATE,
      {
        input: {
          writingReminder: { weekdays: ['FRIDAY', 'MONDAY', 'MONDAY'], time: '20:30' },
          reviewDigest: { frequency: 'MONTHLY', time: '09:00' },
        },
      },
      token,
    );
    const due = await dueTimes(on, username);

    expect(before.body.data?.me).toEqual({ writingReminder: null, reviewDigest: null });
    expect(set.body.data).toEqual({
      updateProfile: {
        profile: {
          writingReminder: { weekdays: ['MONDAY', 'FRIDAY'], time: '20:30' },
          reviewDigest: { frequency: 'MONTHLY', weekday: 'MONDAY', time: '09:00' },
        },
      },
    });
    // 20:30 in Tokyo is 11:30 UTC; 09:00 on the 1st is 00:00 UTC.
    expect(due.reminder_due_at?.toISOString()).toMatch(/T11:30:00\.000Z$/);
    expect(due.digest_due_at?.toISOString()).toMatch(/-01T00:00:00\.000Z$/);
    expect(due.reminder_due_at!.getTime()).toBeGreaterThan(Date.now());

    await on.gql(UPDATE, { input: { writingReminder: null } }, token);
    expect(await dueTimes(on, username)).toMatchObject({ reminder_due_at: null });
    expect(
      (await on.gql<{ me: { writingReminder: unknown } }>(SETTINGS, {}, token)).body.data?.me.writingReminder,
    ).toBeNull();
  });

  it.each([
    [{ writingReminder: { weekdays: [], time: '20:30' } }, MESSAGES.reminderDaysRequired],
    [{ writingReminder: { weekdays: ['MONDAY'], time: '25:00' } }, MESSAGES.timeOfDayInvalid],
    [{ reviewDigest: { frequency: 'WEEKLY', weekday: 'SUNDAY', time: '9am' } }, MESSAGES.timeOfDayInvalid],
  ])('should refuse %j with a clear message and change nothing', async (input, message) => {
    const on = await app(await database());
    const { token } = await signUp(on);

    expectGraphqlError(await on.gql(UPDATE, { input }, token), { code: 'BAD_USER_INPUT', message });
    expect((await on.gql<{ me: unknown }>(SETTINGS, {}, token)).body.data?.me).toEqual({
      writingReminder: null,
      reviewDigest: null,
    });
  });

  it('should mail a due reminder once from two server processes, with a question and a one-click unsubscribe that stops the next one', async () => {
    const db = await database();
    const first = await app(db);
    const writer = await signUp(first);
    await first.gql(
      UPDATE,
      {
        input: {
          writingReminder: {
            weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
            time: '08:00',
          },
        },
      },
      writer.token,
    );
    await makeDue(first, writer.username, 'reminder_due_at');

    await first.close();
    // Two server processes start at once on the same database: each one's first round looks for due mails
    // as it boots, and each polls for mail jobs.
    const env = { DATABASE_URL: db.url, JWT_SECRET, SMTP_URL: sink.url };
    const processes = await Promise.all([
      startServerProcess('mail-a', env),
      startServerProcess('mail-b', env),
    ]);
    cleanups.push(() => Promise.all(processes.map((server) => server.stop())));
    const second = processes[1];
    const [mail] = await sink.waitForMails(writer.email, 1, 20_000);
    await sleep(6_000);

    expect(sink.mailsTo(writer.email)).toHaveLength(1);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('a question for today');
    expect(text).toContain('Which family memory would you like to keep today?');
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await dueTimes(first, writer.username)).reminder_due_at!.getTime()).toBeGreaterThan(Date.now());

    const path = unsubscribePath(mail.raw);
    const page = await fetch(`${second.baseUrl}${path}`);
    const oneClick = await fetch(`${second.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const forged = await fetch(`${second.baseUrl}${path.replace(/reminder\.[^&]+$/, 'reminder.forged')}`);
    await makeDue(first, writer.username, 'reminder_due_at');
    await sleep(6_000);

    expect([page.status, await page.text()]).toEqual([
      200,
      expect.stringContaining('You will get no more writing reminders.'),
    ]);
    expect(oneClick.status).toBe(200);
    expect(forged.status).toBe(404);
    const settings = await second.gql<{ me: { writingReminder: unknown } }>(SETTINGS, {}, writer.token);
    expect(settings.body.data?.me.writingReminder).toBeNull();
    expect(sink.mailsTo(writer.email)).toHaveLength(1);
  }, 60_000);

  it("should mail a due monthly digest with the past month's review, created for it", async () => {
    const db = await database();
    const on = await app(db);
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    lastMonth.setUTCDate(10);
    const writer = await writerWith(on, 'UTC', [{ project: 'Harbour', at: lastMonth.toISOString() }]);
    const { email, username } = (
      await directQuery<{ email: string; username: string }>(
        on,
        'SELECT u.email, u.username FROM users u JOIN conversations c ON c.owner_id = u.id WHERE c.id = $1',
        [writer.conversationIds[0]],
      )
    )[0];
    await on.gql(UPDATE, { input: { reviewDigest: { frequency: 'MONTHLY', time: '07:00' } } }, writer.token);
    await makeDue(on, username, 'digest_due_at');
    // The next round, on a new instance's boot.
    await app(db);

    const [mail] = await sink.waitForMails(email, 1, 40_000);
    const text = decodeQuotedPrintable(mail.raw);
    const month = lastMonth.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });

    expect(text).toContain(`your review of ${month}`);
    expect(text).toContain('You wrote 1 entry in 1 conversation');
    expect(text).toContain('<h2>');
    expect(text).toContain('List-Unsubscribe');
    const reviews = await on.gql<{ reviews: { total: number } }>('{ reviews { total } }', {}, writer.token);
    expect(reviews.body.data?.reviews.total).toBe(1);
  }, 60_000);

  it('should send nothing more to a deleted account', async () => {
    const db = await database();
    const on = await app(db);
    const writer = await signUp(on);
    await on.gql(
      UPDATE,
      { input: { writingReminder: { weekdays: ['MONDAY'], time: '08:00' } } },
      writer.token,
    );
    await makeDue(on, writer.username, 'reminder_due_at');
    await on.gql(
      'mutation ($password: String!) { deleteAccount(password: $password) { message } }',
      { password: writer.password },
      writer.token,
    );

    await app(db);
    await sleep(6_000);

    expect(sink.mailsTo(writer.email)).toHaveLength(0);
  }, 30_000);
});
