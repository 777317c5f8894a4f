import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import type { DestinationStream } from 'pino';
import { createApp } from 'src/app/create-app';
import { drainAndClose } from 'src/app/shutdown';
import { createRootLogger } from 'src/logging/root-logger';
import { type AppEnv, loadEnv } from 'src/config/env';
import { checkAnswer } from './openapi-answers';
import { adminQuery, databaseUrl, TEST_ADMIN_URL_VAR, TEST_TEMPLATE_VAR } from './test-database';

export interface HttpResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface GraphqlBody<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string } }>;
  /** `cost` in every answer (query-cost.e2e-spec.ts checks it). */
  extensions?: Record<string, unknown>;
}

/**
 * The answer without `extensions.cost`, for tests that compare whole answers: what is left of the caller's
 * budget changes from one answer to the next.
 */
export function withoutCost<T>(body: GraphqlBody<T>): GraphqlBody<T> {
  const { extensions, ...rest } = body;
  const { cost: _cost, ...others } = extensions ?? {};
  return Object.keys(others).length > 0 ? { ...rest, extensions: others } : rest;
}

export interface TestApp {
  baseUrl: string;
  env: AppEnv;
  app: NestFastifyApplication;
  /** The test file's own database, for arranging states no API reaches (an expired token). */
  databaseUrl: string;
  /** `headers` are sent too (e.g. `x-forwarded-for` to an app started with TRUST_PROXY=true). */
  rest<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<HttpResult<T>>;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<HttpResult<GraphqlBody<T>>>;
  /** As SIGTERM does: drain (SHUTDOWN_GRACE_SECONDS, 1 s unless set), then close; drops the database it made. */
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://flexi.test';

export interface TestAppOptions {
  /**
   * Rewrites the URL the server connects with (e.g. to go through a TCP proxy). Creating and dropping the
   * database, and `TestApp.databaseUrl`, keep the real one.
   */
  databaseUrl?: (url: string) => string;
  /** Where the server's log lines go (one JSON object each); stdout when absent. */
  logStream?: DestinationStream;
  /**
   * An existing database (createTestDatabase) instead of a fresh clone, e.g. for a second app on the same data
   * or an app started on a state arranged beforehand. close() leaves it; its owner drops it.
   */
  database?: TestDatabase;
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A database cloned from the migrated template, for one or more apps (startTestApp's `database`). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = required(TEST_ADMIN_URL_VAR);
  const name = `flexi_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${required(TEST_TEMPLATE_VAR)}"`);
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** REST and GraphQL calls over HTTP to a server at `baseUrl` (a test app, or a server process). */
export function httpClient(baseUrl: string): Pick<TestApp, 'rest' | 'gql'> {
  const rest: TestApp['rest'] = async (method, path, body, token, headers = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    checkAnswer({
      method,
      path,
      status: response.status,
      contentType: response.headers.get('content-type'),
      text,
    });
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  };
  return {
    rest,
    gql: (query, variables, token, headers) => rest('POST', '/graphql', { query, variables }, token, headers),
  };
}

/**
 * Boots the whole server on a free port against a database cloned from the migrated template.
 * `env` overrides the environment variables the server reads (e.g. SMTP_URL).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const url = database.url;
  const appUrl = options.databaseUrl?.(url) ?? url;
  const dataDir = mkdtempSync(join(tmpdir(), 'flexi-test-data-'));
  const appEnv: AppEnv = {
    ...loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: appUrl,
      PUBLIC_URL: TEST_PUBLIC_URL,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '10000',
      // close() waits this long for replies still being generated, then hands them back.
      SHUTDOWN_GRACE_SECONDS: '1',
      ...env,
    }),
  };
  if (!appEnv.jwtSecret) appEnv.jwtSecret = `test-secret-${randomUUID()}`;
  const app = await createApp({
    env: appEnv,
    databaseUrl: appUrl,
    whiteLabel: new WhiteLabelService(appEnv.configDir),
    logger: createRootLogger(appEnv, options.logStream ?? process.stdout),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');

  const { rest, gql } = httpClient(baseUrl);

  return {
    baseUrl,
    env: appEnv,
    app,
    databaseUrl: url,
    rest,
    gql,
    close: async () => {
      await drainAndClose(app);
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run integration tests through jest.integration.config.ts`);
  return value;
}

/**
 * Registers and logs in a fresh user through REST; returns its token and credentials. `headers` go with
 * both calls (an `x-forwarded-for` keeps them off the sign-in budget of the tests' own address).
 */
export async function signUp(
  app: TestApp,
  name = `user${randomUUID().slice(0, 8)}`,
  headers: Record<string, string> = {},
): Promise<{ token: string; username: string; password: string; email: string }> {
  const user = { username: name, password: 'secret-password', email: `${name}@example.com` };
  const registered = await app.rest('POST', '/api/register', user, undefined, headers);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await app.rest<{ token: string }>(
    'POST',
    '/api/login',
    { username: name, password: user.password },
    undefined,
    headers,
  );
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { token: login.body.token, ...user };
}
