import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { LIMITS } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { createAccessToken, CREATE_ACCESS_TOKEN } from './support/access-tokens';
import { directQuery } from './support/direct-sql';
import { continueConversation, startConversation, watchConversation } from './support/journal-client';
import { type RedisServer, startRedisServer, uniqueKeyPrefix } from './support/redis-server';
import {
  createTestDatabase,
  signUp,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app';
import { restUpload } from './support/uploads';

// Personal access tokens (issue 26 §1) over the wire: created once, stored as a hash, used as a bearer token
// on GraphQL, REST and file downloads, listed, revoked at once (on two instances too), and never logged. The
// rule of scopes on every operation and route is access-token-scopes.e2e-spec.ts.

const LIST =
  '{ accessTokens(limit: 100) { total hasMore items { id name scopes createdAt lastUsedAt expiresAt expired } } }';
const REVOKE = 'mutation ($id: ID!) { revokeAccessToken(id: $id) { message } }';
const ME = '{ me { username } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Listed {
  id: string;
  name: string;
  scopes: string[];
  lastUsedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
}

describe('Personal access tokens', () => {
  let app: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    // Every request checks its token in full here, so that "last used" is seen as the database keeps it.
    app = await startTestApp({ SESSION_CACHE_SECONDS: '0', LOG_LEVEL: 'debug' }, { logStream: stream });
  });

  afterAll(async () => {
    await app.close();
  });

  const list = async (session: string) =>
    (await app.gql<{ accessTokens: { total: number; items: Listed[] } }>(LIST, {}, session)).body.data
      ?.accessTokens;

  it('should answer the token once, flexi_pat_ and base62, and store only its sha256', async () => {
    const { token: session, username } = await signUp(app);

    const created = await createAccessToken(app, session, ['READ'], { name: 'Backup script', days: 30 });

    expect(created.token).toMatch(/^flexi_pat_[0-9A-Za-z]{43}$/);
    expect(created.accessToken).toMatchObject({ name: 'Backup script', scopes: ['READ'], lastUsedAt: null });
    const days = (Date.parse(created.accessToken.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const rows = await directQuery(app, 'SELECT * FROM access_tokens WHERE id = $1', [
      created.accessToken.id,
    ]);
    expect(rows[0].token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token.slice('flexi_pat_'.length));
    expect(JSON.stringify(await list(session))).not.toContain(created.token);
    expect((await app.gql<{ me: { username: string } }>(ME, {}, created.token)).body.data?.me.username).toBe(
      username,
    );
  });

  it('should list name, scopes, created, last used and expiry, newest first, WRITE always with READ', async () => {
    const { token: session } = await signUp(app);
    await createAccessToken(app, session, ['READ'], { name: 'Reader' });
    const writer = await createAccessToken(app, session, ['WRITE'], { name: 'Writer', days: null });

    const listed = await list(session);

    expect(listed?.total).toBe(2);
    expect(listed?.items.map((item) => [item.name, item.scopes, item.expiresAt, item.expired])).toEqual([
      ['Writer', ['READ', 'WRITE'], null, false],
      ['Reader', ['READ'], null, false],
    ]);
    expect(writer.accessToken.scopes).toEqual(['READ', 'WRITE']);
  });

  it.each([
    ['a blank name', { name: '  ', scopes: ['READ'] }, 'Please give the token a name.'],
    [
      'a long name',
      { name: 'n'.repeat(LIMITS.accessTokenNameMax + 1), scopes: ['READ'] },
      'characters or less',
    ],
    ['no scopes', { name: 'x', scopes: [] }, 'Please choose what the token may do'],
    ['0 days', { name: 'x', scopes: ['READ'], days: 0 }, 'A token lasts 1 to 365 days'],
    ['366 days', { name: 'x', scopes: ['READ'], days: 366 }, 'A token lasts 1 to 365 days'],
  ])('should refuse %s with BAD_USER_INPUT and a clear message', async (_case, variables, message) => {
    const { token: session } = await signUp(app);

    const refused = await app.gql(CREATE_ACCESS_TOKEN, { days: null, ...variables }, session);

    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toContain(message);
  });

  it(`should refuse a token beyond the ${LIMITS.accessTokensMax} a writer may have with CONFLICT, saying what to do`, async () => {
    const { token: session, username } = await signUp(app);
    await directQuery(
      app,
      `INSERT INTO access_tokens (owner_id, name, token_hash, scopes)
       SELECT u.id, 'old ' || n, md5(u.id::text || n) || md5(n::text), '{READ}'
         FROM users u, generate_series(1, $2::int) n WHERE u.username = $1`,
      [username, LIMITS.accessTokensMax],
    );

    const refused = await app.gql(CREATE_ACCESS_TOKEN, { name: 'one more', scopes: ['READ'] }, session);

    expect(refused.body.errors?.[0]).toMatchObject({
      message: MESSAGES.accessTokensFull(LIMITS.accessTokensMax),
      extensions: { code: 'CONFLICT' },
    });
  });

  it('should let a READ token read over GraphQL and REST and download files, and refuse it changes', async () => {
    const { token: session } = await signUp(app);
    const upload = await restUpload(
      app,
      { bytes: Buffer.from('harbour notes\n'), name: 'notes.txt', declaredType: 'text/plain' },
      session,
    );
    const { conversation } = await startConversation(app, session);
    const { token } = await createAccessToken(app, session, ['READ']);

    const file = await app.gql<{ file: { fileUrl: string } }>(
      'query ($id: ID!) { file(id: $id) { fileUrl } }',
      { id: upload.body.fileId },
      token,
    );
    const download = await fetch(new URL(file.body.data?.file.fileUrl ?? '', app.baseUrl));
    const conversations = await app.rest<{ conversations: unknown[] }>(
      'GET',
      '/api/conversations',
      undefined,
      token,
    );
    const rename = await app.gql(
      'mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { id } }',
      { input: { id: conversation.id, title: 'Renamed by a token' } },
      token,
    );

    expect(download.status).toBe(200);
    expect(await download.text()).toBe('harbour notes\n');
    expect(conversations.body.conversations).toHaveLength(1);
    expect(rename.body.errors?.[0]).toMatchObject({
      message: 'This access token lacks the WRITE scope.',
      extensions: { code: 'FORBIDDEN', reason: 'ACCESS_TOKEN_SCOPE_MISSING' },
    });
  });

  it('should refuse a token every session-only operation, whatever its scopes', async () => {
    const { token: session, password } = await signUp(app);
    const { token } = await createAccessToken(app, session, ['READ', 'WRITE']);

    const attempts = await Promise.all([
      app.gql(CREATE_ACCESS_TOKEN, { name: 'child', scopes: ['READ'] }, token),
      app.gql(LIST, {}, token),
      app.gql('mutation { updateProfile(input: { email: "taken@example.com" }) { message } }', {}, token),
      app.gql('mutation ($p: String!) { deleteAccount(password: $p) { message } }', { p: password }, token),
      app.rest('PUT', '/api/profile', { password: 'another-password-9', currentPassword: password }, token),
      app.rest('DELETE', '/api/profile', { password }, token),
    ]);

    for (const attempt of attempts.slice(0, 4)) {
      expect(attempt.body).toMatchObject({
        errors: [
          {
            message: MESSAGES.sessionRequired,
            extensions: { code: 'FORBIDDEN', reason: 'SESSION_REQUIRED' },
          },
        ],
      });
    }
    for (const attempt of attempts.slice(4)) {
      expect(attempt).toMatchObject({
        status: 403,
        body: { code: 'SESSION_REQUIRED', message: MESSAGES.sessionRequired },
      });
    }
    expect((await app.gql<{ me: { username: string } }>(ME, {}, session)).body.data?.me).toBeTruthy();
  });

  it('should answer an expired, unknown or revoked token like a bad session token', async () => {
    const { token: session } = await signUp(app);
    const expiring = await createAccessToken(app, session, ['READ'], { days: 1 });
    const revoked = await createAccessToken(app, session, ['READ']);
    await directQuery(
      app,
      "UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1",
      [expiring.accessToken.id],
    );
    expect((await app.gql(REVOKE, { id: revoked.accessToken.id }, session)).body.data).toEqual({
      revokeAccessToken: { message: MESSAGES.accessTokenRevoked },
    });

    for (const token of [expiring.token, revoked.token, `flexi_pat_${'0'.repeat(43)}`]) {
      const graphql = await app.gql(ME, {}, token);
      const rest = await app.rest('GET', '/api/profile', undefined, token);
      expect(graphql.body.errors?.[0]).toMatchObject({
        message: MESSAGES.invalidToken,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(rest).toMatchObject({ status: 403, body: { code: 'AUTH_INVALID_TOKEN' } });
    }
    expect((await list(session))?.items.find((item) => item.id === expiring.accessToken.id)?.expired).toBe(
      true,
    );
  });

  it("should answer NOT_FOUND to revoking another writer's token or no token at all, and keep it working", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const { token, accessToken } = await createAccessToken(app, owner.token, ['READ']);

    for (const id of [accessToken.id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const refused = await app.gql(REVOKE, { id }, stranger.token);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: MESSAGES.accessTokenNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await app.gql(ME, {}, token)).body.data).toEqual({ me: { username: owner.username } });
  });

  it('should write "last used" at most once a minute, and show it to the minute', async () => {
    const { token: session } = await signUp(app);
    const { token, accessToken } = await createAccessToken(app, session, ['READ']);
    const lastUsed = async () =>
      (
        await directQuery<{ last_used_at: Date | null }>(
          app,
          'SELECT last_used_at FROM access_tokens WHERE id = $1',
          [accessToken.id],
        )
      )[0].last_used_at;

    await app.gql(ME, {}, token);
    const first = await lastUsed();
    await app.gql(ME, {}, token);
    await app.gql(ME, {}, token);
    const unchanged = await lastUsed();
    await directQuery(
      app,
      "UPDATE access_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1",
      [accessToken.id],
    );
    await app.gql(ME, {}, token);
    const later = await lastUsed();

    expect(first).not.toBeNull();
    expect(unchanged).toEqual(first);
    expect(Date.now() - (later?.getTime() ?? 0)).toBeLessThan(10_000);
    const shown = (await list(session))?.items[0].lastUsedAt ?? '';
    expect(new Date(shown).getUTCSeconds()).toBe(0);
    expect(new Date(shown).getUTCMilliseconds()).toBe(0);
  });

  it("should delete a writer's tokens with their account", async () => {
    const { token: session, password, username } = await signUp(app);
    const { token } = await createAccessToken(app, session, ['READ']);

    await app.rest('DELETE', '/api/profile', { password }, session);

    expect((await app.gql(ME, {}, token)).body.errors?.[0]?.message).toBe(MESSAGES.invalidToken);
    const left = await directQuery(
      app,
      'SELECT count(*)::int AS n FROM access_tokens t JOIN users u ON u.id = t.owner_id WHERE u.username = $1',
      [username],
    );
    expect(left[0].n).toBe(0);
  });

  // Last: it reads every line the app wrote while the tests above ran, at the debug level.
  it('should never write a token, or its hash, to the log', async () => {
    const { token: session } = await signUp(app);
    const { token } = await createAccessToken(app, session, ['READ']);
    await app.gql(ME, {}, token);
    await app.rest('GET', '/api/profile', undefined, token);
    await app.rest('POST', '/api/add-note', { conversationId: 'x', content: 'x' }, token);
    await app.gql(ME, {}, `${token}x`);

    const all = logs.join('');
    expect(all).toContain('"route":"/graphql"');
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.slice('flexi_pat_'.length));
    expect(all).not.toContain(sha256(token));
  });
});

describe('Revoking an access token on one of two instances', () => {
  let redis: RedisServer;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [redis, database] = await Promise.all([startRedisServer(), createTestDatabase()]);
    // One database, one Redis, one secret: two instances as a balancer sees them.
    const env = {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: uniqueKeyPrefix('access-tokens'),
      JWT_SECRET: `access-tokens-${'s'.repeat(40)}`,
    };
    a = await startTestApp(env, { database });
    b = await startTestApp(env, { database });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all([database?.drop(), redis?.stop()]);
  });

  it('should refuse on B, at once, a token revoked on A, though B had just accepted it', async () => {
    const { token: session } = await signUp(a);
    const { token, accessToken } = await createAccessToken(a, session, ['READ']);
    const me = () => b.gql<{ me: { username: string } }>(ME, {}, token);
    // B checked the token and keeps it for a few seconds (SessionCache)...
    expect((await me()).body.data?.me).toBeTruthy();
    expect((await me()).body.data?.me).toBeTruthy();

    expect((await a.gql(REVOKE, { id: accessToken.id }, session)).body.errors).toBeUndefined();

    // ...until A's revocation tells it otherwise, well within those seconds.
    const refused = await me();
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidToken,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it("should close at once a subscription opened with a revoked token, and keep the writer's own streaming", async () => {
    const { token: session } = await signUp(a);
    const { conversation } = await startConversation(a, session);
    const { token, accessToken } = await createAccessToken(a, session, ['READ']);
    const byToken = watchConversation(a, token, conversation.id);
    const bySession = watchConversation(a, session, conversation.id);
    await Promise.all([byToken.listening, bySession.listening]);

    expect((await a.gql(REVOKE, { id: accessToken.id }, session)).body.errors).toBeUndefined();

    // graphql-ws's Unauthorized, which its clients do not retry.
    await expect(byToken.closed).resolves.toMatchObject({ code: 4401 });
    const entry = await continueConversation(a, session, conversation.id, 'Still here?', true);
    await expect(bySession.replyEnded(entry.id)).resolves.toMatchObject({ status: 'complete' });
    expect(byToken.steps).toEqual([]);
    expect(bySession.errors).toEqual([]);
    await bySession.close();
  });

  it('should close on B, at once, a subscription opened there with a token revoked on A', async () => {
    const { token: session } = await signUp(a);
    const { conversation } = await startConversation(a, session);
    const { token, accessToken } = await createAccessToken(a, session, ['READ']);
    const onB = watchConversation(b, token, conversation.id);
    await onB.listening;

    expect((await a.gql(REVOKE, { id: accessToken.id }, session)).body.errors).toBeUndefined();

    await expect(onB.closed).resolves.toMatchObject({ code: 4401 });
    await continueConversation(a, session, conversation.id, 'Nothing of this reaches the token', true);
    expect(onB.steps).toEqual([]);
  });

  it("should close on B a subscription of a session logged out on A, and none of the writer's other sessions", async () => {
    const { token: session, username, password } = await signUp(a);
    const other = (await a.rest<{ token: string }>('POST', '/api/login', { username, password })).body.token;
    const { conversation } = await startConversation(a, session);
    const ending = watchConversation(b, session, conversation.id);
    const staying = watchConversation(b, other, conversation.id);
    await Promise.all([ending.listening, staying.listening]);

    expect((await a.gql('mutation { logout { message } }', {}, session)).body.errors).toBeUndefined();

    await expect(ending.closed).resolves.toMatchObject({ code: 4401 });
    const entry = await continueConversation(a, other, conversation.id, 'From my phone', true);
    await expect(staying.replyEnded(entry.id)).resolves.toMatchObject({ status: 'complete' });
    expect(staying.errors).toEqual([]);
    await staying.close();
  });
});
