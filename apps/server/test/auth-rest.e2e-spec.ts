import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { expectNoServerError, expectRestError } from './support/expect-errors';
import { signUp, startTestApp, type TestApp } from './support/test-app';

type Credentials = { username: string; password: string; email: string };

/** Valid registration fields that no other test uses. */
const freshUser = (): Credentials => {
  const name = `user${randomUUID().slice(0, 8)}`;
  return { username: name, password: 'secret-password', email: `${name}@example.com` };
};

const decodeJwt = (token: string) => {
  const [header, payload] = token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
  return { header, payload };
};

const VALIDATION = { status: 400, code: 'VALIDATION_FAILED' } as const;
const INVALID_CREDENTIALS = {
  status: 401,
  code: 'AUTH_INVALID_CREDENTIALS',
  message: MESSAGES.invalidCredentials,
} as const;
const INVALID_TOKEN = { status: 403, code: 'AUTH_INVALID_TOKEN', message: MESSAGES.invalidToken } as const;

describe('REST accounts (/api/register, /api/login, /api/profile)', () => {
  let app: TestApp;

  const login = (username: string, password: string) =>
    app.rest<{ token: string; message: string }>('POST', '/api/login', { username, password });
  const profileOf = (token: string) =>
    app.rest<{ username: string; email: string; displayName: string | null }>(
      'GET',
      '/api/profile',
      undefined,
      token,
    );

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/register', () => {
    it('should register with 201 and a message, then log in with a JWT whose payload has the username', async () => {
      const register = await app.rest('POST', '/api/register', {
        username: 'Marta',
        password: 'marta-lake-7',
        email: 'marta@example.com',
      });
      expect(register).toMatchObject({ status: 201, body: { message: 'User registered successfully' } });

      const login = await app.rest<{ token: string; message: string }>('POST', '/api/login', {
        username: 'marta',
        password: 'marta-lake-7',
      });
      expect(login.status).toBe(200);
      expect(login.body.message).toBe('Login successful');
      const { header, payload } = decodeJwt(login.body.token);
      expect(header.alg).toBe('HS256');
      expect(payload.username).toBe('Marta');
      expect(payload.exp).toBeGreaterThan(payload.iat as number);
    });

    it.each([
      ['the same letter case', (name: string) => name],
      ['upper case', (name: string) => name.toUpperCase()],
      ['mixed case', (name: string) => name[0].toUpperCase() + name.slice(1)],
    ])('should answer 409 Username already exists when the username is taken in %s', async (_, variant) => {
      const owner = await signUp(app);
      const intruder = { ...freshUser(), username: variant(owner.username), password: 'intruder-password' };

      const register = await app.rest('POST', '/api/register', intruder);

      expectRestError(register, {
        status: 409,
        code: 'USER_USERNAME_TAKEN',
        message: MESSAGES.usernameTaken,
      });
      expect((await login(owner.username, owner.password)).status).toBe(200);
      expectRestError(await login(owner.username, intruder.password), INVALID_CREDENTIALS);
    });

    it.each([
      ['the same letter case', (email: string) => email],
      ['upper case', (email: string) => email.toUpperCase()],
      [
        'surrounding spaces and mixed case',
        (email: string) => `  ${email[0].toUpperCase()}${email.slice(1)} `,
      ],
    ])('should answer 409 Email is already registered when the email is taken in %s', async (_, variant) => {
      const owner = await signUp(app);
      const intruder = { ...freshUser(), email: variant(owner.email), password: 'intruder-password' };

      const register = await app.rest('POST', '/api/register', intruder);

      expectRestError(register, { status: 409, code: 'USER_EMAIL_TAKEN', message: MESSAGES.emailTaken });
      expectRestError(await login(intruder.username, intruder.password), INVALID_CREDENTIALS);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['the username is missing', { username: undefined }, MESSAGES.usernameRequired],
      ['the username is blank', { username: '   ' }, MESSAGES.usernameRequired],
      ['the username is shorter than 3 characters', { username: 'ab' }, MESSAGES.usernameRule],
      ['the username is longer than 32 characters', { username: 'a'.repeat(33) }, MESSAGES.usernameRule],
      ['the username contains a space', { username: 'two words' }, MESSAGES.usernameRule],
      ['the username contains a non-ASCII letter', { username: 'émile' }, MESSAGES.usernameRule],
      ['the username starts with a hyphen', { username: '-marta' }, MESSAGES.usernameRule],
      ['the username is a number', { username: 12345 }, MESSAGES.usernameRequired],
      ['the username is an array', { username: ['marta'] }, MESSAGES.usernameRequired],
      ['the password is missing', { password: undefined }, MESSAGES.passwordRequired],
      ['the password is empty', { password: '' }, MESSAGES.passwordRequired],
      ['the password has 5 characters', { password: '12345' }, VALIDATION_MESSAGES.passwordTooShort],
      ['the password has 129 characters', { password: 'p'.repeat(129) }, MESSAGES.passwordTooLong],
      ['the password is a number', { password: 1234567 }, MESSAGES.passwordRequired],
      ['the password is an object', { password: { value: 'secret-password' } }, MESSAGES.passwordRequired],
      ['the email is missing', { email: undefined }, MESSAGES.emailRequired],
      ['the email has no @', { email: 'marta.example.com' }, VALIDATION_MESSAGES.invalidEmail],
      ['the email has no domain dot', { email: 'marta@example' }, VALIDATION_MESSAGES.invalidEmail],
      ['the email contains a space', { email: 'mar ta@example.com' }, VALIDATION_MESSAGES.invalidEmail],
      ['the email is a number', { email: 42 }, MESSAGES.emailRequired],
      ['the email is an array', { email: ['marta@example.com'] }, MESSAGES.emailRequired],
    ])('should answer 400 and create no account when %s', async (_, override, message) => {
      const user = freshUser();

      const register = await app.rest('POST', '/api/register', { ...user, ...override });

      expectRestError(register, { ...VALIDATION, message });
      expectRestError(await login(user.username, user.password), INVALID_CREDENTIALS);
    });

    it.each([
      ['an empty object', {}],
      ['a JSON array', []],
      ['JSON null', 'null'],
    ])('should answer 400 without a server error when the body is %s', async (_, body) => {
      const register = await app.rest('POST', '/api/register', body);

      expectNoServerError(register);
      expect(register.status).toBe(400);
      expect(register.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    });
  });

  describe('POST /api/login', () => {
    it('should answer a token whose payload has the username and an expiry when the letter case of the username differs', async () => {
      const user = await signUp(app);

      const response = await login(user.username.toUpperCase(), user.password);

      expect(response.status).toBe(200);
      expect(response.body.message).toBe(MESSAGES.loggedIn);
      const { payload } = decodeJwt(response.body.token);
      expect(payload.username).toBe(user.username);
      expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
      expect((await profileOf(response.body.token)).status).toBe(200);
    });

    it.each([
      [
        'the password is wrong',
        (user: Credentials) => ({ username: user.username, password: 'wrong-password' }),
      ],
      [
        'the username is unknown',
        () => ({ username: `ghost${randomUUID().slice(0, 8)}`, password: 'whatever1' }),
      ],
      [
        'the password differs only in case',
        (user: Credentials) => ({ ...user, password: user.password.toUpperCase() }),
      ],
    ])('should answer 401 Invalid username or password when %s', async (_, attempt) => {
      const user = await signUp(app);
      const { username, password } = attempt(user);

      expectRestError(await login(username, password), INVALID_CREDENTIALS);
    });
  });

  describe('GET /api/profile', () => {
    it('should answer exactly username, email and displayName when called with a token', async () => {
      const user = await signUp(app);

      const profile = await profileOf(user.token);

      expect(profile.status).toBe(200);
      expect(profile.body).toStrictEqual({ username: user.username, email: user.email, displayName: null });
    });

    it('should answer 401 Authentication required when no token is sent', async () => {
      expectRestError(await app.rest('GET', '/api/profile'), {
        status: 401,
        code: 'AUTH_REQUIRED',
        message: MESSAGES.authenticationRequired,
      });
    });
  });

  describe('PUT /api/profile', () => {
    // In the order of the spec's section 5: the first failing rule is the one reported.
    it.each<[string, Record<string, unknown>, string]>([
      ['the body is empty', {}, VALIDATION_MESSAGES.profileNeedsOneField],
      ['only the username is sent', { username: 'someone-else' }, VALIDATION_MESSAGES.profileNeedsOneField],
      [
        'every field is an empty string',
        { email: '', password: '' },
        VALIDATION_MESSAGES.profileNeedsOneField,
      ],
      // Like an empty string, null means "leave as is" (the GraphQL schema declares these fields nullable).
      ['the email is null', { email: null }, VALIDATION_MESSAGES.profileNeedsOneField],
      ['the password is null', { password: null }, VALIDATION_MESSAGES.profileNeedsOneField],
      ['the email is invalid', { email: 'not-an-email' }, VALIDATION_MESSAGES.invalidEmail],
      ['the email is an array', { email: ['new@example.com'] }, VALIDATION_MESSAGES.invalidEmail],
      ['the password has 5 characters', { password: '12345' }, VALIDATION_MESSAGES.passwordTooShort],
      ['the password is a number', { password: 1234567 }, VALIDATION_MESSAGES.passwordTooShort],
      ['the display name is blank', { displayName: '   ' }, VALIDATION_MESSAGES.displayNameBlank],
      ['the display name is a number', { displayName: 42 }, VALIDATION_MESSAGES.displayNameBlank],
      ['the display name has 81 characters', { displayName: 'n'.repeat(81) }, MESSAGES.displayNameTooLong],
      [
        'email, password and display name are all invalid',
        { email: 'bad', password: '12345', displayName: ' ' },
        VALIDATION_MESSAGES.invalidEmail,
      ],
      [
        'password and display name are both invalid',
        { password: '12345', displayName: ' ' },
        VALIDATION_MESSAGES.passwordTooShort,
      ],
    ])('should answer 400 and change nothing when %s', async (_, body, message) => {
      const user = await signUp(app);
      const before = await profileOf(user.token);

      const update = await app.rest('PUT', '/api/profile', body, user.token);

      expectRestError(update, { ...VALIDATION, message });
      expect(await profileOf(user.token)).toMatchObject({ status: 200, body: before.body });
      expect((await login(user.username, user.password)).status).toBe(200);
    });

    it.each([
      ['the same letter case', (email: string) => email],
      ['another letter case', (email: string) => email.toUpperCase()],
    ])(
      'should answer 409 Email is already registered and change nothing when another user has the email in %s',
      async (_, variant) => {
        const other = await signUp(app);
        const user = await signUp(app);

        const update = await app.rest(
          'PUT',
          '/api/profile',
          { email: variant(other.email), currentPassword: user.password },
          user.token,
        );

        expectRestError(update, { status: 409, code: 'USER_EMAIL_TAKEN', message: MESSAGES.emailTaken });
        expect((await profileOf(user.token)).body.email).toBe(user.email);
        expect((await profileOf(other.token)).body.email).toBe(other.email);
      },
    );

    it('should ignore the username when the body also carries a valid field', async () => {
      const user = await signUp(app);
      const newName = `renamed${randomUUID().slice(0, 8)}`;

      const update = await app.rest(
        'PUT',
        '/api/profile',
        { username: newName, displayName: 'Renamed' },
        user.token,
      );

      expect(update).toMatchObject({ status: 200, body: { message: MESSAGES.profileUpdated } });
      expect((await profileOf(user.token)).body).toStrictEqual({
        username: user.username,
        email: user.email,
        displayName: 'Renamed',
      });
      expectRestError(await login(newName, user.password), INVALID_CREDENTIALS);
      expect((await login(user.username, user.password)).status).toBe(200);
    });

    it.each<
      [
        string,
        (user: Credentials) => Record<string, string | null>,
        (user: Credentials) => Record<string, unknown>,
      ]
    >([
      [
        'the email changes',
        (user) => ({ email: `new-${user.email}`, currentPassword: user.password }),
        (user) => ({ email: `new-${user.email}`, displayName: null }),
      ],
      [
        'the email is sent with surrounding spaces',
        (user) => ({ email: `  spaced-${user.email} `, currentPassword: user.password }),
        (user) => ({ email: `spaced-${user.email}`, displayName: null }),
      ],
      [
        'the email only changes letter case',
        (user) => ({ email: user.email.toUpperCase() }),
        (user) => ({ email: user.email.toUpperCase(), displayName: null }),
      ],
      [
        'the display name changes',
        () => ({ displayName: 'Marta K.' }),
        (user) => ({ email: user.email, displayName: 'Marta K.' }),
      ],
      [
        'the display name is sent with surrounding spaces',
        () => ({ displayName: '  Marta  ' }),
        (user) => ({ email: user.email, displayName: 'Marta' }),
      ],
      [
        'the display name changes and the other fields are null or empty',
        () => ({ email: null, password: '', displayName: 'Only Name' }),
        (user) => ({ email: user.email, displayName: 'Only Name' }),
      ],
      [
        'email and display name change together',
        (user) => ({ email: `both-${user.email}`, displayName: 'Both', currentPassword: user.password }),
        (user) => ({ email: `both-${user.email}`, displayName: 'Both' }),
      ],
    ])(
      'should answer 200 with only a message and keep the token valid when %s',
      async (_, body, expected) => {
        const user = await signUp(app);

        const update = await app.rest('PUT', '/api/profile', body(user), user.token);

        expect(update).toMatchObject({ status: 200 });
        expect(update.body).toStrictEqual({ message: MESSAGES.profileUpdated });
        expect((await profileOf(user.token)).body).toStrictEqual({
          username: user.username,
          ...expected(user),
        });
        expect((await login(user.username, user.password)).status).toBe(200);
      },
    );

    it('should answer a new token, refuse the old one and swap the passwords when the password changes', async () => {
      const user = await signUp(app);
      const otherSession = (await login(user.username, user.password)).body.token;

      const update = await app.rest<{ message: string; token: string }>(
        'PUT',
        '/api/profile',
        { password: 'brand-new-password', currentPassword: user.password },
        user.token,
      );

      expect(update.status).toBe(200);
      expect(update.body).toStrictEqual({ message: MESSAGES.profileUpdated, token: expect.any(String) });
      expect(decodeJwt(update.body.token).payload.username).toBe(user.username);
      expectRestError(await profileOf(user.token), INVALID_TOKEN);
      expectRestError(await profileOf(otherSession), INVALID_TOKEN);
      expect(await profileOf(update.body.token)).toMatchObject({
        status: 200,
        body: { username: user.username },
      });
      expect((await login(user.username, 'brand-new-password')).status).toBe(200);
      expectRestError(await login(user.username, user.password), INVALID_CREDENTIALS);
    });

    it('should answer 401 Authentication required and change nothing when no token is sent', async () => {
      const user = await signUp(app);

      const update = await app.rest('PUT', '/api/profile', { displayName: 'Anonymous' });

      expectRestError(update, {
        status: 401,
        code: 'AUTH_REQUIRED',
        message: MESSAGES.authenticationRequired,
      });
      expect((await profileOf(user.token)).body.displayName).toBeNull();
    });
  });

  describe('HTTP-level errors', () => {
    it('should answer 400 with a clear message when the JSON body is malformed', async () => {
      const response = await app.rest('POST', '/api/login', '{"username": "marta", "password":');

      expectRestError(response, {
        status: 400,
        code: 'MALFORMED_REQUEST',
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      });
    });

    it('should answer 413 when the body is larger than 1 MiB', async () => {
      const user = await signUp(app);
      const padding = 'x'.repeat(1024 * 1024);

      const response = await app.rest('PUT', '/api/profile', { displayName: 'Big', padding }, user.token);

      expectRestError(response, {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: MESSAGES.payloadTooLarge,
      });
      expect((await profileOf(user.token)).body.displayName).toBeNull();
    });

    it.each([
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/does-not-exist'],
      ['PATCH', '/api/profile'],
    ])('should answer 404 as JSON when %s %s has no route', async (method, path) => {
      const response = await app.rest(method, path);

      expectRestError(response, { status: 404, code: 'NOT_FOUND', message: MESSAGES.notFound });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    });
  });
});
