import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { startConversation } from './support/journal-client';
import { TcpProxy } from './support/tcp-proxy';
import { type GraphqlBody, type HttpResult, signUp, startTestApp, type TestApp } from './support/test-app';
import { TEST_ADMIN_URL_VAR } from './support/test-database';

type User = Awaited<ReturnType<typeof signUp>>;

const ADD_NOTE = 'mutation ($input: AddNoteInput!) { addNote(input: $input) { id userText } }';
const UPDATE_PROFILE =
  'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { displayName } } }';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { message } }';

/** What a client sees while PostgreSQL is out of reach: retry later, never a server fault. */
function expectRestUnavailable(result: HttpResult<unknown>): void {
  expect({
    status: result.status,
    retryAfter: result.headers.get('retry-after'),
    cacheControl: result.headers.get('cache-control'),
    body: result.body,
  }).toEqual({
    status: 503,
    retryAfter: '5',
    cacheControl: 'no-store',
    body: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable },
  });
}

function expectGraphqlUnavailable(result: HttpResult<GraphqlBody<unknown>>): void {
  expect({
    status: result.status,
    retryAfter: result.headers.get('retry-after'),
    errors: result.body.errors?.map((error) => ({ code: error.extensions?.code, message: error.message })),
    data: result.body.data ?? null,
  }).toEqual({
    status: 200,
    retryAfter: '5',
    errors: [{ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable }],
    data: null,
  });
}

describe('Database outage (PostgreSQL behind a TCP proxy that is cut and restored)', () => {
  let proxy: TcpProxy;
  let app: TestApp;
  let user: User;
  let conversationId: string;

  const addNoteRest = (content: string) =>
    app.rest('POST', '/api/add-note', { conversationId, content }, user.token);
  const addNoteGraphql = (content: string) =>
    app.gql<{ addNote: { id: string; userText: string } }>(
      ADD_NOTE,
      { input: { conversationId, content } },
      user.token,
    );
  const storedNotes = () =>
    directQuery<{ user_text: string }>(
      app,
      "SELECT user_text FROM entries WHERE conversation_id = $1 AND kind = 'note' ORDER BY order_index",
      [conversationId],
    );
  const storedUsers = (username: string) =>
    directQuery<{ display_name: string | null }>(app, 'SELECT display_name FROM users WHERE username = $1', [
      username,
    ]);
  const newcomer = {
    username: 'outage-newcomer',
    password: 'harbour-lights-9',
    email: 'outage-newcomer@example.com',
  };

  /** The requests a user may send at any moment, each with how it must go when the database is up. */
  const REST_CALLS: Array<[string, () => Promise<HttpResult<unknown>>, number]> = [
    ['POST /api/add-note (a write)', () => addNoteRest('Sent over REST until it is stored'), 201],
    [
      'PUT /api/profile (a write)',
      () => app.rest('PUT', '/api/profile', { displayName: 'Outage' }, user.token),
      200,
    ],
    ['POST /api/register (a public write)', () => app.rest('POST', '/api/register', newcomer), 201],
    ['GET /api/profile (a read)', () => app.rest('GET', '/api/profile', undefined, user.token), 200],
    ['POST /api/notes (a read)', () => app.rest('POST', '/api/notes', { conversationId }, user.token), 200],
    [
      'POST /api/login (a public read)',
      () => app.rest('POST', '/api/login', { username: user.username, password: user.password }),
      200,
    ],
  ];
  const GRAPHQL_CALLS: Array<[string, () => Promise<HttpResult<GraphqlBody<Record<string, unknown>>>>]> = [
    ['the addNote mutation', () => addNoteGraphql('Sent over GraphQL until it is stored')],
    [
      'the updateProfile mutation',
      () => app.gql(UPDATE_PROFILE, { input: { displayName: 'Outage' } }, user.token),
    ],
    [
      'the register mutation',
      () =>
        app.gql(REGISTER, {
          input: { ...newcomer, username: 'outage-gql', email: 'outage-gql@example.com' },
        }),
    ],
    ['the me query', () => app.gql('{ me { username } }', {}, user.token)],
  ];

  beforeAll(async () => {
    proxy = TcpProxy.forUrl(process.env[TEST_ADMIN_URL_VAR] ?? '');
    await proxy.start();
    app = await startTestApp({}, { databaseUrl: (url) => proxy.rewrite(url) });
    user = await signUp(app);
    conversationId = (await startConversation(app, user.token)).conversation.id;
    expect((await addNoteRest('Written before the outage')).status).toBe(201);
  });

  afterAll(async () => {
    await proxy.restore();
    await app.close();
    await proxy.close();
  });

  it('should reach PostgreSQL only through the proxy', async () => {
    expect(app.env.databaseUrl).toContain(`:${proxy.port}/`);
    expect((await app.rest('GET', '/health')).status).toBe(200);
  });

  describe('while the proxy is cut', () => {
    beforeAll(async () => {
      await proxy.cut();
    });

    it.each(REST_CALLS)('should answer 503 SERVICE_UNAVAILABLE with Retry-After to %s', async (_, call) => {
      expectRestUnavailable(await call());
    });

    it.each(GRAPHQL_CALLS)(
      'should answer SERVICE_UNAVAILABLE with a retry-after header to %s',
      async (_, call) => {
        expectGraphqlUnavailable(await call());
      },
    );

    // An uncaught exception or unhandled rejection, which would end a real server process, fails the running
    // test under Jest; the server must also still be listening.
    it('should answer 503 on /health and /health/ready and keep the server listening', async () => {
      const down = { status: 503, body: { status: 'error', database: 'down' } };

      expect(await app.rest('GET', '/health')).toMatchObject(down);
      expect(await app.rest('GET', '/health/ready')).toMatchObject(down);
      expect(app.app.getHttpServer().listening).toBe(true);
    });

    it('should still answer /health/live with 200: an outage is no reason to restart the instance', async () => {
      expect(await app.rest('GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    });
  });

  describe('once the proxy is restored', () => {
    beforeAll(async () => {
      await proxy.restore();
    });

    it('should have stored nothing that was sent during the outage', async () => {
      expect(await storedNotes()).toEqual([{ user_text: 'Written before the outage' }]);
      expect(await storedUsers(user.username)).toEqual([{ display_name: null }]);
      expect(await storedUsers(newcomer.username)).toEqual([]);
      expect(await storedUsers('outage-gql')).toEqual([]);
    });

    it.each(['/health', '/health/ready'])('should answer %s with 200 again', async (path) => {
      expect(await app.rest('GET', path)).toMatchObject({
        status: 200,
        body: { status: 'ok', database: 'up' },
      });
    });

    it.each(REST_CALLS)('should answer %s as usual', async (_, call, status) => {
      const result = await call();

      expect(result.status).toBe(status);
      expect(result.headers.get('retry-after')).toBeNull();
    });

    it.each(GRAPHQL_CALLS)('should answer %s as usual', async (_, call) => {
      const result = await call();

      expect(result.body.errors).toBeUndefined();
      expect(Object.values(result.body.data ?? {})).toEqual([expect.any(Object)]);
      expect(result.headers.get('retry-after')).toBeNull();
    });

    it('should have stored each retried write exactly once and kept the server up', async () => {
      expect((await storedNotes()).map((note) => note.user_text)).toEqual([
        'Written before the outage',
        'Sent over REST until it is stored',
        'Sent over GraphQL until it is stored',
      ]);
      expect(await storedUsers(user.username)).toEqual([{ display_name: 'Outage' }]);
      expect(await storedUsers(newcomer.username)).toHaveLength(1);
      expect(await storedUsers('outage-gql')).toHaveLength(1);
    });
  });
});
