#!/usr/bin/env node
// `npm test`: every check the project has, then one summary line.
// Steps keep running after a failure so one run shows everything that is wrong; the exit code says if any failed.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const RESULTS = 'tmp/test-results';
const LOGS = 'tmp/test-logs';
const nx = (...args) => ['npx', ['nx', ...args, '--outputStyle=static']];
const env = { ...process.env, NX_DAEMON: 'false' };

const BROWSER_STEP = 'browser tests (Chromium)';
const BUILD_STEP = 'build (server and client)';

const steps = [
  { name: 'formatting (prettier)', command: ['npx', ['prettier', '--check', '--log-level=warn', '.']] },
  { name: 'lint, typecheck and unit tests', command: nx('run-many', '-t', 'lint', 'typecheck', 'test') },
  // The scripts of tools/ (benchmarks, test runners, code generation) belong to no Nx project: linted here, so
  // that a script referring to a name it no longer has fails now, not when it is next run.
  { name: 'lint (tools)', command: ['npx', ['eslint', 'tools/**/*.{js,mjs,cjs}']] },
  { name: BUILD_STEP, command: nx('run-many', '-t', 'build', '-p', 'server', 'client') },
];

// The integration tests and the browser tests each keep about one of two cores busy, and share nothing (each
// starts its own PostgreSQL on a free port): run side by side on the build above, they take the time of the
// longer one. Their output goes to a log each, printed whole when it ends, so the two never interleave.
const sideBySide = [
  {
    name: 'server integration tests (real PostgreSQL)',
    command: nx('run', 'server:test:integration', '--exclude-task-dependencies'),
    log: 'integration.log',
  },
  // Skipped, saying so in its last lines, when no Chromium is found (a failure with CI=true).
  {
    name: BROWSER_STEP,
    command: nx('run', 'client:test:e2e'),
    log: 'browser.log',
    env: { E2E_BUILT: 'true' },
  },
];

/** Runs a step into its log; prints the log when it ends and resolves to whether it passed. */
function runLogged(step) {
  const path = join(LOGS, step.log);
  const out = createWriteStream(path);
  const [cmd, args] = step.command;
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...step.env } });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolveStep) =>
    child.on('close', (code) =>
      out.end(() => {
        console.log(`\n=== ${step.name} (from ${path})`);
        console.log(readFileSync(path, 'utf8'));
        resolveStep(code === 0);
      }),
    ),
  );
}

/** "file › test name" for each failed test in a Jest or Vitest JSON report (both share this shape). */
function namesOfFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const where = relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed to run at all (a syntax error, a failed beforeAll) has no failed assertion to name.
    if (failedTests.length === 0 && file.status === 'failed') return [`${where} (the file failed to run)`];
    return failedTests.map((test) => `${where} › ${test.fullName ?? test.title}`);
  });
}

rmSync(RESULTS, { recursive: true, force: true });
rmSync(LOGS, { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });
const failed = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const [cmd, args] = step.command;
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) failed.push(step.name);
}
if (failed.includes(BUILD_STEP)) {
  console.log('\nThe build failed: the integration and browser tests were not run.');
  failed.push(...sideBySide.map((step) => step.name));
} else {
  const names = sideBySide.map((step) => `${step.name} (log: ${join(LOGS, step.log)})`);
  console.log(`\n=== side by side: ${names.join(' and ')}`);
  const passed = await Promise.all(sideBySide.map(runLogged));
  sideBySide.forEach((step, i) => passed[i] || failed.push(step.name));
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
const failedNames = [];
if (existsSync(RESULTS)) {
  for (const file of readdirSync(RESULTS).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(RESULTS, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failedTests += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    failedNames.push(...namesOfFailures(report));
  }
}

console.log('');
// Named last, beside the totals: a CI log is often read from its tail only.
for (const name of failedNames) console.log(`FAILED test: ${name}`);
for (const name of failed) console.log(`FAILED step: ${name}`);
// The e2e runner exits 0 without a report only when it found no browser (outside CI).
if (!failed.includes(BROWSER_STEP) && !existsSync(join(RESULTS, 'client-e2e.json'))) {
  console.log(
    "browser tests: NOT RUN (no Chromium found). Install Debian's `chromium` or set CHROMIUM_PATH to run them.",
  );
}
console.log(`tests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed.length > 0 || failedTests > 0 ? 1 : 0);
