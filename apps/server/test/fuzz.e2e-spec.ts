import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { buildSchema } from 'graphql';
import { MAX_JSON_DEPTH } from 'src/app/http-json';
import { findAppRoot } from 'src/config/app-root';
import { directQuery } from './support/direct-sql';
import { graphqlArgumentCases } from './support/fuzz-inputs';
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

describe('Fuzzing every operation and route with malformed input', () => {
  let app: TestApp;
  let token: string;
  let conversationId: string;
  let storedBefore: unknown;

  /** Rows of every table users fill, and every profile: the fuzz must leave them as they were. */
  const stored = async () =>
    (
      await directQuery(
        app,
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM conversations) AS conversations,
                (SELECT count(*) FROM entries) AS entries, (SELECT count(*) FROM files) AS files,
                (SELECT count(*) FROM password_resets) AS resets,
                (SELECT string_agg(coalesce(display_name, '') || email, '|' ORDER BY id) FROM users) AS profiles`,
      )
    )[0];

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

  beforeAll(async () => {
    app = await startTestApp();
    token = (await signUp(app)).token;
    conversationId = (await startConversation(app, token)).conversation.id;
    storedBefore = await stored();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GraphQL arguments', () => {
    const cases = graphqlArgumentCases(schema);

    it('should cover every query and mutation that takes arguments', () => {
      const covered = new Set(cases.map((c) => c.name.split(':')[0]));
      expect([...covered]).toEqual(
        expect.arrayContaining([
          'conversation',
          'searchEntries',
          'startConversation',
          'updateProfile',
          'login',
        ]),
      );
      expect(cases.length).toBeGreaterThan(300);
    });

    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { query, variables, mustRefuse }) => {
      const answer = await send('POST', '/graphql', 'application/json', JSON.stringify({ query, variables }));
      expectClientError('graphql', answer, mustRefuse, true);
    });
  });

  describe('GraphQL documents', () => {
    it.each(DOCUMENT_CASES)('should refuse %s with a client error', async (name, query) => {
      const answer = await send('POST', '/graphql', 'application/json', JSON.stringify({ query }));
      expectClientError(name, answer, true, true);
    });

    it.each(GRAPHQL_BODY_CASES)('should refuse %s with a client error', async (name, body) => {
      expectClientError(name, await send('POST', '/graphql', 'application/json', body), true, true);
    });

    it.each(BODY_CASES.map((c) => [c.name, c] as const))(
      'should refuse a /graphql body of %s with a client error',
      async (name, { contentType, body, mustRefuse }) => {
        expectClientError(name, await send('POST', '/graphql', contentType, body), mustRefuse, true);
      },
    );

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
          const answer = await send(route.method, withParams(route.path, conversationId), contentType, body);
          expectClientError(`${route.method} ${route.path}`, answer, mustRefuse, false);
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

  it('should answer every anonymous upload with 401, never a reset connection', async () => {
    const form =
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--XX--\r\n';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await fetch(`${app.baseUrl}/api/upload`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=XX' },
        body: form + 'x'.repeat(attempt * 1000),
      });
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
  });

  it('should still be up and have stored nothing afterwards', async () => {
    expect((await fetch(`${app.baseUrl}/health`)).status).toBe(200);
    expect(await stored()).toEqual(storedBefore);
  });
});
