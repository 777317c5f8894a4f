#!/usr/bin/env node
// Row "second npm start to ready; idle RSS": runs the full `npm start` (its prestart asks Nx to build the
// server and the client, which must be cache hits when nothing changed; then the built server starts its
// embedded PostgreSQL in a data directory kept between runs, checks migrations and listens) until /health/ready
// answers 200, then reads the server process's RSS 5 s and IDLE_S (30) s into the idle, and stops it. The
// first start (initialising the cluster, running every migration) is not measured. Also timed in turn, in the
// same run: the built server alone (`node main.js`, no Nx) and the baseline, a bare node:http server answering
// its first request; and `npm run prestart` alone (the Nx step). One JSON line.
/* global fetch, performance */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, readdirSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BENCH_DIR,
  emit,
  intVar,
  JWT_SECRET,
  percentile,
  progress,
  ROOT,
  runRow,
  SERVER_MAIN,
} from './lib.mjs';
import { procStat, rssMb } from './proc.mjs';
import { freePort } from '../lib/free-port.mjs';

const RUNS = intVar('BENCH_RUNS', 5);
// Idle RSS is read once the server has settled: V8 keeps the young generation start-up grew (about 30 MB)
// until its memory reducer runs, about 25 s into the idle. The RSS 5 s after ready is printed too.
const IDLE_S = intVar('BENCH_IDLE_S', 30);
const EARLY_S = 5;
const TARGET_START_MS = 3_000;
const TARGET_RSS_MB = 120;
const DATA_DIR = join(BENCH_DIR, 'startup-data');

/** The node process running the built server's main.js in the process group `pgid` (npm's children). */
function serverPid(pgid) {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = procStat(name);
    if (fields === null || Number(fields[2]) !== pgid) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      // npm runs `sh -c "node …/main.js"`: the shell's arguments end the same way, its program is not node.
      if (/(^|\/)node$/.test(cmdline[0]) && cmdline[1]?.endsWith('apps/server/src/main.js'))
        return Number(name);
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}

/**
 * Starts `command args` in a process group of its own, waits until `url` answers 200; resolves with the time
 * taken, the group's id and how to stop the whole group (SIGTERM to the group this row started, by its id).
 */
async function startAndWait(command, args, env, url) {
  const start = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (part) => (stderr += part));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`${command} ${args.join(' ')} exited before it was ready:\n${stderr}`);
    if (performance.now() - start > 120_000) {
      process.kill(-child.pid, 'SIGTERM');
      throw new Error(`${command} ${args.join(' ')} was not ready within 120 s`);
    }
    try {
      if ((await fetch(url)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - start;
  return {
    ms,
    pgid: child.pid,
    stop: async () => {
      if (!ended) process.kill(-child.pid, 'SIGTERM');
      await exited;
      // npm exits before its children: wait until the server of this group is gone too.
      while (serverPid(child.pid) !== null) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** How long `command args` takes to exit (successfully), in ms. */
async function timeCommand(command, args, env) {
  const start = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'ignore' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  return performance.now() - start;
}

async function serverEnv() {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NX_DAEMON: 'false',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR,
    JWT_SECRET,
  };
  return { env, url: `http://127.0.0.1:${port}/health/ready` };
}

const BARE = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

await runRow(async (onStop) => {
  mkdirSync(DATA_DIR, { recursive: true });
  let running;
  onStop(async () => running?.stop());
  progress('startup: a first npm start (cluster, migrations, build cache), not measured');
  {
    const { env, url } = await serverEnv();
    running = await startAndWait('npm', ['start', '--silent'], env, url);
    await running.stop();
  }
  const npmStart = [];
  const prestart = [];
  const serverOnly = [];
  const bare = [];
  const rss = [];
  const early = [];
  for (let run = 0; run < RUNS; run += 1) {
    progress(`startup: run ${run + 1} of ${RUNS}`);
    const viaNpm = await serverEnv();
    running = await startAndWait('npm', ['start', '--silent'], viaNpm.env, viaNpm.url);
    npmStart.push(running.ms);
    await new Promise((resolve) => setTimeout(resolve, EARLY_S * 1000));
    early.push(rssMb(serverPid(running.pgid)));
    await new Promise((resolve) => setTimeout(resolve, (IDLE_S - EARLY_S) * 1000));
    rss.push(rssMb(serverPid(running.pgid)));
    await running.stop();

    prestart.push(await timeCommand('npm', ['run', '--silent', 'prestart'], viaNpm.env));

    const direct = await serverEnv();
    running = await startAndWait(process.execPath, [SERVER_MAIN], direct.env, direct.url);
    serverOnly.push(running.ms);
    await running.stop();

    const baseline = await serverEnv();
    running = await startAndWait(
      process.execPath,
      ['-e', BARE],
      baseline.env,
      baseline.url.replace('/health/ready', '/'),
    );
    bare.push(running.ms);
    await running.stop();
  }
  running = undefined;
  const startP50 = percentile(npmStart, 50);
  const rssP50 = percentile(rss, 50);
  emit({
    bench: 'startup',
    case: 'second npm start to ready; idle RSS',
    app: { p50: startP50, max: Math.max(...npmStart.map((ms) => Math.round(ms))) },
    prestart: { p50: percentile(prestart, 50) },
    serverOnly: { p50: percentile(serverOnly, 50) },
    baseline: { p50: percentile(bare, 50) },
    ratio: Math.round((startP50 / percentile(bare, 50)) * 10) / 10,
    idleRssMb: { p50: rssP50, max: Math.max(...rss) },
    rssSoonAfterReadyMb: { p50: percentile(early, 50), max: Math.max(...early), seconds: EARLY_S },
    target: `npm start <= ${TARGET_START_MS} ms; idle RSS <= ${TARGET_RSS_MB} MB`,
    met: startP50 <= TARGET_START_MS && rssP50 <= TARGET_RSS_MB,
    runs: RUNS,
    idleSeconds: IDLE_S,
    loadavg: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
  });
});
