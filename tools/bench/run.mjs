#!/usr/bin/env node
// `npm run bench [row...]`: builds the server, then runs the rows one after the other (each prints its JSON
// lines on stdout). Not part of `npm test`: the search row alone seeds a million entries the first time.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const ROWS = {
  search: 'search.mjs',
  'looking-back': 'looking-back.mjs',
  memory: 'memory.mjs',
  'conversations-list': 'conversations-list.mjs',
  'first-token': 'first-token.mjs',
  startup: 'startup.mjs',
  'mixed-load': 'mixed-load.mjs',
  'client-bundle': 'client-bundle.mjs',
  lcp: 'lcp.mjs',
};

const asked = process.argv.slice(2);
const unknown = asked.filter((row) => !(row in ROWS));
if (unknown.length > 0) {
  console.error(`Unknown row(s): ${unknown.join(', ')}. Rows: ${Object.keys(ROWS).join(', ')}`);
  process.exit(2);
}

const env = { ...process.env, NX_DAEMON: 'false' };
const build = spawnSync('npx', ['nx', 'run', 'server:build', '--outputStyle=static'], {
  cwd: ROOT,
  env,
  // The build's output goes to stderr, so stdout holds the result lines alone.
  stdio: ['ignore', 2, 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = false;
for (const row of asked.length > 0 ? asked : Object.keys(ROWS)) {
  const result = spawnSync(process.execPath, [join(ROOT, 'tools/bench', ROWS[row])], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
