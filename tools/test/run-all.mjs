#!/usr/bin/env node
// `npm test`: every check the project has, in order, then one summary line.
// Steps keep running after a failure so one run shows everything that is wrong; the exit code says if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS = 'tmp/test-results';
const nx = (...args) => ['npx', ['nx', ...args, '--outputStyle=static']];

const BROWSER_STEP = 'browser tests (Chromium)';

const steps = [
  { name: 'formatting (prettier)', command: ['npx', ['prettier', '--check', '--log-level=warn', '.']] },
  { name: 'lint, typecheck and unit tests', command: nx('run-many', '-t', 'lint', 'typecheck', 'test') },
  { name: 'server integration tests (real PostgreSQL)', command: nx('run', 'server:test:integration') },
  // Skipped, saying so in its last lines, when no Chromium is found (a failure with CI=true).
  { name: BROWSER_STEP, command: nx('run', 'client:test:e2e') },
];

rmSync(RESULTS, { recursive: true, force: true });
const failed = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const [cmd, args] = step.command;
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (result.status !== 0) failed.push(step.name);
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
if (existsSync(RESULTS)) {
  for (const file of readdirSync(RESULTS).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(RESULTS, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failedTests += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

console.log('');
for (const name of failed) console.log(`FAILED step: ${name}`);
// The e2e runner exits 0 without a report only when it found no browser (outside CI).
if (!failed.includes(BROWSER_STEP) && !existsSync(join(RESULTS, 'client-e2e.json'))) {
  console.log(
    "browser tests: NOT RUN (no Chromium found). Install Debian's `chromium` or set CHROMIUM_PATH to run them.",
  );
}
console.log(`tests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed.length > 0 || failedTests > 0 ? 1 : 0);
