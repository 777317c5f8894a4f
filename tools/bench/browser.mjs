// Shared by the browser rows (client-bundle, lcp): headless Chromium, the production client build, the
// baseline shell's build, and a small static server for the baselines.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { BENCH_DIR, ROOT } from './lib.mjs';

export const CLIENT_DIR = join(ROOT, 'dist/apps/client');
export const BASELINE_SHELL_DIR = join(BENCH_DIR, 'client-baseline');

/** Debian's Chromium as root in a container, with nothing phoning home (as the browser tests run it). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * The production client build (`nx run client:build`, from Nx's cache when nothing changed); returns the
 * server's extra environment. BENCH_CLIENT_DIR serves another build as is instead (an older commit's, for a
 * before figure).
 */
export function prepareClient() {
  if (process.env.BENCH_CLIENT_DIR) return { CLIENT_DIR: resolve(process.env.BENCH_CLIENT_DIR) };
  buildClient();
  return {};
}

function buildClient() {
  const build = spawnSync('npx', ['nx', 'run', 'client:build', '--outputStyle=static'], {
    cwd: ROOT,
    env: { ...process.env, NX_DAEMON: 'false', NODE_ENV: 'production' },
    // Build output goes to stderr: stdout holds the result lines alone.
    stdio: ['ignore', 2, 'inherit'],
  });
  if (build.status !== 0) throw new Error('nx run client:build failed');
}

/**
 * The baseline shell (tools/bench/client-baseline: React, the router, Apollo Client, a login form) built by
 * vite for production with the client's React plugin, into tmp/bench/client-baseline.
 */
export async function buildBaselineShell() {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await build({
    configFile: false,
    root: join(ROOT, 'tools/bench/client-baseline'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: BASELINE_SHELL_DIR, emptyOutDir: true },
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * A static server for a baseline's files on 127.0.0.1, compressing as the app's server does (brotli, else
 * gzip, files read and compressed once, before the first request is timed). `/` serves index.html.
 */
export function serveStatic(dir) {
  const cache = new Map();
  const load = (path) => {
    if (!cache.has(path)) {
      const body = readFileSync(path);
      cache.set(path, {
        body,
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
      });
    }
    return cache.get(path);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const path = resolve(dir, normalize(`.${url.pathname === '/' ? '/index.html' : url.pathname}`));
    if (!path.startsWith(resolve(dir)) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const file = load(path);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(encoding ? file[encoding] : file.body);
  });
  return new Promise((resolveServer) =>
    server.listen(0, '127.0.0.1', () =>
      resolveServer({
        baseUrl: `http://127.0.0.1:${server.address().port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}
