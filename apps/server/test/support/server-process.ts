import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { httpClient, type TestApp } from './test-app';

/** The built server, as `npm start` runs it; `nx run server:test:integration` builds it first. */
export const SERVER_MAIN = resolve(__dirname, '../../../../dist/apps/server/apps/server/src/main.js');

/**
 * One real server process (not an app inside Jest's process), as an operator runs several behind a balancer.
 * Everything it shares with its siblings goes through the environment: the database, Redis, the bucket.
 */
export interface ServerProcess extends Pick<TestApp, 'rest' | 'gql'> {
  name: string;
  baseUrl: string;
  pid: number;
  /** Every line the process wrote (JSON log lines), for assertions and for failure messages. */
  logs: string[];
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves once the process has ended (whatever ended it). */
  exited: Promise<number | null>;
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
  await waitUntilReady(baseUrl, child, exited, logs);
  return {
    name,
    baseUrl,
    pid: child.pid!,
    logs,
    ...httpClient(baseUrl),
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
