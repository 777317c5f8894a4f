import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { buildSchema } from 'graphql';
import { Client } from 'pg';
import { MAX_JSON_DEPTH } from 'src/app/http-json';
import { MAX_QUERY_TOKENS } from 'src/common/graphql/graphql-options';
import { findAppRoot } from 'src/config/app-root';
import { fuzzableFields, graphqlArgumentCases } from './support/fuzz-inputs';
import { startConversation } from './support/journal-client';
import { listRoutes, type Route } from './support/routes';
import { signUp, startTestApp, type TestApp } from './support/test-app';

/**
 * Malformed input thrown at every GraphQL operation and REST route: each must get a 4xx or a typed GraphQL
 * error, never a 5xx or INTERNAL_SERVER_ERROR, and nothing may be stored. The operations come from the
 * committed schema and the routes from the live route table, so new ones are fuzzed without a change here.
 */

const schema = buildSchema(readFileSync(resolve(findAppRoot(), 'libs/schema/schema.graphql'), 'utf8'));

interface Answer {
  status: number;
  text: string;
}

const deepArrayJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjectJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Every field name a REST body of this API reads. */
const REST_FIELDS = [
  'username',
  'password',
  'currentPassword',
  'email',
  'displayName',
  'token',
  'searchTerm',
  'offset',
  'limit',
  'conversationId',
  'id',
  'content',
  'message',
  'projectName',
  'topic',
  'questionAnswers',
  'fileId',
  'continuationIndex',
  'noteId',
];
const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(REST_FIELDS.map((f) => [f, value])));

interface BodyCase {
  name: string;
  contentType: string;
  body: string | Buffer;
  mustRefuse: boolean;
}

const BODY_CASES: BodyCase[] = [
  { name: 'JSON cut short', contentType: 'application/json', body: '{"username": "a', mustRefuse: true },
  { name: 'an empty JSON body', contentType: 'application/json', body: '', mustRefuse: true },
  // A route whose body fields are all optional may answer these as an empty request (e.g. search).
  { name: 'a JSON string', contentType: 'application/json', body: '"text"', mustRefuse: false },
  { name: 'JSON null', contentType: 'application/json', body: 'null', mustRefuse: false },
  { name: 'arrays 5,000 deep', contentType: 'application/json', body: deepArrayJson(5000), mustRefuse: true },
  {
    name: 'objects 5,000 deep',
    contentType: 'application/json',
    body: deepObjectJson(5000),
    mustRefuse: true,
  },
  {
    name: `arrays one level past the limit (${MAX_JSON_DEPTH + 1})`,
    contentType: 'application/json',
    body: deepArrayJson(MAX_JSON_DEPTH + 1),
    mustRefuse: true,
  },
  {
    name: 'NUL in every field',
    contentType: 'application/json',
    body: everyField('a\u0000b'),
    mustRefuse: true,
  },
  {
    name: '1e308 in every field',
    contentType: 'application/json',
    body: everyField(1e308),
    mustRefuse: true,
  },
  {
    name: 'objects in every field',
    contentType: 'application/json',
    body: everyField({ $ne: 1 }),
    mustRefuse: true,
  },
  {
    name: 'lists in every field',
    contentType: 'application/json',
    body: everyField([[1]]),
    mustRefuse: true,
  },
  { name: 'true in every field', contentType: 'application/json', body: everyField(true), mustRefuse: true },
  {
    name: 'a __proto__ key',
    contentType: 'application/json',
    body: '{"__proto__": {"admin": true}, "displayName": "x"}',
    mustRefuse: true,
  },
  {
    name: 'a body over the 1 MiB limit',
    contentType: 'application/json',
    body: everyField('x'.repeat(120_000)),
    mustRefuse: true,
  },
  { name: 'plain text', contentType: 'text/plain', body: 'username=a', mustRefuse: true },
  { name: 'XML', contentType: 'application/xml', body: '<a/>', mustRefuse: true },
  // Multipart is read by the upload route only; elsewhere it is no body at all.
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', body: 'x', mustRefuse: false },
  {
    name: 'multipart without its closing boundary',
    contentType: 'multipart/form-data; boundary=XX',
    body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello',
    mustRefuse: false,
  },
  {
    name: 'multipart with a NUL in the file name',
    contentType: 'multipart/form-data; boundary=XX',
    body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.txt"\r\n\r\n\u0000\u0001\u0002\r\n--XX--\r\n',
    mustRefuse: false,
  },
  {
    name: 'form fields with NUL',
    contentType: 'application/x-www-form-urlencoded',
    body: 'username=a%00b&password=%00',
    mustRefuse: true,
  },
];

/** Path parameters that name nothing: the answer is "not found" or a refusal, never a failure. */
const BAD_PATH_PARAMS = [
  'abc',
  "x'%20OR%201=1",
  '%00',
  '..%2F..%2Fetc',
  'x'.repeat(3000),
  '-1',
  '1e308',
  '%F0%28',
];

const BAD_QUERY_STRING = '?offset=1e308&limit=-5&x=%00&offset=99999999999999999999';

/** `{ me { a { a … } } }` in about `tokens` tokens (three a level). */
const nestedWithin = (tokens: number) => {
  const levels = Math.floor((tokens - 4) / 3);
  return `{ me ${'{ a '.repeat(levels)}${'}'.repeat(levels)} }`;
};

/** Documents that break GraphQL itself rather than one argument. */
const DOCUMENT_CASES: Array<[string, string]> = [
  ['a fragment spreading itself', '{ ...A } fragment A on Query { ...A }'],
  ['two fragments in a cycle', '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }'],
  ['a selection 3,000 levels deep', `{ me ${'{ a '.repeat(3000)}${'}'.repeat(3000)} }`],
  ['a list literal 3,000 levels deep', `{ conversation(id: ${'['.repeat(3000)}${']'.repeat(3000)}) { id } }`],
  [
    'an object literal 3,000 levels deep',
    `{ conversation(id: ${'{a:'.repeat(3000)}1${'}'.repeat(3000)}) { id } }`,
  ],
  ['30,000 aliases', `{ ${Array.from({ length: 30_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`],
  ['a selection 150,000 fields wide', `{ me { ${'username '.repeat(150_000)}} }`],
  ['a selection as deep as the token limit allows', nestedWithin(MAX_QUERY_TOKENS)],
  ['a selection one level past the token limit', nestedWithin(MAX_QUERY_TOKENS + 3)],
  [
    'a list literal as deep as the token limit allows',
    `{ conversation(id: ${'['.repeat(2490)}${']'.repeat(2490)}) { id } }`,
  ],
  ['an unknown fragment', '{ me { ...Missing } }'],
  ['a NUL in a string literal', '{ searchEntries(term: "a\\u0000b") { total } }'],
  ['a raw NUL character', '{ me { username } }\u0000'],
  ['an unterminated string', '{ searchEntries(term: "abc) { total } }'],
  ['an invalid escape', '{ searchEntries(term: "\\u{ZZZZ}") { total } }'],
  ['an integer past 64 bits', '{ conversations(offset: 99999999999999999999999) { total } }'],
  ['an unknown directive', '{ me @bogus { username } }'],
  ['an undefined variable', '{ me @include(if: $missing) { username } }'],
  ['two anonymous operations', '{ me { username } } { me { email } }'],
  ['a subscription over HTTP', 'subscription { replyStream(entryId: "abc") { status } }'],
  ['only a comment', '# nothing'],
  ['binary garbage', '\u0001\u0002\u0003\u00ff'],
];

/** Whole GraphQL request bodies that are not a GraphQL request. */
const GRAPHQL_BODY_CASES: Array<[string, string]> = [
  ['a batch', '[{"query":"{ me { username } }"},{"query":"{ me { email } }"}]'],
  ['a query that is a number', '{"query": 42}'],
  ['a query that is an object', '{"query": {"a": 1}}'],
  ['variables that are a string', '{"query": "{ me { username } }", "variables": "x"}'],
  ['variables that are a list', '{"query": "{ me { username } }", "variables": [1]}'],
  ['an operation name that does not exist', '{"query": "{ me { username } }", "operationName": "Nope"}'],
  ['extensions that are a string', '{"query": "{ me { username } }", "extensions": "x"}'],
  ['no query at all', '{"variables": {}}'],
  [
    'variables nested past the limit',
    `{"query": "{ me { username } }", "variables": {"a": ${deepArrayJson(100)}}}`,
  ],
];

/** Stand-ins for the caller's real ids in the generated cases (known only once the test has made them). */
const ID_STAND_INS = {
  id: 'stand-in:conversation',
  conversationId: 'stand-in:conversation',
  entryId: 'stand-in:opening',
  noteId: 'stand-in:note',
};

/** Everything a refused request must leave as it was: row counts, profiles, titles, share marks. */
const SNAPSHOT = `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM conversations) AS conversations,
  (SELECT count(*) FROM entries) AS entries, (SELECT count(*) FROM files) AS files,
  (SELECT count(*) FROM password_resets) AS resets, (SELECT count(*) FROM revoked_sessions) AS revoked,
  (SELECT count(*) FROM entries WHERE shared_at IS NOT NULL) AS shared,
  (SELECT string_agg(coalesce(display_name, '') || email || password_hash, '|' ORDER BY id) FROM users) AS profiles,
  (SELECT string_agg(coalesce(title, ''), '|' ORDER BY id) FROM conversations) AS titles`;

describe('Fuzzing every operation and route with malformed input', () => {
  let app: TestApp;
  let database: Client;
  let token: string;
  let conversationId: string;
  let realIds: Record<string, string>;

  const snapshot = async () => (await database.query(SNAPSHOT)).rows[0] as unknown;

  /** One raw request with exactly these bytes, the token attached. */
  const send = (method: string, path: string, contentType?: string, body?: string | Buffer) =>
    new Promise<Answer>((resolvePromise, reject) => {
      const url = new URL(`${app.baseUrl}${path}`);
      const request = httpRequest(
        url,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(contentType ? { 'content-type': contentType, 'apollo-require-preflight': 'true' } : {}),
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolvePromise({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const errorCodes = (answer: Answer): string[] => {
    try {
      const parsed = JSON.parse(answer.text) as { errors?: Array<{ extensions?: { code?: string } }> };
      return (parsed.errors ?? []).map((e) => e.extensions?.code ?? 'NO_CODE');
    } catch {
      return [];
    }
  };

  /**
   * No 5xx and no INTERNAL_SERVER_ERROR; where the input must be refused, a 4xx (REST) or a typed GraphQL
   * error. The label is part of what is compared, so a failure names the request.
   */
  const expectClientError = (label: string, answer: Answer, mustRefuse: boolean, graphql: boolean) => {
    const codes = errorCodes(answer);
    const refused = graphql ? codes.length > 0 || answer.status >= 400 : answer.status >= 400;
    expect({
      label,
      status: answer.status,
      internal: codes.includes('INTERNAL_SERVER_ERROR'),
      refused,
    }).toEqual({
      label,
      status: expect.any(Number) as number,
      internal: false,
      refused: mustRefuse ? true : (expect.any(Boolean) as boolean),
    });
    expect({ label, serverError: answer.status >= 500 }).toEqual({ label, serverError: false });
  };

  /** The request's answer, and whether anything stored changed while it ran. */
  const sendAndWatch = async (...request: Parameters<typeof send>) => {
    const before = await snapshot();
    const answer = await send(...request);
    return { answer, changed: JSON.stringify(await snapshot()) !== JSON.stringify(before) };
  };

  beforeAll(async () => {
    app = await startTestApp();
    database = new Client({ connectionString: app.databaseUrl });
    await database.connect();
    token = (await signUp(app)).token;
    const { conversation, entry } = await startConversation(app, token);
    conversationId = conversation.id;
    const note = await app.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId, content: 'A note to fuzz around' } },
      token,
    );
    realIds = {
      [ID_STAND_INS.conversationId]: conversationId,
      [ID_STAND_INS.entryId]: entry.id,
      [ID_STAND_INS.noteId]: note.body.data?.addNote.id ?? '',
    };
  });

  afterAll(async () => {
    await database.end();
    await app.close();
  });

  describe('GraphQL arguments', () => {
    const cases = graphqlArgumentCases(schema, ID_STAND_INS);
    const withRealIds = (body: string) =>
      Object.entries(realIds).reduce((text, [standIn, id]) => text.replaceAll(standIn, id), body);

    it('should fuzz every query and mutation of the schema that takes arguments', () => {
      const fuzzed = new Set(cases.map((c) => c.name.split(':')[0]));
      expect([...fuzzed].sort()).toEqual(
        fuzzableFields(schema)
          .map(({ field }) => field.name)
          .sort(),
      );
    });

    it.each(cases.map((c) => [c.name, c] as const))('%s', async (name, { query, variables, mustRefuse }) => {
      const body = withRealIds(JSON.stringify({ query, variables }));
      const { answer, changed } = await sendAndWatch('POST', '/graphql', 'application/json', body);
      expectClientError(name, answer, mustRefuse, true);
      // What must be refused stores nothing; the rest may (a valid if odd title, a note "../../etc/passwd").
      if (mustRefuse) expect({ name, changed }).toEqual({ name, changed: false });
    });
  });

  describe('GraphQL documents', () => {
    it.each(DOCUMENT_CASES)('should refuse %s with a client error', async (name, query) => {
      const { answer, changed } = await sendAndWatch(
        'POST',
        '/graphql',
        'application/json',
        JSON.stringify({ query }),
      );
      expectClientError(name, answer, true, true);
      expect(changed).toBe(false);
    });

    it.each(GRAPHQL_BODY_CASES)('should refuse %s with a client error', async (name, body) => {
      const { answer, changed } = await sendAndWatch('POST', '/graphql', 'application/json', body);
      expectClientError(name, answer, true, true);
      expect(changed).toBe(false);
    });

    it.each(BODY_CASES.map((c) => [c.name, c] as const))(
      'should refuse a /graphql body of %s with a client error',
      async (name, { contentType, body, mustRefuse }) => {
        const { answer, changed } = await sendAndWatch('POST', '/graphql', contentType, body);
        expectClientError(name, answer, mustRefuse, true);
        expect(changed).toBe(false);
      },
    );

    // The JSON nesting check guards JSON bodies; variables also arrive in a multipart `operations` field and in
    // a GET query string, where GraphQL's own coercion must refuse them just as cleanly.
    it.each([
      ['in a multipart operations field', 'multipart'],
      ['in a GET query string', 'get'],
    ])('should refuse variables nested 5,000 deep %s', async (_name, transport) => {
      const query = 'query ($term: String!) { searchEntries(term: $term) { total } }';
      const variables = `{"term": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const operations = `{"query": ${JSON.stringify(query)}, "variables": ${variables}}`;
      const answer =
        transport === 'get'
          ? await send(
              'GET',
              `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(variables)}`,
              'application/json',
            )
          : await send(
              'POST',
              '/graphql',
              'multipart/form-data; boundary=XX',
              `--XX\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n--XX\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--XX--\r\n`,
            );
      expectClientError(transport, answer, true, true);
    });

    it.each(['abc', '', "x' OR 1=1", 'a\u0000b'])(
      'should answer a malformed id %j exactly as an unknown one',
      async (id) => {
        const operations = [
          'query ($id: ID!) { conversation(id: $id) { id } }',
          'query ($id: ID!) { notes(conversationId: $id) { id } }',
          'mutation ($id: ID!) { deleteConversation(id: $id) { message } }',
          'mutation ($id: ID!) { retryReply(entryId: $id) { entry { id } } }',
          'mutation ($id: ID!) { shareEntry(entryId: $id) { url } }',
          'query ($id: ID!) { file(id: $id) { id } }',
        ];
        for (const query of operations) {
          const answer = await send(
            'POST',
            '/graphql',
            'application/json',
            JSON.stringify({ query, variables: { id } }),
          );
          // NUL is refused as bad input before anything is looked up; every other id is simply not found.
          expect(errorCodes(answer)).toEqual([id.includes('\u0000') ? 'BAD_USER_INPUT' : 'NOT_FOUND']);
        }
      },
    );
  });

  describe('REST routes', () => {
    let routes: Route[];

    beforeAll(() => {
      // HEAD mirrors GET; logout would end the session every other request here uses (its own tests cover it).
      routes = listRoutes(app).filter(
        (route) =>
          (route.path.startsWith('/api/') || route.path.startsWith('/files/')) &&
          route.method !== 'HEAD' &&
          route.path !== '/api/logout',
      );
    });

    const withParams = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);

    it('should find the spec routes to fuzz', () => {
      const paths = routes.map((r) => `${r.method} ${r.path}`);
      expect(paths).toEqual(
        expect.arrayContaining(['POST /api/grok', 'PUT /api/profile', 'POST /api/upload']),
      );
    });

    it.each(BODY_CASES.map((c) => [c.name, c] as const))(
      'should answer a body of %s on every route with a client error',
      async (_name, { contentType, body, mustRefuse }) => {
        for (const route of routes.filter((r) => r.method !== 'GET')) {
          const label = `${route.method} ${route.path}`;
          const path = withParams(route.path, conversationId);
          const { answer, changed } = await sendAndWatch(route.method, path, contentType, body);
          expectClientError(label, answer, mustRefuse, false);
          if (mustRefuse) expect({ label, changed }).toEqual({ label, changed: false });
        }
      },
    );

    it.each(BAD_PATH_PARAMS)(
      'should answer path parameter %s on every route with a client error',
      async (param) => {
        for (const route of routes.filter((r) => r.path.includes(':'))) {
          const hasBody = route.method !== 'GET';
          const answer = await send(
            route.method,
            withParams(route.path, param),
            hasBody ? 'application/json' : undefined,
            hasBody ? '{}' : undefined,
          );
          expectClientError(`${route.method} ${route.path}`, answer, true, false);
        }
      },
    );

    it('should answer a garbage query string on every route without a server error', async () => {
      for (const route of routes) {
        const path = `${withParams(route.path, conversationId)}${BAD_QUERY_STRING}`;
        expectClientError(`${route.method} ${route.path}`, await send(route.method, path), false, false);
      }
    });
  });

  // Bodies up to the upload limit are read and dropped before the 401; each size is sent whole, so a server
  // that answered and closed early would make the client see a reset connection (a thrown fetch) instead.
  it.each([
    ['a few bytes', 100],
    ['2 MB', 2 * 1024 * 1024],
    ['9 MB', 9 * 1024 * 1024],
  ])('should answer an anonymous upload of %s with 401, never a reset connection', async (_name, size) => {
    const head = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n';
    const body = Buffer.concat([Buffer.from(head), Buffer.alloc(size, 'x'), Buffer.from('\r\n--XX--\r\n')]);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await fetch(`${app.baseUrl}/api/upload`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=XX' },
        body,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });

  it('should still be up afterwards', async () => {
    expect((await fetch(`${app.baseUrl}/health`)).status).toBe(200);
    expect(
      (await send('POST', '/graphql', 'application/json', '{"query":"{ me { username } }"}')).status,
    ).toBe(200);
  });
});
