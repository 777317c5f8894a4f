import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  buildSchema,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { WS_SUBSCRIPTIONS_ONLY } from 'src/common/graphql/ws-operations';
import { MESSAGES } from 'src/common/messages';
import { findAppRoot } from 'src/config/app-root';
import { buildSchemaSdl } from 'src/schema/build-schema';
import { printSortedSchema } from 'src/schema/print-schema';
import { OPEN_SUBSCRIPTIONS_MAX } from 'src/metrics/open-subscriptions';
import { collectSubscription, startConversation, wsClient } from './support/journal-client';
import { listRoutes, type Route, routeKey } from './support/routes';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { buildProbe, listOperations, sendProbe, sendRouteProbe, summarize } from './support/operation-probes';

/** Operations anyone may call without a token. Everything else must answer UNAUTHENTICATED. */
const PUBLIC_OPERATIONS = [
  'Mutation.login',
  'Mutation.register',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
];

/** REST routes anyone may call without a token. Everything else must answer 401. */
const PUBLIC_ROUTES = [
  'POST /api/register',
  'POST /api/login',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/config/flexiconfig.json',
  // The REST API's description and its reference page (openapi.e2e-spec.ts).
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/:file',
  // File downloads: no token (an `<img src>` cannot send one), but the URL's signature and expiry are checked
  // and anything wrong answers 404 (files.e2e-spec.ts).
  'GET /files/:id/:name',
  // Export downloads, for the same reason: the link's signature, owner and expiry are checked, and anything
  // wrong answers 404 (journal-export.e2e-spec.ts).
  'GET /exports/journal/:name',
  'GET /exports/conversations/:id/:name',
  // One-click unsubscribe from a mail (RFC 8058): the signed token is the credential, and a wrong one answers
  // 404 and changes nothing (reminders.e2e-spec.ts).
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  // Outside /api: the web app itself, the config files, the load balancer's probe, and the GraphQL endpoint
  // (whose operations the GraphQL probes check one by one).
  'GET /',
  'GET /index.html',
  'GET /assets/app.js',
  'GET /config/flexiconfig.json',
  'GET /config/flexifeatures.json',
  // What makes the app installable (app-manifest.e2e-spec.ts): the manifest and icons from the config.
  'GET /manifest.webmanifest',
  'GET /icons/:file',
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  // Operators' scrape endpoint: its own credential (METRICS_TOKEN, or loopback without one; metrics.e2e-spec.ts).
  'GET /metrics',
  'GET /graphql',
  // The GraphQL explorer's page (GraphiQL); what it runs goes through POST /graphql like any client's.
  'GET /graphql/explorer',
  'POST /graphql',
  'OPTIONS /graphql',
];

const COMMITTED = 'libs/schema/schema.graphql';
const SCHEMA_FILE = resolve(findAppRoot(), COMMITTED);
const EMIT_ADVICE = 'Run `npm run schema:emit` and commit libs/schema/schema.graphql.';
const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'];

// Read at load time so that every operation gets its own named test; a test below checks that the running
// server exposes exactly these operations, so the list cannot silently go stale.
const committedSdl = readFileSync(SCHEMA_FILE, 'utf8');
const committedSchema = buildSchema(committedSdl);
const committedOperations = listOperations(committedSchema);
const committedSubscriptions = Object.values(committedSchema.getSubscriptionType()?.getFields() ?? {});

describe('GraphQL schema and deny-by-default access', () => {
  let app: TestApp;
  let liveSchema: GraphQLSchema;
  let clientDir: string;

  beforeAll(async () => {
    // A tiny client build, so the static routes are the same whether or not `npm run build` ran.
    clientDir = mkdtempSync(join(tmpdir(), 'flexi-schema-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Flexi</title>');
    writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log("flexi");');
    app = await startTestApp({ CLIENT_DIR: clientDir });
    liveSchema = app.app.get(GraphQLSchemaHost).schema;
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  describe('drift', () => {
    it('should match libs/schema/schema.graphql byte for byte when printed from the running server', () => {
      expect(
        driftReport(
          printSortedSchema(liveSchema),
          committedSdl,
          'the running server',
          COMMITTED,
          EMIT_ADVICE,
        ),
      ).toBeNull();
    });

    it('should match libs/schema/schema.graphql byte for byte when built like `schema:emit` does', async () => {
      expect(
        driftReport(await buildSchemaSdl(), committedSdl, 'buildSchemaSdl()', COMMITTED, EMIT_ADVICE),
      ).toBeNull();
    });

    it('should build the same schema as the running server when emitted from RESOLVERS alone', async () => {
      const advice =
        'A resolver class is missing from RESOLVERS in src/schema/resolvers.ts: add it, then run `npm run schema:emit`.';

      expect(
        driftReport(
          await buildSchemaSdl(),
          printSortedSchema(liveSchema),
          'buildSchemaSdl()',
          'the running server',
          advice,
        ),
      ).toBeNull();
    });
  });

  describe('descriptions', () => {
    it('should describe every type, field, argument and enum value when integrators browse the schema', () => {
      expect(undocumented(liveSchema)).toEqual([]);
    });
  });

  describe('deny-by-default over GraphQL', () => {
    it('should probe exactly the operations that the running server exposes', () => {
      expect(committedOperations.map((op) => op.coordinate)).toEqual(
        listOperations(liveSchema).map((op) => op.coordinate),
      );
    });

    it('should list only existing operations when it declares public ones', () => {
      const existing = committedOperations.map((op) => op.coordinate);

      expect(PUBLIC_OPERATIONS.filter((name) => !existing.includes(name))).toEqual([]);
    });

    // Subscriptions run over graphql-ws on the same path: every one must refuse a connection without a token.
    it('should probe exactly the subscriptions that the running server exposes', () => {
      expect(committedSubscriptions.map((field) => field.name)).toEqual(
        Object.keys(liveSchema.getSubscriptionType()?.getFields() ?? {}),
      );
    });

    it.each(committedSubscriptions.map((field) => [`Subscription.${field.name}`, field] as const))(
      'should answer UNAUTHENTICATED when %s is subscribed to without a token',
      async (_name, field) => {
        const probe = buildProbe({ kind: 'subscription', coordinate: `Subscription.${field.name}`, field });
        const { events, errors } = await collectSubscription(app, undefined, probe);

        expect(events).toEqual([]);
        expect(JSON.stringify(errors)).toContain('UNAUTHENTICATED');
      },
    );

    const denied = committedOperations.filter((op) => !PUBLIC_OPERATIONS.includes(op.coordinate));
    const open = committedOperations.filter((op) => PUBLIC_OPERATIONS.includes(op.coordinate));

    it.each(denied.map((op) => [op.coordinate, op] as const))(
      'should answer UNAUTHENTICATED when %s is called without a token',
      async (_name, op) => {
        const response = await sendProbe(app, op);

        expect({ status: response.status, ...summarize(response.body) }).toEqual({
          status: 200,
          codes: ['UNAUTHENTICATED'],
          reasons: ['AUTH_REQUIRED'],
          messages: [MESSAGES.authenticationRequired],
        });
      },
    );

    it.each(open.map((op) => [op.coordinate, op] as const))(
      'should not ask for a token when the public operation %s is called without one',
      async (_name, op) => {
        const response = await sendProbe(app, op);
        const { codes, reasons } = summarize(response.body);

        // 200: the probe passed validation and reached the resolver, so it really tested the guard.
        expect(response.status).toBe(200);
        // `login` with unknown credentials legitimately answers UNAUTHENTICATED (reason
        // AUTH_INVALID_CREDENTIALS); what must never happen is the guard's "no token" refusal.
        expect(reasons).not.toContain('AUTH_REQUIRED');
        expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
      },
    );
  });

  // Nest serves graphql-ws outside Apollo: its cost limit, the query budget and the sign-in rate limits would
  // not apply to a query or mutation sent over the socket, so the socket takes subscriptions only.
  describe('over graphql-ws', () => {
    const NO_CONVERSATION = '00000000-0000-0000-0000-000000000000';
    let token: string;

    beforeAll(async () => {
      ({ token } = await signUp(app));
    });

    const messagesOf = (errors: unknown[]) => JSON.stringify(errors);

    it.each([
      ['a query', '{ me { username } }', true],
      ['a mutation', 'mutation { logout { message } }', true],
      [
        'a public mutation, without a token',
        'mutation { login(input: {username: "x", password: "y"}) { token } }',
        false,
      ],
    ])('should refuse %s, and run nothing', async (_what, query, withToken) => {
      const { events, errors } = await collectSubscription(app, withToken ? token : undefined, query);

      expect(events).toEqual([]);
      expect(messagesOf(errors)).toContain(WS_SUBSCRIPTIONS_ONLY);
      expect(messagesOf(errors)).toContain('BAD_REQUEST');
      // The refused logout did not end the session.
      expect(
        (await app.gql<{ me: { username: string } }>('{ me { username } }', {}, token)).body.data?.me,
      ).toBeTruthy();
    });

    it('should hold a subscription to the depth and token limits of HTTP, refused with the same codes', async () => {
      const deep = `subscription { conversationReplies(conversationId: "${NO_CONVERSATION}") ${'{ reply '.repeat(11)}{ text }${' }'.repeat(11)} }`;
      const long = `subscription { ${'__typename '.repeat(6000)} }`;
      const deepRefusal = messagesOf((await collectSubscription(app, token, deep)).errors);
      const longRefusal = messagesOf((await collectSubscription(app, token, long)).errors);

      expect(deepRefusal).toContain('Query depth limit of 10 exceeded');
      expect(deepRefusal).toContain('GRAPHQL_VALIDATION_FAILED');
      expect(longRefusal).toContain('more that 5000 tokens');
      expect(longRefusal).toContain('GRAPHQL_PARSE_FAILED');
    });

    it('should refuse a document whose operation it cannot tell, naming why', async () => {
      const two = `subscription A { conversationReplies(conversationId: "${NO_CONVERSATION}") { listening } }
        subscription B { conversationReplies(conversationId: "${NO_CONVERSATION}") { listening } }`;

      const refusal = messagesOf((await collectSubscription(app, token, two)).errors);

      expect(refusal).toContain('Must provide operation name if query contains multiple operations.');
      expect(refusal).toContain('OPERATION_RESOLUTION_FAILURE');
    });

    /** A graphql-ws connection with `token`: `watch` subscribes to a conversation's replies. */
    const connect = (withToken: string) => {
      const socket = wsClient(app, withToken);
      /**
       * Resolves 'listening' once it listens, else with its errors (a resolver's refusal comes as a result with
       * errors, a refusal before it as an error message); `stop` ends it.
       */
      const watch = (conversationId: string) => {
        let stop!: () => void;
        const outcome = new Promise<string>((resolve) => {
          stop = socket.subscribe(
            {
              query: `subscription { conversationReplies(conversationId: "${conversationId}") { listening } }`,
            },
            {
              next: ({ errors }) => resolve(errors ? JSON.stringify(errors) : 'listening'),
              error: (error) => resolve(JSON.stringify(error)),
              complete: () => {},
            },
          );
        });
        return { outcome, stop };
      };
      return { watch, close: () => socket.dispose() };
    };

    it("should refuse a writer's subscription beyond the bound of open ones, and no other writer's", async () => {
      const { conversation } = await startConversation(app, token);
      const mine = connect(token);
      const held = Array.from({ length: OPEN_SUBSCRIPTIONS_MAX }, () => mine.watch(conversation.id));
      expect(new Set(await Promise.all(held.map((s) => s.outcome)))).toEqual(new Set(['listening']));

      const refused = await mine.watch(conversation.id).outcome;
      expect(refused).toContain('TOO_MANY_REQUESTS');
      expect(refused).toContain(MESSAGES.tooManySubscriptions(OPEN_SUBSCRIPTIONS_MAX));

      const other = await signUp(app);
      const theirs = connect(other.token);
      const { conversation: theirConversation } = await startConversation(app, other.token);
      await expect(theirs.watch(theirConversation.id).outcome).resolves.toBe('listening');

      // Closing one frees its slot (the server hears of it a moment later).
      held[0].stop();
      let freed = '';
      for (let attempt = 0; attempt < 50 && freed !== 'listening'; attempt++) {
        freed = await mine.watch(conversation.id).outcome;
        if (freed !== 'listening') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(freed).toBe('listening');
      await Promise.all([mine.close(), theirs.close()]);
    });

    it('should still serve a subscription', async () => {
      const { events, errors } = await collectSubscription(
        app,
        token,
        `subscription { conversationReplies(conversationId: "${NO_CONVERSATION}") { listening } }`,
      );

      // Past the checks: the resolver ran, and found no such conversation of this writer.
      expect(events).toEqual([]);
      expect(messagesOf(errors)).toContain(MESSAGES.conversationNotFound);
    });
  });

  describe('deny-by-default over REST', () => {
    it('should find the routes when it reads them from the running Fastify instance', () => {
      const fastify = app.app.getHttpAdapter().getInstance();
      const routes = listRoutes(app);

      expect(routes.map(routeKey)).toEqual(expect.arrayContaining(['POST /api/login', 'GET /api/profile']));
      expect(routes.filter((route) => !fastify.hasRoute({ method: route.method, url: route.path }))).toEqual(
        [],
      );
    });

    it('should list only existing routes when it declares public ones', () => {
      const existing = listRoutes(app).map(routeKey);

      expect(PUBLIC_ROUTES.filter((route) => !existing.includes(route))).toEqual([]);
    });

    it('should answer 401 on every route except the public ones when no token is sent', async () => {
      const routes = listRoutes(app);

      const outcomes = await Promise.all(routes.map((route) => probeRoute(app, route)));

      // One table, so that a failure names every route that misbehaves at once.
      expect(outcomes).toEqual(routes.map(expectedOutcome));
    });
  });
});

/** Schema coordinates of everything we define that lacks a description. */
function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const blank = (description: string | null | undefined) => !description?.trim();
  const ours = Object.values(schema.getTypeMap()).filter(
    (type: GraphQLNamedType) => !type.name.startsWith('__') && !isSpecifiedScalarType(type),
  );
  for (const type of ours) {
    // Nest's code-first API cannot describe the root types themselves; their fields are checked below.
    if (!ROOT_TYPES.includes(type.name) && blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

/** null when both texts are equal; otherwise the first differing line and what to do about it. */
function driftReport(
  actual: string,
  expected: string,
  actualName: string,
  expectedName: string,
  advice: string,
): string | null {
  if (actual === expected) return null;
  const actualLines = actual.split('\n');
  const expectedLines = expected.split('\n');
  let line = 0;
  while (line < actualLines.length && actualLines[line] === expectedLines[line]) line++;
  return [
    `The schema from ${actualName} differs from ${expectedName} at line ${line + 1}:`,
    `  ${expectedName}: ${JSON.stringify(expectedLines[line] ?? '(end of file)')}`,
    `  ${actualName}: ${JSON.stringify(actualLines[line] ?? '(end of file)')}`,
    advice,
  ].join('\n');
}

/** HEAD answers like the GET it mirrors. */
function isPublic(route: Route): boolean {
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  return PUBLIC_ROUTES.includes(`${method} ${route.path}`);
}

interface RouteOutcome {
  route: string;
  status: number | string;
  code?: string;
}

async function probeRoute(app: TestApp, route: Route): Promise<RouteOutcome> {
  const response = await sendRouteProbe(app, route);
  const text = await response.text();
  const outcome: RouteOutcome = { route: routeKey(route), status: response.status };
  if (isPublic(route)) {
    // Public: anything but a refusal for want of a token, and never a server error.
    outcome.status = response.status === 401 || response.status >= 500 ? response.status : 'not 401, not 5xx';
    return outcome;
  }
  if (route.method !== 'HEAD' && text) outcome.code = (JSON.parse(text) as { code?: string }).code;
  return outcome;
}

function expectedOutcome(route: Route): RouteOutcome {
  if (isPublic(route)) return { route: routeKey(route), status: 'not 401, not 5xx' };
  return route.method === 'HEAD'
    ? { route: routeKey(route), status: 401 }
    : { route: routeKey(route), status: 401, code: 'AUTH_REQUIRED' };
}
