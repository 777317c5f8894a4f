import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiFile } from 'src/schema/build-openapi';
import { API_DOCS_CSP } from 'src/openapi/docs-page';
import { checkAnswer, OPENAPI_FILE } from './support/openapi-answers';
import { listRoutes, routeKey } from './support/routes';
import { startTestApp, type TestApp } from './support/test-app';

const EMIT_ADVICE = 'Run `npm run schema:emit` and commit libs/schema/openapi.json.';

interface Operation {
  key: string;
  operationId: string;
  security?: unknown[];
}

const committed = readFileSync(OPENAPI_FILE, 'utf8');
const document = JSON.parse(committed) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ ...op, key: `${method.toUpperCase()} ${path}` })),
);

/** `{id}` in the description is `:id` in Fastify's route table. */
const toRouteKey = (key: string) => key.replace(/\{([^}]+)\}/g, ':$1');

describe('OpenAPI description of the REST API', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('drift', () => {
    it('should serve libs/schema/openapi.json byte for byte at GET /api/openapi.json', async () => {
      const response = await fetch(`${app.baseUrl}/api/openapi.json`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect((await response.text()) === committed ? 'same' : EMIT_ADVICE).toBe('same');
    });

    it('should build libs/schema/openapi.json byte for byte when built like `schema:emit` does', async () => {
      expect((await buildOpenApiFile()) === committed ? 'same' : EMIT_ADVICE).toBe('same');
    });
  });

  it('should validate as OpenAPI 3.1 when checked against the official schema', () => {
    const output = execFileSync(
      process.execPath,
      [join(__dirname, 'support/validate-openapi.mjs'), OPENAPI_FILE],
      {
        encoding: 'utf8',
      },
    );

    expect(JSON.parse(output)).toEqual({ valid: true, version: '3.1', errors: [] });
  });

  it('should give every operation its own operationId', () => {
    const ids = operations.map((op) => op.operationId);

    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('should describe exactly the routes under /api of the running server', () => {
    const live = listRoutes(app)
      .filter((route) => route.method !== 'HEAD' && route.path.startsWith('/api/'))
      .map(routeKey);

    expect(operations.map((op) => toRouteKey(op.key)).sort()).toEqual([...new Set(live)].sort());
  });

  // The scheme is derived from @Public(); this checks the claim on the wire, and the 401 against the description.
  it.each(operations.filter((op) => op.security).map((op) => [op.key] as const))(
    'should answer 401 when %s, which names the bearer scheme, is called without a token',
    async (key) => {
      const [method, path] = key.split(' ');
      const body = ['POST', 'PUT', 'DELETE'].includes(method) ? {} : undefined;
      const response = await app.rest(method, path.replace(/\{[^}]+\}/g, 'x'), body);

      expect({ status: response.status, code: response.body.code }).toEqual({
        status: 401,
        code: 'AUTH_REQUIRED',
      });
    },
  );

  // What every REST test relies on: the helpers' check refuses what the description does not allow.
  describe('answer check', () => {
    const login = { method: 'POST', path: '/api/login', contentType: 'application/json; charset=utf-8' };

    it.each([
      [
        'a status not described',
        { ...login, status: 404, text: '{"message":"x","code":"NOT_FOUND"}' },
        /not describe/,
      ],
      ['a body missing a field', { ...login, status: 200, text: '{"message":"Login successful"}' }, /token/],
      [
        'a code another status has',
        { ...login, status: 401, text: '{"message":"x","code":"NOT_FOUND"}' },
        /allowed values/,
      ],
      [
        'another content type',
        { ...login, status: 200, contentType: 'text/plain', text: 'hi' },
        /text\/plain/,
      ],
    ])('should refuse %s', (_name, answer, message) => {
      expect(() => checkAnswer(answer)).toThrow(message);
    });

    it('should accept an answer as described', () => {
      expect(() =>
        checkAnswer({ ...login, status: 200, text: '{"message":"Login successful","token":"t"}' }),
      ).not.toThrow();
    });
  });

  describe('reference page', () => {
    it('should serve /api/docs with a policy that lets nothing load from another origin', async () => {
      const response = await fetch(`${app.baseUrl}/api/docs`);
      const html = await response.text();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(API_DOCS_CSP);
      expect(API_DOCS_CSP).not.toMatch(/https?:|\*/);
      expect(html.match(/(?:src|href)="[^"]+"/g)).toEqual([
        'href="/api/docs/swagger-ui.css"',
        'href="/api/docs/contrast.css"',
        'src="/api/docs/swagger-ui-bundle.js"',
        'src="/api/docs/init.js"',
      ]);
    });

    it.each([
      ['init.js', 'text/javascript; charset=utf-8'],
      ['swagger-ui.css', 'text/css; charset=utf-8'],
      ['contrast.css', 'text/css; charset=utf-8'],
      ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
    ])('should serve the page file %s from the server itself', async (file, type) => {
      const response = await fetch(`${app.baseUrl}/api/docs/${file}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    });

    it('should point the page at /api/docs/../openapi.json and turn off the online validator badge', async () => {
      const init = await (await fetch(`${app.baseUrl}/api/docs/init.js`)).text();

      expect(init).toContain('url: "/api/openapi.json"');
      expect(init).toContain('validatorUrl: null');
    });

    it.each(['index.html', 'swagger-initializer.js', '..%2Fpackage.json', 'LICENSE'])(
      'should answer 404 NOT_FOUND when another file of swagger-ui-dist (%s) is asked for',
      async (file) => {
        const response = await app.rest('GET', `/api/docs/${file}`);

        expect({ status: response.status, code: response.body.code }).toEqual({
          status: 404,
          code: 'NOT_FOUND',
        });
      },
    );
  });
});
