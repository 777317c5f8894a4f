#!/usr/bin/env node
// `npx nx run client:test:e2e`: the browser tests. Builds the server and client (unless E2E_BUILT=true),
// starts the built server on a free port with a fresh data folder (its own embedded PostgreSQL), runs the Jest
// suite in apps/client/e2e against it in Debian's Chromium (playwright-core, no browser download), then stops the
// server with SIGTERM, which stops its PostgreSQL. Writes tmp/test-results/client-e2e.json (Jest's --json).
//
// Without Chromium the tests are skipped, saying so in the last lines, and the exit code is 0; with CI=true a
// missing browser is a failure. Extra arguments go to Jest (e.g. a test name pattern: `-t "wrong password"`).
/* global fetch */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from '../lib/free-port.mjs';

const REPORT = 'tmp/test-results/client-e2e.json';
const ARTIFACTS = 'tmp/e2e-artifacts';
const SERVER_ENTRY = 'dist/apps/server/apps/server/src/main.js';
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const inCi = process.env.CI === 'true';
const require = createRequire(import.meta.url);

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH, else /usr/bin/chromium, else chromium or chromium-browser on PATH. */
function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined;
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of ['chromium', 'chromium-browser']) {
      if (isExecutable(join(dir, name))) return join(dir, name);
    }
  }
  return undefined;
}

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

rmSync(REPORT, { force: true });
const chromiumPath = findChromium();
if (!chromiumPath) {
  const where = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file`
    : 'no /usr/bin/chromium, and no chromium or chromium-browser on PATH';
  console.log(`\nChromium not found (${where}).`);
  console.log('The browser tests (apps/client/e2e) were NOT run.');
  console.log(
    "To run them, install Debian's Chromium (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.",
  );
  if (inCi) {
    console.log('CI=true: a missing browser is a failure.');
    process.exit(1);
  }
  process.exit(0);
}
console.log(`e2e: Chromium at ${chromiumPath}`);

const started = Date.now();
// `npm test` builds once before running these beside the integration tests, and says so with E2E_BUILT=true.
if (process.env.E2E_BUILT === 'true') {
  console.log('e2e: using the build in dist/ (E2E_BUILT=true)');
} else {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects=server,client', '--outputStyle=static'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.log('e2e: the build failed; the browser tests were not run.');
    process.exit(1);
  }
  console.log(`e2e: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

rmSync(ARTIFACTS, { recursive: true, force: true });
mkdirSync(ARTIFACTS, { recursive: true });
mkdirSync('tmp/test-results', { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'flexi-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const serverLogPath = join(ARTIFACTS, 'server.log');
const serverLog = openSync(serverLogPath, 'w');

// With DATABASE_URL, the run gets its own database on that server (its user needs CREATEDB), dropped after.
let externalDb;
if (process.env.DATABASE_URL) {
  const { Client } = require('pg');
  const adminUrl = new URL(process.env.DATABASE_URL);
  const name = `flexi_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const runUrl = new URL(adminUrl);
  runUrl.pathname = `/${name}`;
  externalDb = { adminUrl: adminUrl.toString(), name, url: runUrl.toString() };
  console.log(`e2e: using database ${name} on the server in DATABASE_URL`);
}

const serverEnv = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
  // The webhooks test posts to a receiver it starts on loopback, over plain http.
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_PRIVATE: 'true',
};
delete serverEnv.SMTP_URL; // mails go to DATA_DIR/outbox
delete serverEnv.AI_API_KEY; // the offline companion replies
delete serverEnv.JWT_SECRET;
if (externalDb) serverEnv.DATABASE_URL = externalDb.url;
else delete serverEnv.DATABASE_URL;

const server = spawn('node', [SERVER_ENTRY], { env: serverEnv, stdio: ['ignore', serverLog, serverLog] });
let serverExit;
const serverExited = new Promise((resolveExit) =>
  server.on('exit', (code, signal) => {
    serverExit = { code, signal };
    resolveExit();
  }),
);

let stopping;
async function stopServer() {
  stopping ??= (async () => {
    if (!serverExit) {
      server.kill('SIGTERM');
      const stopped = await Promise.race([serverExited.then(() => true), sleep(STOP_TIMEOUT_MS)]);
      if (!stopped) {
        console.log(`e2e: the server did not stop within ${STOP_TIMEOUT_MS / 1000}s; killing it`);
        server.kill('SIGKILL');
        await serverExited;
      }
    }
    if (externalDb) {
      const { Client } = require('pg');
      const admin = new Client({ connectionString: externalDb.adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${externalDb.name}" WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopServer().finally(() => process.exit(130));
  });
}

function printServerLogTail() {
  const lines = readFileSync(serverLogPath, 'utf8').trimEnd().split('\n').slice(-40);
  console.log(`--- last lines of ${serverLogPath}\n${lines.join('\n')}\n---`);
}

async function waitForHealth() {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serverExit)
      throw new Error(`the server exited (${serverExit.signal ?? serverExit.code}) before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server was not healthy within ${HEALTH_TIMEOUT_MS / 1000}s`);
}

let exitCode = 1;
try {
  const booting = Date.now();
  await waitForHealth();
  console.log(`e2e: server up at ${baseUrl} in ${((Date.now() - booting) / 1000).toFixed(1)}s`);
  // Asynchronous, so a Ctrl-C or SIGTERM to this runner still reaches the handlers that stop the server.
  const jest = spawn(
    'npx',
    [
      'jest',
      '-c',
      'apps/client/e2e/jest.e2e.config.ts',
      '--json',
      `--outputFile=${REPORT}`,
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      // E2E_DATA_DIR lets tests read what the server writes there, e.g. mails in DATA_DIR/outbox.
      env: { ...process.env, BASE_URL: baseUrl, CHROMIUM_PATH: chromiumPath, E2E_DATA_DIR: dataDir },
    },
  );
  exitCode = await new Promise((resolveJest) => jest.on('exit', (code) => resolveJest(code ?? 1)));
  if (exitCode !== 0) printServerLogTail();
} catch (error) {
  console.log(`e2e: ${error instanceof Error ? error.message : error}`);
  printServerLogTail();
} finally {
  await stopServer();
}
console.log(
  `e2e: screenshots in ${ARTIFACTS}/, report in ${REPORT} (${((Date.now() - started) / 1000).toFixed(1)}s in all)`,
);
process.exit(exitCode);
