import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THEME_BOOT_HASH } from 'src/app/http-security';
import { MAX_QUERY_COMPLEXITY } from 'src/common/graphql/complexity.plugin';
import { MAX_QUERY_DEPTH } from 'src/common/graphql/graphql-options';
import { MESSAGES } from 'src/common/messages';
import { adminQuery, TEST_ADMIN_URL_VAR } from './support/test-database';
import { signUp, startTestApp, type GraphqlBody, type TestApp, withoutCost } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STACK_FRAME = /\n\s+at /;
const APOLLO_CDN = 'https://*.apollographql.com';

/** One directive of a Content-Security-Policy header, e.g. `script-src`. */
function directive(csp: string | null, name: string): string | undefined {
  return csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

/** `{ a0: __typename a1: __typename … }`: each alias costs 1 in the complexity estimate. */
function aliasedTypenames(count: number): string {
  return `query Probe { ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} }`;
}

/**
 * An operation with `depth` levels of fields: `me { x { x { … leaf } } }` (`me` is level 1). No type in the
 * schema recurses yet, so the inner fields do not exist; the depth rule walks the document regardless of
 * types and reports alongside the unknown-field errors, which proves it is wired into the live server.
 */
function nestedOperation(depth: number): string {
  return `query Probe { me { ${'x { '.repeat(depth - 2)}leaf${' }'.repeat(depth - 2)} } }`;
}

async function postGraphql(
  app: TestApp,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{ status: number; text: string; body: GraphqlBody }> {
  const response = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as GraphqlBody };
}

describe('HTTP and GraphQL hardening', () => {
  let app: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    // A tiny client build, so that `/` is a page whether or not `npm run build` ran.
    clientDir = mkdtempSync(join(tmpdir(), 'flexi-hardening-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Flexi</title>');
    app = await startTestApp({ CLIENT_DIR: clientDir });
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('should send a strict CSP and framing protection when it serves the web app page', async () => {
      const response = await fetch(`${app.baseUrl}/`);
      const csp = response.headers.get('content-security-policy');

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(directive(csp, 'default-src')).toBe("default-src 'self'");
      // Scripts from this origin, and the one inline script: index.html's theme boot, by its hash.
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${THEME_BOOT_HASH}`);
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(csp).not.toContain(APOLLO_CDN);
    });

    it.each([
      ['the web app page', 'GET', '/', 200],
      ['the health check', 'GET', '/health', 200],
      ['a config file', 'GET', '/config/flexiconfig.json', 200],
      ['a refused API call', 'GET', '/api/profile', 401],
      ['an unknown API path', 'GET', '/api/does-not-exist', 404],
      ['a GraphQL answer', 'POST', '/graphql', 200],
    ])(
      'should send nosniff, framing protection and a request id when it answers %s',
      async (_name, method, path, status) => {
        const response = await fetch(`${app.baseUrl}${path}`, {
          method,
          headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
          body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
        });

        expect(response.status).toBe(status);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const frameAncestors = directive(response.headers.get('content-security-policy'), 'frame-ancestors');
        expect(response.headers.get('x-frame-options') ?? frameAncestors).toBeTruthy();
        expect(response.headers.get('x-powered-by')).toBeNull();
        expect(response.headers.get('x-request-id')).toMatch(UUID);
      },
    );

    it('should give each request its own id when two requests follow each other', async () => {
      const first = await fetch(`${app.baseUrl}/health`);
      const second = await fetch(`${app.baseUrl}/health`);

      expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
    });
  });

  describe('Apollo Sandbox', () => {
    it('should serve the Sandbox page with a CSP that allows Apollo CDN when a browser opens /graphql', async () => {
      const response = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy');

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('embeddable-sandbox');
      expect(directive(csp, 'script-src')).toContain(APOLLO_CDN);
      expect(directive(csp, 'frame-src')).toContain(APOLLO_CDN);
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    });
  });

  describe('CSRF prevention', () => {
    it('should answer a GET query when it carries the apollo-require-preflight header', async () => {
      const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });

      expect(response.status).toBe(200);
      expect(withoutCost((await response.json()) as GraphqlBody)).toEqual({ data: { __typename: 'Query' } });
    });

    it.each([
      ['a GET query without a preflight header', 'GET', undefined],
      ['a POST with content-type text/plain', 'POST', 'text/plain'],
    ])('should refuse %s with 400', async (_name, method, contentType) => {
      const query = encodeURIComponent('{ __typename }');
      const response = await fetch(`${app.baseUrl}/graphql${method === 'GET' ? `?query=${query}` : ''}`, {
        method,
        headers: contentType ? { 'content-type': contentType } : {},
        body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
      });
      const body = (await response.json()) as GraphqlBody;

      expect(response.status).toBe(400);
      expect(body.errors?.[0]?.message).toContain('Cross-Site Request Forgery');
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
      expect(body).not.toHaveProperty('data');
    });
  });

  describe('operation limits', () => {
    it('should refuse a batch with 400 when the body is a JSON array', async () => {
      const batch = JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]);

      const response = await postGraphql(app, batch);

      expect(response.status).toBe(400);
      expect(response.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        ['Operation batching disabled.', 'BAD_REQUEST'],
      ]);
    });

    it('should refuse an operation with 400 when it is nested deeper than MAX_QUERY_DEPTH', async () => {
      const response = await app.gql(nestedOperation(MAX_QUERY_DEPTH + 1));

      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual(
        expect.objectContaining({
          message: `Syntax Error: Query depth limit of ${MAX_QUERY_DEPTH} exceeded, found ${MAX_QUERY_DEPTH + 1}.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    });

    it('should not report the depth when an operation is exactly MAX_QUERY_DEPTH deep', async () => {
      const response = await app.gql(nestedOperation(MAX_QUERY_DEPTH));
      const messages = response.body.errors?.map((e) => e.message) ?? [];

      // Still refused for the unknown fields (see nestedOperation), but not for its depth.
      expect(messages).toContain('Cannot query field "x" on type "Profile".');
      expect(messages.filter((m) => m.includes('depth limit'))).toEqual([]);
    });

    it('should refuse an operation with BAD_USER_INPUT when it has more aliased fields than allowed', async () => {
      const response = await app.gql(aliasedTypenames(MAX_QUERY_COMPLEXITY + 100));

      expect(response.status).toBe(400);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        [
          `Query is too complex: ${MAX_QUERY_COMPLEXITY + 100}. The maximum allowed is ${MAX_QUERY_COMPLEXITY}.`,
          'BAD_USER_INPUT',
        ],
      ]);
    });

    it('should answer an operation when its complexity is exactly the maximum', async () => {
      const response = await app.gql(aliasedTypenames(MAX_QUERY_COMPLEXITY));

      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      expect(Object.keys(response.body.data ?? {})).toHaveLength(MAX_QUERY_COMPLEXITY);
    });
  });

  describe('field suggestions', () => {
    it('should suggest the right field when a test server gets a misspelt one', async () => {
      const response = await app.gql('{ mee { username } }');

      expect(response.status).toBe(400);
      expect(response.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        ['Cannot query field "mee" on type "Query". Did you mean "me"?', 'GRAPHQL_VALIDATION_FAILED'],
      ]);
    });

    describe('in production', () => {
      let production: TestApp;

      beforeAll(async () => {
        production = await startTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
      });

      afterAll(async () => {
        await production.close();
      });

      it('should not suggest field names when a production server gets a misspelt one', async () => {
        const response = await production.gql('{ mee { username } }');

        expect(response.status).toBe(400);
        expect(response.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
          ['Cannot query field "mee" on type "Query".', 'GRAPHQL_VALIDATION_FAILED'],
        ]);
      });
    });
  });

  describe('throttling of credential operations', () => {
    let throttled: TestApp;

    // A fresh app, so a fresh budget: REST and GraphQL sign-ins share one (rate-limits.e2e-spec.ts).
    beforeEach(async () => {
      throttled = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    });

    afterEach(async () => {
      await throttled.close();
    });

    it('should answer 429 with the spec message when /api/login is called a 4th time within a minute', async () => {
      const credentials = { username: 'nobody', password: 'wrong-password' };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await throttled.rest('POST', '/api/login', credentials)).status);
      }

      const fourth = await throttled.rest('POST', '/api/login', credentials);

      expect(statuses).toEqual([401, 401, 401]);
      expect(fourth).toMatchObject({
        status: 429,
        body: { message: MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' },
      });
    });

    it('should answer TOO_MANY_REQUESTS when the GraphQL login is called a 4th time within a minute', async () => {
      const login = 'mutation { login(input: { username: "nobody", password: "wrong-password" }) { token } }';
      const codes: Array<string | undefined> = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        codes.push((await throttled.gql(login)).body.errors?.[0]?.extensions?.code);
      }

      const fourth = await throttled.gql(login);

      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
      expect(fourth.status).toBe(200);
      expect(fourth.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        [MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS'],
      ]);
    });
  });

  describe('throttling of current-password guesses', () => {
    let throttled: TestApp;
    let rest: Awaited<ReturnType<typeof signUp>>;
    let graphql: Awaited<ReturnType<typeof signUp>>;

    beforeAll(async () => {
      throttled = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
      // Signed up from other addresses: sign-ins share one budget per address, and the guesses below
      // (from the tests' own address) must find the login at the end within it.
      rest = await signUp(throttled, undefined, { 'x-forwarded-for': '198.51.100.1' });
      graphql = await signUp(throttled, undefined, { 'x-forwarded-for': '198.51.100.2' });
    });

    afterAll(async () => {
      await throttled.close();
    });

    it('should answer 429 when PUT /api/profile guesses the current password a 4th time within a minute', async () => {
      const guess = { password: 'harbour-lights-9', currentPassword: 'a-wrong-guess' };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await throttled.rest('PUT', '/api/profile', guess, rest.token)).status);
      }

      const fourth = await throttled.rest(
        'PUT',
        '/api/profile',
        { ...guess, currentPassword: rest.password },
        rest.token,
      );

      expect(statuses).toEqual([400, 400, 400]);
      expect(fourth).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
      expect(
        (await throttled.rest('POST', '/api/login', { username: rest.username, password: rest.password }))
          .status,
      ).not.toBe(401);
    });

    it('should answer TOO_MANY_REQUESTS when updateProfile guesses the current password a 4th time', async () => {
      const update = (currentPassword: string) =>
        throttled.gql(
          'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { message } }',
          { input: { password: 'harbour-lights-9', currentPassword } },
          graphql.token,
        );
      const reasons: Array<string | undefined> = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        reasons.push((await update('a-wrong-guess')).body.errors?.[0]?.extensions?.reason);
      }

      const fourth = await update(graphql.password);

      expect(reasons).toEqual(Array(3).fill('USER_CURRENT_PASSWORD_WRONG'));
      expect(fourth.body.errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_REQUESTS']);
    });
  });

  describe('requests the HTTP parser refuses', () => {
    it('should answer an oversized URL with 431 in the API error shape and close the connection', async () => {
      const response = await fetch(`${app.baseUrl}/api/profile?padding=${'x'.repeat(20_000)}`);

      expect(response.status).toBe(431);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({
        message: MESSAGES.headersTooLarge,
        code: 'MALFORMED_REQUEST',
      });
      // The next request opens a new connection and is answered normally.
      expect((await fetch(`${app.baseUrl}/health`)).status).toBe(200);
    });
  });

  describe('health', () => {
    it('should answer 200 with the database up when PostgreSQL answers', async () => {
      const response = await app.rest('GET', '/health');

      expect(response).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    });
  });

  describe('error responses', () => {
    const json = { 'content-type': 'application/json' };
    const gqlBody = (query: string, variables?: unknown) => JSON.stringify({ query, variables });

    it.each<[string, string, string, Record<string, string>, string | undefined, number, string]>([
      ['an unknown API path', 'GET', '/api/nope', {}, undefined, 404, 'NOT_FOUND'],
      ['malformed JSON', 'POST', '/api/login', json, '{"username":', 400, 'MALFORMED_REQUEST'],
      [
        'a body over the limit',
        'POST',
        '/api/login',
        json,
        JSON.stringify({ username: 'x'.repeat(1_100_000) }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'an unsupported content type',
        'POST',
        '/api/login',
        { 'content-type': 'application/xml' },
        '<a/>',
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['an invalid registration', 'POST', '/api/register', json, '{}', 400, 'VALIDATION_FAILED'],
      ['a missing token', 'GET', '/api/profile', {}, undefined, 401, 'AUTH_REQUIRED'],
      [
        'a forged token',
        'GET',
        '/api/profile',
        { authorization: 'Bearer not.a.jwt' },
        undefined,
        403,
        'AUTH_INVALID_TOKEN',
      ],
      ['a GraphQL syntax error', 'POST', '/graphql', json, gqlBody('{ me {'), 400, 'GRAPHQL_PARSE_FAILED'],
      [
        'an unknown GraphQL field',
        'POST',
        '/graphql',
        json,
        gqlBody('{ nope }'),
        400,
        'GRAPHQL_VALIDATION_FAILED',
      ],
      [
        'a wrongly typed GraphQL variable',
        'POST',
        '/graphql',
        json,
        gqlBody('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username: 1 } }),
        400,
        'BAD_USER_INPUT',
      ],
      [
        'a missing required GraphQL variable',
        'POST',
        '/graphql',
        json,
        gqlBody('mutation($i: LoginInput!) { login(input: $i) { token } }', {}),
        400,
        'BAD_USER_INPUT',
      ],
      [
        'a GraphQL call without a token',
        'POST',
        '/graphql',
        json,
        gqlBody('{ me { username } }'),
        200,
        'UNAUTHENTICATED',
      ],
    ])(
      'should answer %s with the exact code and no stack trace',
      async (_name, method, path, headers, body, status, code) => {
        const response = await fetch(`${app.baseUrl}${path}`, { method, headers, body });
        const text = await response.text();
        const parsed = JSON.parse(text) as { code?: string } & GraphqlBody;

        expect(response.status).toBe(status);
        expect(parsed.code ?? parsed.errors?.[0]?.extensions?.code).toBe(code);
        expect(text).not.toMatch(STACK_FRAME);
        expect(text).not.toContain('stacktrace');
      },
    );
  });

  describe('when the database is gone', () => {
    let broken: TestApp;
    let token: string;

    beforeAll(async () => {
      broken = await startTestApp();
      ({ token } = await signUp(broken));
      // Pull the database out from under the running server (the pool reconnects and fails from now on).
      await adminQuery(
        process.env[TEST_ADMIN_URL_VAR] ?? '',
        `DROP DATABASE "${new URL(broken.databaseUrl).pathname.slice(1)}" WITH (FORCE)`,
      );
    });

    afterAll(async () => {
      await broken.close();
    });

    it('should answer 503 with the database down when /health cannot reach PostgreSQL', async () => {
      const response = await broken.rest('GET', '/health');

      expect(response).toMatchObject({ status: 503, body: { status: 'error', database: 'down' } });
    });

    it('should answer 500 with the generic message and no detail when a REST call hits the failure', async () => {
      const response = await fetch(`${broken.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'someone', password: 'secret-password' }),
      });
      const text = await response.text();

      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ message: MESSAGES.internal, code: 'INTERNAL' });
      expect(text).not.toMatch(STACK_FRAME);
    });

    it('should answer INTERNAL_SERVER_ERROR with the generic message and no detail when a GraphQL call hits the failure', async () => {
      const response = await postGraphql(
        broken,
        JSON.stringify({
          query: 'mutation { login(input: { username: "someone", password: "secret-password" }) { token } }',
        }),
      );

      expect(response.body.errors).toEqual([
        { message: MESSAGES.internal, path: ['login'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
      expect(response.text).not.toMatch(STACK_FRAME);
      expect(response.text).not.toContain('does not exist');
    });

    it('should answer 500, not "invalid token", when the token check itself cannot reach the database', async () => {
      // A 403 here would make the spec's client log every user out during a database outage.
      const response = await broken.rest('GET', '/api/profile', undefined, token);

      expect(response).toMatchObject({ status: 500, body: { message: MESSAGES.internal, code: 'INTERNAL' } });
    });
  });
});
