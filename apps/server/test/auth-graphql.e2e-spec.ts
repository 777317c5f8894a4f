import { randomBytes, randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { expectGraphqlError } from './support/expect-errors';
import { startTestApp, type TestApp, withoutCost } from './support/test-app';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      message
    }
  }
`;
const ME = /* GraphQL */ `
  query Me {
    me {
      username
      email
      displayName
    }
  }
`;
const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      token
      profile {
        username
        email
        displayName
      }
    }
  }
`;
const REQUEST_PASSWORD_RESET = /* GraphQL */ `
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`;
const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`;

type Profile = { username: string; email: string; displayName: string | null };
type Account = { username: string; password: string; email: string; token: string };

const freshUser = () => {
  const name = `gql${randomUUID().slice(0, 8)}`;
  return { username: name, password: 'secret-password', email: `${name}@example.com` };
};

const jwtPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

const BAD_INPUT = 'BAD_USER_INPUT';
const UNAUTHENTICATED = 'UNAUTHENTICATED';

describe('GraphQL accounts (register, login, me, updateProfile, requestPasswordReset, resetPassword)', () => {
  let app: TestApp;

  const register = (input: Record<string, unknown>) =>
    app.gql<{ register: { message: string } }>(REGISTER, { input });
  const login = (username: string, password: string) =>
    app.gql<{ login: { token: string; message: string } }>(LOGIN, { input: { username, password } });
  const me = (token?: string) => app.gql<{ me: Profile }>(ME, {}, token);
  const updateProfile = (input: Record<string, unknown>, token?: string) =>
    app.gql<{ updateProfile: { message: string; token: string | null; profile: Profile } }>(
      UPDATE_PROFILE,
      { input },
      token,
    );

  /** Registers and logs in a fresh user through GraphQL. */
  const signUpGql = async (): Promise<Account> => {
    const user = freshUser();
    expect((await register(user)).body.data?.register.message).toBe(MESSAGES.registered);
    const token = (await login(user.username, user.password)).body.data?.login.token;
    if (!token) throw new Error('login failed');
    return { ...user, token };
  };

  const expectCanLogIn = async (username: string, password: string) => {
    const result = await login(username, password);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.login.token).toEqual(expect.any(String));
  };

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('register and login', () => {
    it('should register, log in with a token carrying username and exp, and read me when the input is valid', async () => {
      const user = freshUser();

      const registered = await register(user);
      const loggedIn = await login(user.username.toUpperCase(), user.password);

      expect(withoutCost(registered.body)).toEqual({ data: { register: { message: MESSAGES.registered } } });
      expect(loggedIn.body.errors).toBeUndefined();
      expect(loggedIn.body.data?.login.message).toBe(MESSAGES.loggedIn);
      const token = loggedIn.body.data?.login.token ?? '';
      expect(jwtPayload(token)).toMatchObject({ username: user.username, exp: expect.any(Number) });
      expect(withoutCost((await me(token)).body)).toEqual({
        data: { me: { username: user.username, email: user.email, displayName: null } },
      });
    });

    it.each([
      [
        'the username in another letter case',
        (owner: Account) => ({ username: owner.username.toUpperCase() }),
        MESSAGES.usernameTaken,
      ],
      ['the same username', (owner: Account) => ({ username: owner.username }), MESSAGES.usernameTaken],
      [
        'the email in another letter case',
        (owner: Account) => ({ email: owner.email.toUpperCase() }),
        MESSAGES.emailTaken,
      ],
      ['the same email', (owner: Account) => ({ email: owner.email }), MESSAGES.emailTaken],
    ])('should answer CONFLICT when registering with %s', async (_, clash, message) => {
      const owner = await signUpGql();
      const intruder = { ...freshUser(), password: 'intruder-password', ...clash(owner) };

      expectGraphqlError(await register(intruder), { code: 'CONFLICT', message });
      await expectCanLogIn(owner.username, owner.password);
      expectGraphqlError(await login(intruder.username, intruder.password), {
        code: UNAUTHENTICATED,
        message: MESSAGES.invalidCredentials,
      });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['the username is too short', { username: 'ab' }, MESSAGES.usernameRule],
      ['the username has a space', { username: 'two words' }, MESSAGES.usernameRule],
      ['the username has 33 characters', { username: 'u'.repeat(33) }, MESSAGES.usernameRule],
      ['the password has 5 characters', { password: '12345' }, VALIDATION_MESSAGES.passwordTooShort],
      ['the password has 129 characters', { password: 'p'.repeat(129) }, MESSAGES.passwordTooLong],
      ['the email has no @', { email: 'not-an-email' }, VALIDATION_MESSAGES.invalidEmail],
      ['the email has no domain dot', { email: 'marta@example' }, VALIDATION_MESSAGES.invalidEmail],
    ])(
      'should answer BAD_USER_INPUT with the rule text and create no account when %s',
      async (_, override, message) => {
        const user = freshUser();

        expectGraphqlError(await register({ ...user, ...override }), { code: BAD_INPUT, message });
        expectGraphqlError(await login(user.username, user.password), {
          code: UNAUTHENTICATED,
          message: MESSAGES.invalidCredentials,
        });
      },
    );

    // Variables are coerced against the schema before any resolver runs: a wrong type is the client's mistake.
    it.each<[string, (user: ReturnType<typeof freshUser>) => Record<string, unknown>]>([
      ['the username is a number', (user) => ({ ...user, username: 12345 })],
      ['the password is an array', (user) => ({ ...user, password: ['secret-password'] })],
      ['the email is missing', (user) => ({ username: user.username, password: user.password })],
      ['an unknown field is sent', (user) => ({ ...user, role: 'admin' })],
    ])(
      'should answer BAD_USER_INPUT, not a server error, when in the register variables %s',
      async (_, input) => {
        const user = freshUser();

        const result = await register(input(user));

        expectGraphqlError(result, { code: BAD_INPUT, message: /^Variable "\$input" got invalid value/ });
        expect(result.status).toBe(400);
        expectGraphqlError(await login(user.username, user.password), {
          code: UNAUTHENTICATED,
          message: MESSAGES.invalidCredentials,
        });
      },
    );

    it.each([
      ['the password is wrong', (user: Account) => [user.username, 'wrong-password']],
      ['the username is unknown', () => [`ghost${randomUUID().slice(0, 8)}`, 'secret-password']],
    ])('should answer UNAUTHENTICATED Invalid username or password when %s', async (_, attempt) => {
      const user = await signUpGql();
      const [username, password] = attempt(user);

      expectGraphqlError(await login(username, password), {
        code: UNAUTHENTICATED,
        message: MESSAGES.invalidCredentials,
      });
    });
  });

  describe('me', () => {
    it.each([
      ['no token is sent', undefined, MESSAGES.authenticationRequired],
      ['the token is garbage', 'not-a-jwt', MESSAGES.invalidToken],
      [
        'the token has a broken signature',
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
        MESSAGES.invalidToken,
      ],
    ])('should answer UNAUTHENTICATED when %s', async (_, token, message) => {
      expectGraphqlError(await me(token), { code: UNAUTHENTICATED, message });
    });
  });

  describe('updateProfile', () => {
    // In the order of the spec's section 5: the first failing rule is the one reported.
    it.each<[string, Record<string, unknown>, string]>([
      ['the input is empty', {}, VALIDATION_MESSAGES.profileNeedsOneField],
      ['every field is null', { email: null, password: null }, VALIDATION_MESSAGES.profileNeedsOneField],
      ['the email is invalid', { email: 'not-an-email' }, VALIDATION_MESSAGES.invalidEmail],
      ['the password is 12345', { password: '12345' }, VALIDATION_MESSAGES.passwordTooShort],
      ['the display name is blank', { displayName: '   ' }, VALIDATION_MESSAGES.displayNameBlank],
      ['the display name has 81 characters', { displayName: 'n'.repeat(81) }, MESSAGES.displayNameTooLong],
      [
        'all three fields are invalid',
        { email: 'bad', password: '1', displayName: ' ' },
        VALIDATION_MESSAGES.invalidEmail,
      ],
    ])('should answer BAD_USER_INPUT and change nothing when %s', async (_, input, message) => {
      const user = await signUpGql();
      const before = withoutCost((await me(user.token)).body);

      expectGraphqlError(await updateProfile(input, user.token), { code: BAD_INPUT, message });
      expect(withoutCost((await me(user.token)).body)).toEqual(before);
      await expectCanLogIn(user.username, user.password);
    });

    it('should answer BAD_USER_INPUT, not a server error, and change nothing when the input carries a username', async () => {
      const user = await signUpGql();

      const result = await updateProfile({ username: 'someone-else', displayName: 'Renamed' }, user.token);

      expectGraphqlError(result, { code: BAD_INPUT, message: /^Variable "\$input" got invalid value/ });
      expect((await me(user.token)).body.data?.me).toEqual({
        username: user.username,
        email: user.email,
        displayName: null,
      });
    });

    it('should answer CONFLICT and change nothing when another user has the email in any letter case', async () => {
      const other = await signUpGql();
      const user = await signUpGql();

      const input = { email: other.email.toUpperCase(), currentPassword: user.password };
      expectGraphqlError(await updateProfile(input, user.token), {
        code: 'CONFLICT',
        message: MESSAGES.emailTaken,
      });
      expect((await me(user.token)).body.data?.me.email).toBe(user.email);
    });

    it.each<[string, (user: Account) => Record<string, string>, (user: Account) => Partial<Profile>]>([
      [
        'the email changes',
        (user) => ({ email: `new-${user.email}`, currentPassword: user.password }),
        (user) => ({ email: `new-${user.email}` }),
      ],
      ['the display name changes', () => ({ displayName: 'Marta K.' }), () => ({ displayName: 'Marta K.' })],
      [
        'email and display name change together',
        (user) => ({ email: `both-${user.email}`, displayName: ' Both ', currentPassword: user.password }),
        (user) => ({ email: `both-${user.email}`, displayName: 'Both' }),
      ],
    ])(
      'should answer the profile with a null token and keep the old token valid when %s',
      async (_, input, changed) => {
        const user = await signUpGql();

        const result = await updateProfile(input(user), user.token);

        const profile = { username: user.username, email: user.email, displayName: null, ...changed(user) };
        expect(withoutCost(result.body)).toEqual({
          data: { updateProfile: { message: MESSAGES.profileUpdated, token: null, profile } },
        });
        expect((await me(user.token)).body.data?.me).toEqual(profile);
        await expectCanLogIn(user.username, user.password);
      },
    );

    it('should answer a new token, refuse the old one and swap the passwords when the password changes', async () => {
      const user = await signUpGql();

      const result = await updateProfile(
        { password: 'brand-new-password', currentPassword: user.password },
        user.token,
      );

      expect(result.body.errors).toBeUndefined();
      const payload = result.body.data?.updateProfile;
      expect(payload).toEqual({
        message: MESSAGES.profileUpdated,
        token: expect.any(String),
        profile: { username: user.username, email: user.email, displayName: null },
      });
      expectGraphqlError(await me(user.token), { code: UNAUTHENTICATED, message: MESSAGES.invalidToken });
      expect((await me(payload?.token ?? '')).body.data?.me.username).toBe(user.username);
      await expectCanLogIn(user.username, 'brand-new-password');
      expectGraphqlError(await login(user.username, user.password), {
        code: UNAUTHENTICATED,
        message: MESSAGES.invalidCredentials,
      });
    });

    it('should answer UNAUTHENTICATED Authentication required when no token is sent', async () => {
      expectGraphqlError(await updateProfile({ displayName: 'Anonymous' }), {
        code: UNAUTHENTICATED,
        message: MESSAGES.authenticationRequired,
      });
    });
  });

  describe('requestPasswordReset and resetPassword', () => {
    it('should answer the same message when the email belongs to an account and when it does not', async () => {
      const user = await signUpGql();

      const known = await app.gql(REQUEST_PASSWORD_RESET, { input: { email: user.email } });
      const unknown = await app.gql(REQUEST_PASSWORD_RESET, { input: { email: `nobody-${user.email}` } });

      expect(withoutCost(known.body)).toEqual({
        data: { requestPasswordReset: { message: MESSAGES.resetMailQueued } },
      });
      expect(withoutCost(unknown.body)).toEqual(withoutCost(known.body));
    });

    it('should answer BAD_USER_INPUT Please enter a valid email address when the email is invalid', async () => {
      expectGraphqlError(await app.gql(REQUEST_PASSWORD_RESET, { input: { email: 'nope' } }), {
        code: BAD_INPUT,
        message: VALIDATION_MESSAGES.invalidEmail,
      });
    });

    it.each([
      [
        'the token is random',
        () => randomBytes(32).toString('base64url'),
        'new-password',
        MESSAGES.invalidResetToken,
      ],
      [
        'the token is longer than 256 characters',
        () => 'x'.repeat(257),
        'new-password',
        MESSAGES.invalidResetToken,
      ],
      [
        'the new password has 5 characters',
        () => randomBytes(32).toString('base64url'),
        '12345',
        VALIDATION_MESSAGES.passwordTooShort,
      ],
    ])('should answer BAD_USER_INPUT when %s', async (_, token, password, message) => {
      const result = await app.gql(RESET_PASSWORD, { input: { token: token(), password } });

      expectGraphqlError(result, { code: BAD_INPUT, message });
    });
  });
});
