import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError, expectRestError } from './support/expect-errors';
import { continueConversation, startConversation, watchConversation } from './support/journal-client';
import {
  type GraphqlBody,
  type HttpResult,
  signUp,
  startTestApp,
  type TestApp,
  withoutCost,
} from './support/test-app';

interface SessionClaims {
  sub: string;
  username: string;
  ver: number;
  jti: string;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

const claimsOf = (token: string): SessionClaims => {
  const { sub, username, ver, jti } = payloadOf(token) as unknown as SessionClaims;
  return { sub, username, ver, jti };
};

/** Signs like the server does (HS256, valid for an hour); `payload` may override iat and exp. */
const sign = (payload: object, secret: string, options: jwt.SignOptions = {}) =>
  jwt.sign({ iat: nowSeconds(), exp: nowSeconds() + 3600, ...payload }, secret, {
    algorithm: 'HS256',
    ...options,
  });

/** Builds a forged token from a genuine user's claims, the server's secret and the genuine token. */
type Forgery = (claims: SessionClaims, secret: string, genuine: string) => string;

const FORGERIES: Array<[string, Forgery]> = [
  ['it is signed with another secret', (claims) => sign(claims, `another-secret-${randomUUID()}`)],
  [
    'it declares alg none with an empty signature',
    (claims) =>
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: nowSeconds(), exp: nowSeconds() + 3600 })}.`,
  ],
  [
    'it declares alg none but keeps the genuine signature',
    (_, __, genuine) => [base64url({ alg: 'none', typ: 'JWT' }), ...genuine.split('.').slice(1)].join('.'),
  ],
  [
    'it is signed with HS512 and the right secret',
    (claims, secret) => sign(claims, secret, { algorithm: 'HS512' }),
  ],
  [
    'it is signed with HS384 and the right secret',
    (claims, secret) => sign(claims, secret, { algorithm: 'HS384' }),
  ],
  [
    'it expired a minute ago',
    (claims, secret) => sign({ ...claims, iat: nowSeconds() - 3600, exp: nowSeconds() - 60 }, secret),
  ],
  ['it is not valid before an hour from now', (claims, secret) => sign(claims, secret, { notBefore: 3600 })],
  [
    'its payload was changed after signing',
    (_, __, genuine) => {
      const [header, , signature] = genuine.split('.');
      return `${header}.${base64url({ ...payloadOf(genuine), username: 'admin' })}.${signature}`;
    },
  ],
  ['its signature was removed', (_, __, genuine) => `${genuine.split('.').slice(0, 2).join('.')}.`],
  [
    'its token version is not the current one',
    (claims, secret) => sign({ ...claims, ver: claims.ver + 1 }, secret),
  ],
  [
    'it has no token version',
    (claims, secret) => sign({ sub: claims.sub, username: claims.username, jti: claims.jti }, secret),
  ],
  ['it names an unknown user id', (claims, secret) => sign({ ...claims, sub: randomUUID() }, secret)],
  ['its sub is not a uuid', (claims, secret) => sign({ ...claims, sub: 'not-a-uuid' }, secret)],
  ['its sub is a number', (claims, secret) => sign({ ...claims, sub: 42 }, secret)],
  [
    'it has no sub',
    (claims, secret) => sign({ username: claims.username, ver: claims.ver, jti: claims.jti }, secret),
  ],
  [
    'it has no session id (jti)',
    (claims, secret) => sign({ sub: claims.sub, username: claims.username, ver: claims.ver }, secret),
  ],
  ['its session id is not a uuid', (claims, secret) => sign({ ...claims, jti: 'session-1' }, secret)],
];

const GARBAGE: Array<[string, string]> = [
  ['a word', 'garbage'],
  ['three dots', '...'],
  ['three short parts', 'a.b.c'],
  ['a header only', base64url({ alg: 'HS256', typ: 'JWT' })],
  ['JSON instead of base64url', '{"alg":"HS256"}.{"sub":"x"}.sig'],
  ['a 4000-character string', 'x'.repeat(4000)],
];

const ME = '{ me { username } }';

describe('Session tokens on REST (/api/profile) and GraphQL (me)', () => {
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;

  /** GET /api/profile and the `me` query, both with this exact Authorization header (or none). */
  const callWith = async (authorization?: string) => {
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    const send = async <T>(path: string, init: RequestInit): Promise<HttpResult<T>> => {
      const response = await fetch(`${app.baseUrl}${path}`, init);
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: (text ? JSON.parse(text) : {}) as T,
      };
    };
    return {
      rest: await send<Record<string, unknown>>('/api/profile', { headers }),
      gql: await send<GraphqlBody<{ me: { username: string } }>>('/graphql', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: ME }),
      }),
    };
  };

  const expectRefusedAsInvalid = async (authorization: string) => {
    const { rest, gql } = await callWith(authorization);
    expectRestError(rest, { status: 403, code: 'AUTH_INVALID_TOKEN', message: MESSAGES.invalidToken });
    expectGraphqlError(gql, { code: 'UNAUTHENTICATED', message: MESSAGES.invalidToken });
  };

  const expectRefusedAsMissing = async (authorization?: string) => {
    const { rest, gql } = await callWith(authorization);
    expectRestError(rest, { status: 401, code: 'AUTH_REQUIRED', message: MESSAGES.authenticationRequired });
    expectGraphqlError(gql, { code: 'UNAUTHENTICATED', message: MESSAGES.authenticationRequired });
  };

  beforeAll(async () => {
    // Checked on every request: a user row deleted in SQL (below) is seen at once, not after the session cache's
    // seconds (ending sessions through the app is seen at once either way: sessions-and-accounts, delete-account).
    app = await startTestApp({ SESSION_CACHE_SECONDS: '0' });
    user = await signUp(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([['Bearer'], ['bearer'], ['BEARER']])(
    'should accept the genuine token when the scheme is written %s',
    async (scheme) => {
      const { rest, gql } = await callWith(`${scheme} ${user.token}`);

      expect(rest).toMatchObject({ status: 200, body: { username: user.username } });
      expect(withoutCost(gql.body)).toEqual({ data: { me: { username: user.username } } });
    },
  );

  // The control for the forgeries below: the genuine claims, re-signed the server's way, are accepted, so
  // each forgery is refused for the one thing it changes.
  it('should accept a token re-signed from the genuine claims with the right secret', async () => {
    const resigned = sign(claimsOf(user.token), app.env.jwtSecret);

    expect((await callWith(`Bearer ${resigned}`)).rest.status).toBe(200);
  });

  it.each(FORGERIES)('should refuse the token as invalid when %s', async (_, forge) => {
    const forged = forge(claimsOf(user.token), app.env.jwtSecret, user.token);

    await expectRefusedAsInvalid(`Bearer ${forged}`);
    expect((await callWith(`Bearer ${user.token}`)).rest.status).toBe(200);
  });

  it.each(GARBAGE)('should refuse the token as invalid when it is %s', async (_, garbage) => {
    await expectRefusedAsInvalid(`Bearer ${garbage}`);
  });

  it('should refuse a genuine token when its user has been deleted', async () => {
    const doomed = await signUp(app);
    expect((await callWith(`Bearer ${doomed.token}`)).rest.status).toBe(200);

    await directQuery(app, 'DELETE FROM users WHERE id = $1', [claimsOf(doomed.token).sub]);

    await expectRefusedAsInvalid(`Bearer ${doomed.token}`);
  });

  it('should close a subscription when its token expires, and keep one whose token has not', async () => {
    const writer = await signUp(app);
    const { conversation } = await startConversation(app, writer.token);
    // The writer's genuine session, its token re-signed to expire within five seconds: time enough to subscribe
    // on a slow machine first (exp counts whole seconds).
    const expiring = sign({ ...claimsOf(writer.token), exp: nowSeconds() + 5 }, app.env.jwtSecret);
    const ending = watchConversation(app, expiring, conversation.id);
    const staying = watchConversation(app, writer.token, conversation.id);
    await Promise.all([ending.listening, staying.listening]);

    // graphql-ws's Unauthorized, as for a session ended by logout.
    await expect(ending.closed).resolves.toMatchObject({ code: 4401 });
    const entry = await continueConversation(app, writer.token, conversation.id, 'Still here?', true);
    await expect(staying.replyEnded(entry.id)).resolves.toMatchObject({ status: 'complete' });
    expect(ending.steps).toEqual([]);
    expect(staying.errors).toEqual([]);
    await staying.close();
  });

  it('should answer 401 Authentication required when there is no Authorization header', async () => {
    await expectRefusedAsMissing(undefined);
  });

  // Without the Bearer scheme no session token is presented at all: "required", not "invalid".
  it.each<[string, (token: string) => string]>([
    ['the bare token', (token) => token],
    [
      'the Basic scheme',
      () => `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`,
    ],
    ['the Token scheme', (token) => `Token ${token}`],
    ['the JWT scheme', (token) => `JWT ${token}`],
    ['Bearer without a token', () => 'Bearer'],
    ['Bearer glued to the token', (token) => `Bearer${token}`],
  ])('should answer 401 Authentication required when the Authorization header is %s', async (_, header) => {
    await expectRefusedAsMissing(header(user.token));
  });
});
