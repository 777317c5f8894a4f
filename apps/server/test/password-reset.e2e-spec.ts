import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VALIDATION_MESSAGES } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError, expectRestError } from './support/expect-errors';
import { requestResetToken, resetLinksIn, resetTokenIn } from './support/reset-mail';
import { sleep, type SmtpSink, startSmtpSink } from './support/smtp-sink';
import { signUp, startTestApp, TEST_PUBLIC_URL, type TestApp, withoutCost } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

/** Whether the mail's To header is exactly this address. */
const isAddressedTo = (raw: string, address: string) =>
  /^To: (.*)$/im
    .exec(raw)?.[1]
    .trim()
    .replace(/^.*<(.*)>$/, '$1')
    .toLowerCase() === address.toLowerCase();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const INVALID_RESET_TOKEN = {
  status: 400,
  code: 'AUTH_INVALID_RESET_TOKEN',
  message: MESSAGES.invalidResetToken,
} as const;
const INVALID_CREDENTIALS = {
  status: 401,
  code: 'AUTH_INVALID_CREDENTIALS',
  message: MESSAGES.invalidCredentials,
} as const;

/** Long enough for a mail to an unknown address to have shown up, had one been sent. */
const QUIET_PERIOD_MS = 1_000;

describe('Password reset over a real SMTP server (/api/forgot-password, /api/reset-password, GraphQL)', () => {
  let sink: SmtpSink;
  let app: TestApp;

  const forgot = (email: string) => app.rest('POST', '/api/forgot-password', { email });
  const reset = (token: string, password: string) =>
    app.rest('POST', '/api/reset-password', { token, password });
  const login = (username: string, password: string) =>
    app.rest('POST', '/api/login', { username, password });
  const storedResets = (user: User) =>
    directQuery<{ token_hash: string; expires_at: Date; used_at: Date | null }>(
      app,
      `SELECT r.token_hash, r.expires_at, r.used_at FROM password_resets r
       JOIN users u ON u.id = r.user_id WHERE u.username = $1 ORDER BY r.created_at`,
      [user.username],
    );

  const requestToken = (user: User) => requestResetToken(app, sink, user.email);

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url });
  });

  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  describe('POST /api/forgot-password', () => {
    it('should answer the same 200 message and mail only the known address when one email has an account and one has not', async () => {
      const user = await signUp(app);
      const stranger = `nobody-${user.email}`;

      const unknown = await forgot(stranger);
      const known = await forgot(user.email);

      expect(known).toMatchObject({ status: 200, body: { message: MESSAGES.resetMailQueued } });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      await sink.waitForMails(user.email, 1);
      await sleep(QUIET_PERIOD_MS);
      expect(sink.mailsTo(user.email)).toHaveLength(1);
      expect(sink.mailsTo(stranger)).toHaveLength(0);
    });

    it("should mail the account's address when the email is typed in another letter case with spaces", async () => {
      const user = await signUp(app);

      expect(await forgot(`  ${user.email.toUpperCase()} `)).toMatchObject({ status: 200 });

      const [mail] = await sink.waitForMails(user.email, 1);
      expect(mail.recipients).toEqual([user.email]);
    });

    it('should mail a link to PUBLIC_URL/#/reset-password whose token has at least 128 bits', async () => {
      const user = await signUp(app);

      const token = await requestToken(user);

      const [mail] = sink.mailsTo(user.email);
      expect(resetLinksIn(mail.raw)[0]).toBe(`${TEST_PUBLIC_URL}/#/reset-password?token=${token}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(mail.raw).toMatch(/^Subject: .*reset your password/im);
      expect(isAddressedTo(mail.raw, user.email)).toBe(true);
    });

    it('should store only the SHA-256 of the token, valid for one hour and unused', async () => {
      const user = await signUp(app);

      const token = await requestToken(user);

      const rows = await storedResets(user);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).not.toBe(token);
      expect(rows[0].token_hash).not.toContain(token);
      expect(rows[0].token_hash).toBe(sha256(token));
      expect(rows[0].used_at).toBeNull();
      const minutesLeft = (rows[0].expires_at.getTime() - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(55);
      expect(minutesLeft).toBeLessThanOrEqual(60);
    });

    it('should answer 400 with the spec text when the email is invalid', async () => {
      expectRestError(await forgot('not-an-email'), {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: VALIDATION_MESSAGES.invalidEmail,
      });
    });
  });

  describe('POST /api/reset-password', () => {
    it('should set the new password, refuse the old one and sign out earlier sessions when the token is used', async () => {
      const user = await signUp(app);
      const token = await requestToken(user);

      const response = await reset(token, 'password-from-mail');

      expect(response).toMatchObject({ status: 200, body: { message: MESSAGES.passwordUpdated } });
      expect((await login(user.username, 'password-from-mail')).status).toBe(200);
      expectRestError(await login(user.username, user.password), INVALID_CREDENTIALS);
      expectRestError(await app.rest('GET', '/api/profile', undefined, user.token), {
        status: 403,
        code: 'AUTH_INVALID_TOKEN',
        message: MESSAGES.invalidToken,
      });
      expect((await storedResets(user))[0].used_at).toBeInstanceOf(Date);
    });

    it('should answer 400 and keep the password set by the first use when the token is used again', async () => {
      const user = await signUp(app);
      const token = await requestToken(user);
      expect((await reset(token, 'first-new-password')).status).toBe(200);

      expectRestError(await reset(token, 'second-new-password'), INVALID_RESET_TOKEN);
      expect((await login(user.username, 'first-new-password')).status).toBe(200);
      expectRestError(await login(user.username, 'second-new-password'), INVALID_CREDENTIALS);
    });

    it('should answer 400 and keep the old password when the token has expired', async () => {
      const user = await signUp(app);
      const token = await requestToken(user);
      await directQuery(
        app,
        "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
        [sha256(token)],
      );

      expectRestError(await reset(token, 'too-late-password'), INVALID_RESET_TOKEN);
      expect((await login(user.username, user.password)).status).toBe(200);
    });

    it.each<[string, (token: string) => string]>([
      ['a random 256-bit token', () => randomBytes(32).toString('base64url')],
      ['the stored SHA-256 of the real token', (token) => sha256(token)],
      [
        'the real token with its first character changed',
        (token) => `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`,
      ],
      ['the real token cut short', (token) => token.slice(0, -1)],
      ['the real token with a character added', (token) => `${token}A`],
      ['the real token in upper case', (token) => token.toUpperCase()],
    ])(
      'should answer 400, keep the password and leave the real token usable when the token is %s',
      async (_, forge) => {
        const user = await signUp(app);
        const token = await requestToken(user);
        const forged = forge(token);
        expect(forged).not.toBe(token);

        expectRestError(await reset(forged, 'forged-password'), INVALID_RESET_TOKEN);
        expect((await login(user.username, user.password)).status).toBe(200);
        expect((await reset(token, 'genuine-password')).status).toBe(200);
      },
    );

    it('should answer 400 with the spec text and leave the token usable when the new password is too short', async () => {
      const user = await signUp(app);
      const token = await requestToken(user);

      expectRestError(await reset(token, '12345'), {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: VALIDATION_MESSAGES.passwordTooShort,
      });
      expect((await login(user.username, user.password)).status).toBe(200);
      expect((await reset(token, 'kx7-qp')).status).toBe(200);
    });

    it.each([
      ['the first', 0],
      ['the second', 1],
    ])('should make the other link unusable when %s of two links is used', async (_, used) => {
      const user = await signUp(app);
      const tokens = [await requestToken(user), await requestToken(user)];
      expect(tokens[0]).not.toBe(tokens[1]);

      expect((await reset(tokens[used], 'chosen-password')).status).toBe(200);

      expectRestError(await reset(tokens[1 - used], 'other-password'), INVALID_RESET_TOKEN);
      expect((await login(user.username, 'chosen-password')).status).toBe(200);
      expect((await storedResets(user)).every((row) => row.used_at !== null)).toBe(true);
    });
  });

  describe('GraphQL requestPasswordReset and resetPassword', () => {
    const REQUEST =
      'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }';
    const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';
    const ME = '{ me { username } }';

    it('should run the whole reset journey when the link comes from the mail', async () => {
      const user = await signUp(app);
      const stranger = `nobody-${user.email}`;

      const unknown = await app.gql(REQUEST, { input: { email: stranger } });
      const known = await app.gql(REQUEST, { input: { email: user.email } });
      expect(withoutCost(known.body)).toEqual({
        data: { requestPasswordReset: { message: MESSAGES.resetMailQueued } },
      });
      expect(withoutCost(unknown.body)).toEqual(withoutCost(known.body));
      const [mail] = await sink.waitForMails(user.email, 1);
      const token = resetTokenIn(mail.raw);

      expectGraphqlError(await app.gql(RESET, { input: { token, password: '12345' } }), {
        code: 'BAD_USER_INPUT',
        message: VALIDATION_MESSAGES.passwordTooShort,
      });
      const done = await app.gql(RESET, { input: { token, password: 'graphql-password' } });

      expect(withoutCost(done.body)).toEqual({
        data: { resetPassword: { message: MESSAGES.passwordUpdated } },
      });
      expect((await login(user.username, 'graphql-password')).status).toBe(200);
      expectRestError(await login(user.username, user.password), INVALID_CREDENTIALS);
      expectGraphqlError(await app.gql(ME, {}, user.token), {
        code: 'UNAUTHENTICATED',
        message: MESSAGES.invalidToken,
      });
      expectGraphqlError(await app.gql(RESET, { input: { token, password: 'again-password' } }), {
        code: 'BAD_USER_INPUT',
        message: MESSAGES.invalidResetToken,
      });
      await sleep(QUIET_PERIOD_MS);
      expect(sink.mailsTo(user.email)).toHaveLength(1);
      expect(sink.mailsTo(stranger)).toHaveLength(0);
    });
  });
});

describe('Password reset without SMTP_URL (mail written to DATA_DIR/outbox)', () => {
  let app: TestApp;

  /** The raw .eml files in the outbox whose To header names `address`. */
  const outboxMailsTo = async (address: string): Promise<string[]> => {
    const outbox = join(app.env.dataDir, 'outbox');
    const names = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(
      names.filter((name) => name.endsWith('.eml')).map((name) => readFile(join(outbox, name), 'utf8')),
    );
    return mails.filter((raw) => isAddressedTo(raw, address));
  };

  const waitForOutboxMail = async (address: string, timeoutMs = 5_000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [mail] = await outboxMailsTo(address);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no .eml file for ${address} within ${timeoutMs} ms`);
      await sleep(25);
    }
  };

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should write an .eml file with a working reset link when the email has an account', async () => {
    const user = await signUp(app);

    expect(await app.rest('POST', '/api/forgot-password', { email: user.email })).toMatchObject({
      status: 200,
    });

    const token = resetTokenIn(await waitForOutboxMail(user.email));
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const response = await app.rest('POST', '/api/reset-password', { token, password: 'outbox-password' });
    expect(response).toMatchObject({ status: 200, body: { message: MESSAGES.passwordUpdated } });
    expect(
      (await app.rest('POST', '/api/login', { username: user.username, password: 'outbox-password' })).status,
    ).toBe(200);
  });

  it('should write no file when the email has no account', async () => {
    const user = await signUp(app);
    const stranger = `nobody-${user.email}`;

    await app.rest('POST', '/api/forgot-password', { email: stranger });
    await app.rest('POST', '/api/forgot-password', { email: user.email });
    await waitForOutboxMail(user.email);
    await sleep(QUIET_PERIOD_MS);

    expect(await outboxMailsTo(stranger)).toHaveLength(0);
    expect(await outboxMailsTo(user.email)).toHaveLength(1);
  });
});
