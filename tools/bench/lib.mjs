// Shared by the benchmark rows: the bench database, the built server, a user, timing and the result line.
// fetch is Node's own (Node 18+); the lint config lists only the older globals.
/* global fetch */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../lib/free-port.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_MAIN = join(ROOT, 'dist/apps/server/apps/server/src/main.js');
const EMBEDDED_POSTGRES = join(ROOT, 'dist/apps/server/apps/server/src/database/embedded-postgres.js');
// Kept between runs (tmp/ is ignored by git and prettier), so the seeded data is reused.
export const BENCH_DIR = join(ROOT, 'tmp/bench');
const DATABASE_NAME = 'flexi_bench';
// Every bench user has this password; the accounts are created through the API (or reused).
export const PASSWORD = 'bench-password-1';
export const JWT_SECRET = 'bench-only-secret-bench-only-secret-0123';
// Generous: the first start after a new migration migrates the bench's million entries.
const READY_TIMEOUT_MS = 900_000;

/** The variable `name` as a positive integer, else `fallback`. */
export function intVar(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The bench database: `flexi_bench` on the server of BENCH_DATABASE_URL (or DATABASE_URL), created when
 * missing; else an embedded PostgreSQL (the server's own starter, from the build) in tmp/bench/postgres.
 */
export async function openBenchDatabase(log = () => undefined) {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${DATABASE_NAME}`;
    return { url: url.toString(), kind: 'external', stop: async () => undefined };
  }
  const { startEmbeddedPostgres } = createRequire(import.meta.url)(EMBEDDED_POSTGRES);
  const dataDir = join(BENCH_DIR, 'postgres');
  const running = await startEmbeddedPostgres({
    dataDir,
    password: 'bench-only-password',
    database: DATABASE_NAME,
    log,
  });
  return { url: running.url, kind: 'embedded', dataDir, stop: running.stop };
}

/** Runs `fn` with a pg client on `url`, closed afterwards. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The seed `name`'s version recorded in the bench database (the marker table), or null. */
export async function seedVersion(client, name) {
  await client.query(
    'CREATE TABLE IF NOT EXISTS bench_seed (name text PRIMARY KEY, version integer NOT NULL)',
  );
  const { rows } = await client.query('SELECT version FROM bench_seed WHERE name = $1', [name]);
  return rows[0]?.version ?? null;
}

export async function markSeeded(client, name, version) {
  await client.query(
    `INSERT INTO bench_seed (name, version) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version`,
    [name, version],
  );
}

/**
 * The built server (`npm start`'s main.js) on `databaseUrl`, as production runs it: NODE_ENV=production,
 * default log level (its JSON lines go to tmp/bench/<name>.log). Migrates at boot; resolves once
 * /health/ready answers 200.
 */
export async function startServer(name, databaseUrl, extraEnv = {}) {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npx nx run server:build`);
  mkdirSync(BENCH_DIR, { recursive: true });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `flexi-bench-${name}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=tmp/prof` to profile a row
  // (the profile is written when the server exits; NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      // The bench logs in a few users from one address; the default budget (10 a minute) is for people.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '1000',
      // As `npm start` and the image run it (docs/decisions/0149-malloc-mmap-threshold.md).
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...extraEnv,
      // BENCH_SERVER_ENV: more environment for the server, as JSON, e.g. '{"MALLOC_ARENA_MAX":"2"}'.
      ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = createWriteStream(join(BENCH_DIR, `${name}.log`));
  // Both into one file: whichever ends first must not end the file under the other.
  child.stdout.pipe(logFile, { end: false });
  child.stderr.pipe(logFile, { end: false });
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      logFile.end();
      resolveExit(code);
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (ended) throw new Error(`The server exited before it was ready: see tmp/bench/${name}.log`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(
        `The server was not ready within ${READY_TIMEOUT_MS / 1000} s: see tmp/bench/${name}.log`,
      );
    }
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      if (!ended) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A GraphQL request; throws on an HTTP error or a GraphQL error, else returns `data`. */
export async function gql(baseUrl, query, variables = {}, token) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: jsonHeaders(token),
    body: JSON.stringify({ query, variables }),
  });
  return graphqlData(response.status, await response.json());
}

/** A REST request with a JSON body; throws unless 2xx, else returns the parsed body. */
export async function rest(baseUrl, method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: jsonHeaders(token),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return restBody(method, path, response.status, await response.json());
}

/**
 * gql and rest over one connection held open by node:http, for a row that compares the app with a query sent
 * through a pg connection held open (search): so that each side carries as little client as the other. Through
 * fetch, a search took 0.7 ms longer at p50 and 0.3-1 ms at p95 on the same server (WHATWG Request, Response
 * and web streams around each request: docs/performance.md, search).
 */
export function keepAliveClient(baseUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method, path, body, token) =>
    new Promise((resolveAnswer, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = jsonHeaders(token);
      if (payload !== undefined) headers['content-length'] = Buffer.byteLength(payload);
      const request = http.request(new URL(path, baseUrl), { method, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolveAnswer({ status: response.statusCode, body: JSON.parse(text) });
          } catch {
            reject(new Error(`${method} ${path} ${response.statusCode}: not JSON: ${text.slice(0, 200)}`));
          }
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(payload);
    });
  return {
    gql: async (query, variables = {}, token) => {
      const answer = await send('POST', '/graphql', { query, variables }, token);
      return graphqlData(answer.status, answer.body);
    },
    rest: async (method, path, body, token) => {
      const answer = await send(method, path, body, token);
      return restBody(method, path, answer.status, answer.body);
    },
    close: () => agent.destroy(),
  };
}

function jsonHeaders(token) {
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

function graphqlData(status, body) {
  if (status !== 200 || body.errors) {
    throw new Error(`GraphQL ${status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

function restBody(method, path, status, body) {
  if (status >= 300) throw new Error(`${method} ${path} ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** Registers `username` through the API unless it exists already, logs in; returns its id and a token. */
export async function ensureUser(baseUrl, databaseUrl, username) {
  const exists = await withClient(databaseUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM users WHERE username = $1', [username]);
    return rowCount > 0;
  });
  if (!exists) {
    await gql(baseUrl, 'mutation ($input: RegisterInput!) { register(input: $input) { message } }', {
      input: { username, email: `${username}@bench.invalid`, password: PASSWORD },
    });
  }
  const { login } = await gql(baseUrl, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { username, password: PASSWORD },
  });
  const id = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT id FROM users WHERE username = $1', [username]);
    return rows[0].id;
  });
  return { id, token: login.token };
}

/** The p-th percentile (nearest rank) of `values`, in ms rounded to 0.1. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return Math.round(sorted[rank - 1] * 10) / 10;
}

/** How long `fn` takes, in ms. */
export async function timed(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** One result: one JSON line on stdout (progress goes to stderr). */
export function emit(result) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

export const progress = (message) => process.stderr.write(`[bench] ${message}\n`);

/**
 * Runs a row: `body(cleanup)` registers what to stop (the server, the database), which is stopped at the end,
 * on failure and on Ctrl-C or SIGTERM alike, so no process is left behind.
 */
export async function runRow(body) {
  const stoppers = [];
  let stopping;
  const cleanup = () =>
    (stopping ??= (async () => {
      for (const stop of stoppers.reverse()) await stop().catch((error) => console.error(error));
    })());
  const interrupted = (signal) => {
    progress(`${signal}: stopping what was started`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  // A reader that stops early (`| head -1`) closes stdout: the write fails with EPIPE, which must not end the
  // row before it has stopped what it started (it left a server running once).
  process.stdout.on('error', () => undefined);
  try {
    await body((stop) => stoppers.push(stop));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
