/**
 * A real Redis for the integration tests.
 *
 *   const redis = await startRedisServer();        // REDIS_URL when set and answering, else a redis-server
 *   const app = await startTestApp({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: uniqueKeyPrefix('bus') });
 *   await redis.stop();                            // stops the redis-server it started; a no-op for REDIS_URL
 *
 * The started server listens on a free loopback port with persistence off (`--save '' --appendonly no`).
 * Test files share a REDIS_URL server safely by giving each app a key prefix of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { freePort } from './free-port';
import { Redis } from 'ioredis';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` for REDIS_URL. */
  url: string;
  /** Whether this helper started the server (so `stop()` stops it). */
  started: boolean;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;

export async function startRedisServer(): Promise<RedisServer> {
  const external = process.env.REDIS_URL;
  if (external && (await answers(external))) return { url: external, started: false, stop: async () => {} };
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let spawnFailed = false;
  const spawnError = new Promise<never>((_, reject) =>
    child.once('error', (error: NodeJS.ErrnoException) => {
      spawnFailed = true;
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'No Redis for the tests: REDIS_URL is unset (or not answering) and there is no redis-server on ' +
                'the PATH. Install it (`apt-get install -y redis-server`) or set REDIS_URL.',
            )
          : error,
      );
    }),
  );
  try {
    await Promise.race([
      waitUntilAnswering(
        url,
        child,
        () => output,
        () => spawnFailed,
      ),
      spawnError,
    ]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, started: true, stop: () => stopChild(child) };
}

/** A prefix no other test file or app uses, for REDIS_KEY_PREFIX. */
export function uniqueKeyPrefix(label = 'test'): string {
  return `test:${label}:${randomUUID().slice(0, 8)}:`;
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  output: () => string,
  spawnFailed: () => boolean,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !spawnFailed()) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${output()}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
