import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema } from 'graphql';
import { MESSAGES } from 'src/common/messages';
import { findAppRoot } from 'src/config/app-root';
import { createAccessToken } from './support/access-tokens';
import { collectSubscription } from './support/journal-client';
import {
  buildProbe,
  listOperations,
  type Operation,
  sendProbe,
  sendRouteProbe,
  summarize,
} from './support/operation-probes';
import { listRoutes, type Route, routeKey } from './support/routes';
import { onlyReadsRoutes, sessionOnlySurface } from './support/session-only-surface';
import { signUp, startTestApp, type TestApp } from './support/test-app';

/**
 * Token scopes on every GraphQL operation and REST route, generated from the committed schema and the live
 * route table like the deny-by-default probes (schema.e2e-spec.ts): a READ token runs every query,
 * subscription and GET and is refused every mutation and every other method, naming the WRITE scope; a
 * READ+WRITE token runs them all; neither runs what is marked @SessionOnly().
 */

const schema = buildSchema(readFileSync(resolve(findAppRoot(), 'libs/schema/schema.graphql'), 'utf8'));
const operations = listOperations(schema);
const subscriptions = Object.values(schema.getSubscriptionType()?.getFields() ?? {}).map(
  (field): Operation => ({ coordinate: `Subscription.${field.name}`, kind: 'subscription', field }),
);

// What the issue names as needing the writer's session: every one must carry @SessionOnly().
const SESSION_ONLY_REQUIRED = {
  operations: [
    'Mutation.createAccessToken',
    'Mutation.deleteAccount',
    'Mutation.logout',
    'Mutation.revokeAccessToken',
    'Mutation.updateProfile',
    'Query.accessTokens',
  ],
  routes: ['DELETE /api/profile', 'POST /api/logout', 'PUT /api/profile'],
};
// The spec's POSTs that only read, which a READ token may call.
const ONLY_READS_REQUIRED = ['POST /api/notes', 'POST /api/search'];

const SCOPE_MISSING = 'ACCESS_TOKEN_SCOPE_MISSING';
const SESSION_REQUIRED = 'SESSION_REQUIRED';
// What a token must never meet for want of a right it has: the guard's refusals.
const REFUSALS = ['UNAUTHENTICATED', SCOPE_MISSING, SESSION_REQUIRED];

describe('Access token scopes on every operation and route', () => {
  let app: TestApp;
  let readToken: string;
  let writeToken: string;
  let sessionOnly: { operations: string[]; routes: string[] };
  let onlyReads: string[];
  // Whether anyone may call it without a token (the guard never looks at a token there).
  const publicOperations = new Set<string>();

  beforeAll(async () => {
    app = await startTestApp();
    const { token } = await signUp(app);
    readToken = (await createAccessToken(app, token, ['READ'])).token;
    writeToken = (await createAccessToken(app, token, ['READ', 'WRITE'])).token;
    sessionOnly = sessionOnlySurface(app);
    onlyReads = onlyReadsRoutes(app);
    for (const op of operations) {
      const { reasons } = summarize((await sendProbe(app, op)).body);
      if (!reasons.includes('AUTH_REQUIRED')) publicOperations.add(op.coordinate);
    }
  });

  afterAll(async () => {
    await app.close();
  });

  it('should mark with @SessionOnly() everything the issue keeps for the writer’s session', () => {
    expect(sessionOnly.operations).toEqual(expect.arrayContaining(SESSION_ONLY_REQUIRED.operations));
    expect(sessionOnly.routes).toEqual(expect.arrayContaining(SESSION_ONLY_REQUIRED.routes));
    expect(onlyReads).toEqual(ONLY_READS_REQUIRED);
  });

  describe('GraphQL', () => {
    it.each(operations.map((op) => [op.coordinate, op] as const))(
      'should give %s the answer its kind allows to a READ token and a READ+WRITE token',
      async (coordinate, op) => {
        if (publicOperations.has(coordinate)) return;
        const read = summarize((await sendProbe(app, op, readToken)).body);
        const write = summarize((await sendProbe(app, op, writeToken)).body);
        const refused = (reason: string, message: string) => ({
          codes: ['FORBIDDEN'],
          reasons: [reason],
          messages: [message],
        });

        if (sessionOnly.operations.includes(coordinate)) {
          expect(read).toEqual(refused(SESSION_REQUIRED, MESSAGES.sessionRequired));
          expect(write).toEqual(refused(SESSION_REQUIRED, MESSAGES.sessionRequired));
        } else if (op.kind === 'mutation') {
          expect(read).toEqual(refused(SCOPE_MISSING, 'This access token lacks the WRITE scope.'));
          expect(write.reasons.filter((reason) => REFUSALS.includes(reason))).toEqual([]);
          expect(write.codes).not.toContain('INTERNAL_SERVER_ERROR');
        } else {
          expect(read.reasons.filter((reason) => REFUSALS.includes(reason))).toEqual([]);
          expect(read.codes).not.toContain('INTERNAL_SERVER_ERROR');
        }
      },
    );

    it.each(subscriptions.map((op) => [op.coordinate, op] as const))(
      'should let a READ token subscribe to %s',
      async (_coordinate, op) => {
        const { errors } = await collectSubscription(app, readToken, buildProbe(op));
        const text = JSON.stringify(errors);

        // The zero id names nothing: NOT_FOUND, never a refusal of the token.
        for (const refusal of [...REFUSALS, 'FORBIDDEN']) expect(text).not.toContain(refusal);
        expect(text).toContain('NOT_FOUND');
      },
    );
  });

  describe('REST', () => {
    let guarded: Route[];

    beforeAll(async () => {
      const routes = listRoutes(app);
      const anonymous = await Promise.all(routes.map((route) => sendRouteProbe(app, route)));
      guarded = routes.filter((_route, i) => anonymous[i].status === 401);
    });

    it('should find the guarded routes of the live route table', () => {
      expect(guarded.map(routeKey)).toEqual(expect.arrayContaining(['GET /api/profile', 'POST /api/grok']));
    });

    it('should let a READ token GET (and POST what only reads) and refuse it every other method, naming the WRITE scope', async () => {
      const outcomes = await Promise.all(guarded.map((route) => routeOutcome(route, readToken)));

      expect(outcomes).toEqual(
        guarded.map((route) => ({
          route: routeKey(route),
          refusal: sessionOnly.routes.includes(routeKey(route))
            ? SESSION_REQUIRED
            : ['GET', 'HEAD'].includes(route.method) || onlyReads.includes(routeKey(route))
              ? null
              : SCOPE_MISSING,
        })),
      );
    });

    it('should let a READ+WRITE token call every route except the session-only ones', async () => {
      const outcomes = await Promise.all(guarded.map((route) => routeOutcome(route, writeToken)));

      expect(outcomes).toEqual(
        guarded.map((route) => ({
          route: routeKey(route),
          refusal: sessionOnly.routes.includes(routeKey(route)) ? SESSION_REQUIRED : null,
        })),
      );
    });

    it('should say which scope is missing in the body of the 403', async () => {
      const refused = await app.rest(
        'POST',
        '/api/add-note',
        { conversationId: 'x', content: 'x' },
        readToken,
      );

      expect(refused).toMatchObject({
        status: 403,
        body: { code: SCOPE_MISSING, message: 'This access token lacks the WRITE scope.' },
      });
    });
  });

  /** The guard's refusal a route answered the token with, or null when it let it through (any other answer). */
  async function routeOutcome(route: Route, token: string) {
    const response = await sendRouteProbe(app, route, token);
    const text = await response.text();
    const code = text ? (JSON.parse(text) as { code?: string }).code : undefined;
    expect(response.status).toBeLessThan(500);
    if (response.status === 401) return { route: routeKey(route), refusal: 'UNAUTHENTICATED' };
    if (response.status === 403) {
      // HEAD has no body: a 403 there is the token's refusal.
      return { route: routeKey(route), refusal: code ?? 'FORBIDDEN' };
    }
    return { route: routeKey(route), refusal: null };
  }
});
