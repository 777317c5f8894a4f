#!/usr/bin/env node
// Bench row "LCP in Chromium on localhost": Largest Contentful Paint of the production client served by the
// built server, for the login page and for the home page of a logged-in user, against a static page (a heading
// and a paragraph, tools/bench/lcp-baseline) served on localhost in the same run. Every load is cold (a new
// browser context: empty cache, no connection kept), and the three pages take turns run by run.
// BENCH_RUNS (15) loads of each; p50 and p95 in ms.
import { join } from 'node:path';
import { launchChromium, prepareClient, serveStatic } from './browser.mjs';
import {
  ensureUser,
  emit,
  intVar,
  openBenchDatabase,
  percentile,
  progress,
  ROOT,
  runRow,
  startServer,
} from './lib.mjs';

const RUNS = intVar('BENCH_RUNS', 15);
const TARGETS = { login: 400, home: 500 };
const USERNAME = 'bench_lcp';
const VIEWPORT = { width: 1280, height: 800 };

/* global window, PerformanceObserver, requestAnimationFrame -- evaluated in the page */
// The page's LCP candidates, recorded from the start of navigation (buffered); the last one is its LCP.
const OBSERVE_LCP = () => {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** One cold load of `url` (with `token` in localStorage when given); resolves with its LCP in ms. */
async function measureLcp(browser, url, { token, ready }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (token) {
      await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    }
    await context.addInitScript(OBSERVE_LCP);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(ready, { state: 'visible' });
    // Let a paint after the last response land before reading the entries.
    await page.evaluate(
      () => new Promise((resolveFrame) => requestAnimationFrame(() => setTimeout(resolveFrame, 50))),
    );
    const candidates = await page.evaluate(() => window.__lcp);
    if (candidates.length === 0) throw new Error(`No LCP entry for ${url}`);
    return candidates[candidates.length - 1];
  } finally {
    await context.close();
  }
}

await runRow(async (onCleanup) => {
  progress('building the client (nx run client:build)');
  const clientEnv = prepareClient();
  const database = await openBenchDatabase();
  onCleanup(database.stop);
  const server = await startServer('lcp', database.url, clientEnv);
  onCleanup(server.stop);
  const { token } = await ensureUser(server.baseUrl, database.url, USERNAME);
  const staticPage = await serveStatic(join(ROOT, 'tools/bench/lcp-baseline'));
  onCleanup(staticPage.stop);
  const browser = await launchChromium();
  onCleanup(() => browser.close());

  const pages = {
    static: () => measureLcp(browser, `${staticPage.baseUrl}/`, { ready: 'h1' }),
    login: () => measureLcp(browser, `${server.baseUrl}/#/login`, { ready: 'form button[type="submit"]' }),
    home: () => measureLcp(browser, `${server.baseUrl}/#/`, { token, ready: '.home-view' }),
  };
  // One warm-up load of each (the server's first answers, Chromium's own start), not timed.
  for (const load of Object.values(pages)) await load();
  const times = { static: [], login: [], home: [] };
  const order = Object.keys(pages);
  for (let run = 0; run < RUNS; run += 1) {
    progress(`run ${run + 1}/${RUNS}`);
    // The pages take turns, starting with a different one each run.
    for (let i = 0; i < order.length; i += 1) {
      const name = order[(run + i) % order.length];
      times[name].push(await pages[name]());
    }
  }

  const baseline = { p50: percentile(times.static, 50), p95: percentile(times.static, 95) };
  for (const name of ['login', 'home']) {
    const app = { p50: percentile(times[name], 50), p95: percentile(times[name], 95) };
    emit({
      bench: 'lcp',
      case: name,
      app,
      baseline,
      // The app's p50 over the static page's (lower is better: 1 would be as fast as a static page).
      ratio: Math.round((app.p50 / baseline.p50) * 100) / 100,
      runs: RUNS,
      target: `p50<=${TARGETS[name]}ms`,
      met: app.p50 <= TARGETS[name],
    });
  }
});
