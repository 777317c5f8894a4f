import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { adminQuery, databaseUrl, TEST_ADMIN_URL_VAR, TEST_TEMPLATE_VAR } from './test-database';
import type { GraphqlBody, HttpResult } from './test-app';

/** The built server, as `npm start` runs it; `nx run server:test:integration` builds it first. */
export const SERVER_MAIN = resolve(__dirname, '../../../../dist/apps/server/apps/server/src/main.js');

/**
 * One real server process (not an app inside Jest's process), as an operator runs several behind a balancer.
 * Everything it shares with its siblings goes through the environment: the database, Redis, the bucket.
 */
export interface ServerProcess {
  name: string;
  baseUrl: string;
  pid: number;
  /** Every line the process wrote (JSON log lines), for assertions and for failure messages. */
  logs: string[];
  rest<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<HttpResult<T>>;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<HttpResult<GraphqlBody<T>>>;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves once the process has ended (whatever ended it). */
  exited: Promise<number | null>;
}

/** A database cloned from the migrated template, for several processes to share. */
export async function createSharedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = requiredVar(TEST_ADMIN_URL_VAR);
  const name = `flexi_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${requiredVar(TEST_TEMPLATE_VAR)}"`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

const READY_TIMEOUT_MS = 30_000;

/**
 * Starts `node dist/.../main.js` on a free port with its own DATA_DIR and the given environment, and resolves
 * once `/health/ready` answers 200. Siblings must be given the same JWT_SECRET to accept each other's tokens.
 */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: build the server first (npx nx run server:build)`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `flexi-${name}-`));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'log',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolveExit(code);
    });
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const rest: ServerProcess['rest'] = async (method, path, body, token) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  };

  await waitUntilReady(baseUrl, child, exited, logs);
  return {
    name,
    baseUrl,
    pid: child.pid!,
    logs,
    rest,
    gql: (query, variables, token) => rest('POST', '/graphql', { query, variables }, token),
    stop: (signal = 'SIGTERM') => stopProcess(child, exited, signal),
    exited,
  };
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  logs: string[],
): Promise<void> {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server process ended before it was ready:\n${logs.join('\n')}`);
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server process was not ready after ${READY_TIMEOUT_MS} ms:\n${logs.join('\n')}`);
}

function stopProcess(
  child: ChildProcess,
  exited: Promise<number | null>,
  signal: NodeJS.Signals,
): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  return exited;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

function requiredVar(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run integration tests through jest.integration.config.ts`);
  return value;
}
