import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@app/schema';
import jwt from 'jsonwebtoken';
import { MESSAGES } from 'src/common/messages';
import { isCommonPassword } from 'src/users/common-passwords';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError, expectRestError } from './support/expect-errors';
import { requestResetToken } from './support/reset-mail';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';
import { type GraphqlBody, type HttpResult, signUp, startTestApp, type TestApp } from './support/test-app';

type Transport = 'REST' | 'GraphQL';
type User = Awaited<ReturnType<typeof signUp>>;
type Result = HttpResult<GraphqlBody<Record<string, unknown>> & { message?: unknown }>;

const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];
/** Every ordered pair of transports: the first call over one, the second over the other (or the same). */
const TRANSPORT_PAIRS = TRANSPORTS.flatMap((first) => TRANSPORTS.map((second) => [first, second]));

/** One refusal as each transport says it: REST status and code, GraphQL code with the domain code as reason. */
interface Refusal {
  status: number;
  code: string;
  graphql: string;
  message: string;
}

const INVALID_TOKEN: Refusal = {
  status: 403,
  code: 'AUTH_INVALID_TOKEN',
  graphql: 'UNAUTHENTICATED',
  message: MESSAGES.invalidToken,
};
const AUTH_REQUIRED: Refusal = {
  status: 401,
  code: 'AUTH_REQUIRED',
  graphql: 'UNAUTHENTICATED',
  message: MESSAGES.authenticationRequired,
};
const CURRENT_PASSWORD_REQUIRED: Refusal = {
  status: 400,
  code: 'USER_CURRENT_PASSWORD_REQUIRED',
  graphql: 'BAD_USER_INPUT',
  message: VALIDATION_MESSAGES.currentPasswordRequired,
};
const CURRENT_PASSWORD_WRONG: Refusal = {
  ...CURRENT_PASSWORD_REQUIRED,
  code: 'USER_CURRENT_PASSWORD_WRONG',
  message: VALIDATION_MESSAGES.currentPasswordWrong,
};
const TOO_COMMON: Refusal = {
  status: 400,
  code: 'VALIDATION_FAILED',
  graphql: 'BAD_USER_INPUT',
  message: VALIDATION_MESSAGES.passwordTooCommon,
};
const TOO_SHORT: Refusal = { ...TOO_COMMON, message: VALIDATION_MESSAGES.passwordTooShort };

/** Common in any letter case (the list is lower-case); '12345' is also too short. */
const COMMON_PASSWORDS = ['password1', 'Qwerty123', 'iloveyou', 'LetMeIn1'];
const NEW_PASSWORD = 'lantern-by-the-quay-7';

const LOGOUT = 'mutation { logout { message } }';
const ME = '{ me { username email displayName } }';
const UPDATE_PROFILE = /* GraphQL */ `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      token
    }
  }
`;
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { message } }';
const RESET_PASSWORD = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';

function expectRefused(transport: Transport, result: Result, refusal: Refusal): void {
  if (transport === 'REST') {
    expectRestError(result, { status: refusal.status, code: refusal.code, message: refusal.message });
    return;
  }
  expectGraphqlError(result, { code: refusal.graphql, message: refusal.message });
  expect(result.body.errors?.[0].extensions?.reason).toBe(refusal.code);
}

/** A successful answer carrying `message`: REST 2xx `{ message }`, GraphQL `data[field].message`. */
function messageOf(transport: Transport, result: Result, field: string): unknown {
  if (transport === 'REST') {
    expect(result.status).toBeGreaterThanOrEqual(200);
    expect(result.status).toBeLessThan(300);
    return result.body.message;
  }
  expect(result.body.errors).toBeUndefined();
  return (result.body.data?.[field] as { message?: unknown } | undefined)?.message;
}

describe('Sessions and account safety (logout, current password, common passwords, Cache-Control)', () => {
  let sink: SmtpSink;
  let app: TestApp;

  const logout = (transport: Transport, token?: string): Promise<Result> =>
    transport === 'REST' ? app.rest('POST', '/api/logout', undefined, token) : app.gql(LOGOUT, {}, token);
  const updateProfile = (transport: Transport, input: Record<string, unknown>, token: string) =>
    transport === 'REST'
      ? app.rest<Result['body']>('PUT', '/api/profile', input, token)
      : app.gql<Record<string, unknown>>(UPDATE_PROFILE, { input }, token);
  const register = (transport: Transport, input: Record<string, unknown>) =>
    transport === 'REST'
      ? app.rest<Result['body']>('POST', '/api/register', input)
      : app.gql<Record<string, unknown>>(REGISTER, { input });
  const resetPassword = (transport: Transport, token: string, password: string) =>
    transport === 'REST'
      ? app.rest<Result['body']>('POST', '/api/reset-password', { token, password })
      : app.gql<Record<string, unknown>>(RESET_PASSWORD, { input: { token, password } });

  const login = (username: string, password: string) =>
    app.rest<{ token: string }>('POST', '/api/login', { username, password });
  /** Logs in again: a second, independent session of the same user. */
  const secondSession = async (user: User) => (await login(user.username, user.password)).body.token;
  const profileOf = (token?: string) => app.rest('GET', '/api/profile', undefined, token);
  const storedUser = async (username: string) =>
    (
      await directQuery(
        app,
        'SELECT email, display_name, password_hash, token_version FROM users WHERE username = $1',
        [username],
      )
    )[0];

  /** The token works on both transports and names this user. */
  const expectSessionValid = async (token: string, user: User) => {
    expect(await profileOf(token)).toMatchObject({ status: 200, body: { username: user.username } });
    const me = await app.gql<{ me: { username: string } }>(ME, {}, token);
    expect(me.body.data?.me.username).toBe(user.username);
  };
  /** The token is refused as invalid on both transports. */
  const expectSessionRevoked = async (token: string) => {
    expectRefused('REST', await profileOf(token), INVALID_TOKEN);
    expectRefused('GraphQL', await app.gql(ME, {}, token), INVALID_TOKEN);
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url });
  });

  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  describe('logout', () => {
    it.each(TRANSPORTS)(
      'should answer Logged out, refuse that token on both transports and keep a second session when logging out over %s',
      async (transport) => {
        const user = await signUp(app);
        const other = await secondSession(user);

        const out = await logout(transport, user.token);

        expect(messageOf(transport, out, 'logout')).toBe(MESSAGES.loggedOut);
        await expectSessionRevoked(user.token);
        await expectSessionValid(other, user);
        const { jti } = jwt.decode(user.token) as jwt.JwtPayload;
        expect(
          await directQuery(
            app,
            'SELECT id FROM revoked_sessions WHERE user_id = (SELECT id FROM users WHERE username = $1)',
            [user.username],
          ),
        ).toEqual([{ id: jti }]);
      },
    );

    it.each(TRANSPORT_PAIRS)(
      'should refuse the second call as an invalid token when the same token logs out over %s then over %s',
      async (first, second) => {
        const user = await signUp(app);
        expect(messageOf(first, await logout(first, user.token), 'logout')).toBe(MESSAGES.loggedOut);

        expectRefused(second, await logout(second, user.token), INVALID_TOKEN);
      },
    );

    it.each(TRANSPORTS)(
      'should answer Authentication required when logging out over %s without a token',
      async (transport) => {
        expectRefused(transport, await logout(transport), AUTH_REQUIRED);
      },
    );

    it('should refuse a token signed with the right secret when it carries no jti, and accept it with one', async () => {
      const user = await signUp(app);
      const { sub, username, ver } = jwt.decode(user.token) as jwt.JwtPayload;
      const sign = (claims: object) =>
        jwt.sign({ sub, username, ver, ...claims }, app.env.jwtSecret, {
          algorithm: 'HS256',
          expiresIn: 600,
        });

      await expectSessionRevoked(sign({}));
      await expectSessionValid(sign({ jti: randomUUID() }), user);
    });
  });

  describe('the current password for account changes', () => {
    const cases: Array<[string, (user: User) => Record<string, unknown>, Refusal]> = [
      ['the password changes without it', () => ({ password: NEW_PASSWORD }), CURRENT_PASSWORD_REQUIRED],
      [
        'the password changes with it empty',
        () => ({ password: NEW_PASSWORD, currentPassword: '' }),
        CURRENT_PASSWORD_REQUIRED,
      ],
      [
        'the password changes with a wrong one',
        () => ({ password: NEW_PASSWORD, currentPassword: 'not-my-password' }),
        CURRENT_PASSWORD_WRONG,
      ],
      [
        'the password changes with it in the wrong letter case',
        (user) => ({ password: NEW_PASSWORD, currentPassword: user.password.toUpperCase() }),
        CURRENT_PASSWORD_WRONG,
      ],
      ['the email changes without it', (user) => ({ email: `new-${user.email}` }), CURRENT_PASSWORD_REQUIRED],
      [
        'the email changes with a wrong one',
        (user) => ({ email: `new-${user.email}`, currentPassword: 'not-my-password' }),
        CURRENT_PASSWORD_WRONG,
      ],
      [
        'the email and the display name change without it',
        (user) => ({ email: `new-${user.email}`, displayName: 'Not Saved' }),
        CURRENT_PASSWORD_REQUIRED,
      ],
    ];

    it.each(TRANSPORTS.flatMap((transport) => cases.map((row) => [transport, ...row] as const)))(
      'should refuse over %s, change nothing and keep the session when %s',
      async (transport, _, input, refusal) => {
        const user = await signUp(app);
        const before = await storedUser(user.username);

        expectRefused(transport, await updateProfile(transport, input(user), user.token), refusal);

        expect(await storedUser(user.username)).toEqual(before);
        await expectSessionValid(user.token, user);
        expect((await login(user.username, user.password)).status).toBe(200);
        expect((await login(user.username, NEW_PASSWORD)).status).toBe(401);
      },
    );

    it.each(TRANSPORTS)(
      'should change the password and the email over %s when the current password is given',
      async (transport) => {
        const user = await signUp(app);
        const email = `moved-${user.email}`;

        const update = await updateProfile(
          transport,
          { email, password: NEW_PASSWORD, currentPassword: user.password },
          user.token,
        );

        expect(messageOf(transport, update, 'updateProfile')).toBe(MESSAGES.profileUpdated);
        expect(await storedUser(user.username)).toMatchObject({ email, token_version: 1 });
        expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
        expect((await login(user.username, user.password)).status).toBe(401);
      },
    );

    const needNone: Array<[string, (user: User) => Record<string, unknown>, (user: User) => object]> = [
      [
        'the email only changes letter case',
        (user) => ({ email: user.email.toUpperCase() }),
        (user) => ({ email: user.email.toUpperCase(), display_name: null }),
      ],
      ['the email is sent unchanged', (user) => ({ email: user.email }), (user) => ({ email: user.email })],
      [
        'only the display name changes',
        () => ({ displayName: 'Marta K.' }),
        (user) => ({ email: user.email, display_name: 'Marta K.' }),
      ],
    ];

    it.each(TRANSPORTS.flatMap((transport) => needNone.map((row) => [transport, ...row] as const)))(
      'should save over %s without the current password when %s',
      async (transport, _, input, expected) => {
        const user = await signUp(app);
        const before = await storedUser(user.username);

        const update = await updateProfile(transport, input(user), user.token);

        expect(messageOf(transport, update, 'updateProfile')).toBe(MESSAGES.profileUpdated);
        expect(await storedUser(user.username)).toEqual({ ...before, ...expected(user) });
        await expectSessionValid(user.token, user);
      },
    );
  });

  describe('common passwords', () => {
    it('should use passwords the server counts as common', () => {
      expect(COMMON_PASSWORDS.filter((password) => !isCommonPassword(password))).toEqual([]);
      expect(isCommonPassword(NEW_PASSWORD)).toBe(false);
    });

    const commonCases = TRANSPORTS.flatMap((transport) =>
      [
        ...COMMON_PASSWORDS.map((password) => [password, TOO_COMMON] as const),
        ['12345', TOO_SHORT] as const,
      ].map(([password, refusal]) => [transport, password, refusal] as const),
    );

    it.each(commonCases)(
      'should refuse to register over %s with %s and create no account',
      async (transport, password, refusal) => {
        const username = `common${randomUUID().slice(0, 8)}`;

        expectRefused(
          transport,
          await register(transport, { username, password, email: `${username}@example.com` }),
          refusal,
        );

        expect(await storedUser(username)).toBeUndefined();
      },
    );

    it.each(commonCases)(
      'should refuse to reset the password over %s to %s, keep the old one and the reset link',
      async (transport, password, refusal) => {
        const user = await signUp(app);
        const resetToken = await requestResetToken(app, sink, user.email);

        expectRefused(transport, await resetPassword(transport, resetToken, password), refusal);

        expect((await login(user.username, user.password)).status).toBe(200);
        await expectSessionValid(user.token, user);
        const reset = await resetPassword(transport, resetToken, NEW_PASSWORD);
        expect(messageOf(transport, reset, 'resetPassword')).toBe(MESSAGES.passwordUpdated);
        expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
      },
    );

    it.each(commonCases)(
      'should refuse to change the password over %s to %s even with the current password, and change nothing',
      async (transport, password, refusal) => {
        const user = await signUp(app);
        const before = await storedUser(user.username);

        const update = await updateProfile(
          transport,
          { password, currentPassword: user.password },
          user.token,
        );

        expectRefused(transport, update, refusal);
        expect(await storedUser(user.username)).toEqual(before);
        await expectSessionValid(user.token, user);
      },
    );
  });

  describe('Cache-Control', () => {
    it.each<[string, (user: User) => Promise<HttpResult<unknown>>, number]>([
      ['POST /api/login answers a token', (user) => login(user.username, user.password), 200],
      ['GET /api/profile answers with a token', (user) => profileOf(user.token), 200],
      [
        'PUT /api/profile saves',
        (user) => app.rest('PUT', '/api/profile', { displayName: 'Kept' }, user.token),
        200,
      ],
      [
        'GET /api/conversations answers with a token',
        (user) => app.rest('GET', '/api/conversations', undefined, user.token),
        200,
      ],
      ['POST /api/logout ends the session', (user) => logout('REST', user.token), 200],
      ['GET /api/profile is refused without a token', () => profileOf(), 401],
      ['POST /api/login is refused', (user) => login(user.username, 'wrong-password'), 401],
      ['POST /api/register is refused', () => app.rest('POST', '/api/register', {}), 400],
      ['GET /api/does-not-exist has no route', () => app.rest('GET', '/api/does-not-exist'), 404],
    ])('should send no-store when %s', async (_, call, status) => {
      const response = await call(await signUp(app));

      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it.each(['/api/config/flexiconfig.json', '/config/flexiconfig.json', '/config/flexifeatures.json'])(
      'should keep no-cache on %s',
      async (path) => {
        const response = await app.rest('GET', path);

        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
      },
    );

    it.each<[string, (user: User) => Promise<HttpResult<GraphqlBody>>]>([
      ['the me query answers with a token', (user) => app.gql(ME, {}, user.token)],
      [
        'the login mutation answers a token',
        (user) =>
          app.gql('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
            input: { username: user.username, password: user.password },
          }),
      ],
      ['the me query is refused without a token', () => app.gql(ME)],
    ])('should send no-store on GraphQL when %s', async (_, call) => {
      const response = await call(await signUp(app));

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
});
