#!/usr/bin/env node
// Bench row "Login page: JS + CSS it loads": the production client served by the built server, the login page
// opened in headless Chromium until the network is idle; every script and stylesheet it loaded is summed as
// sent (encoded bytes on the wire) and gzipped (-9, the measure). The baseline, in the same run: the
// smallest app on the same stack (tools/bench/client-baseline: React, the router, Apollo Client, a login form)
// built by vite and loaded the same way. Also checks what the server sends: brotli to Chromium, gzip to a
// client that asks only for gzip, hashed assets `immutable`, index.html `no-cache`.
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  BASELINE_SHELL_DIR,
  buildBaselineShell,
  launchChromium,
  prepareClient,
  serveStatic,
} from './browser.mjs';
import { emit, openBenchDatabase, progress, runRow, startServer } from './lib.mjs';

const TARGET_KB = 170;
const COMPRESSION_THRESHOLD = 1024;
const kB = (bytes) => Math.round(bytes / 100) / 10;

/** Opens `url` in a fresh context (empty cache) and returns each script and stylesheet it loaded. */
async function loadPage(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const [body, sizes, headers] = await Promise.all([
            response.body(),
            response.request().sizes(),
            response.allHeaders(),
          ]);
          return {
            url: response.url(),
            wire: sizes.responseBodySize,
            size: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: headers['content-encoding'] ?? 'identity',
            cacheControl: headers['cache-control'] ?? '',
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

const total = (files, key) => files.reduce((sum, file) => sum + file[key], 0);

/** The headers the server answers `url` with when the client accepts only `acceptEncoding`. */
function headersFor(url, acceptEncoding) {
  return new Promise((resolveHeaders, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      response.resume();
      resolveHeaders(response.headers);
    });
    req.on('error', reject);
    req.end();
  });
}

await runRow(async (onCleanup) => {
  progress('building the client (nx run client:build) and the baseline shell (vite)');
  const clientEnv = prepareClient();
  await buildBaselineShell();
  const database = await openBenchDatabase();
  onCleanup(database.stop);
  const server = await startServer('client-bundle', database.url, clientEnv);
  onCleanup(server.stop);
  const baseline = await serveStatic(BASELINE_SHELL_DIR);
  onCleanup(baseline.stop);
  const browser = await launchChromium();
  onCleanup(() => browser.close());

  progress('loading the login page and the baseline shell');
  const appFiles = await loadPage(browser, `${server.baseUrl}/#/login`);
  const baselineFiles = await loadPage(browser, `${baseline.baseUrl}/#/login`);

  const assets = appFiles.filter((file) => new URL(file.url).pathname.startsWith('/assets/'));
  // Files under 1 KB are sent as they are (vite.config.ts's compression threshold: nothing to gain).
  const compressible = appFiles.filter((file) => file.size >= COMPRESSION_THRESHOLD);
  const brotli = compressible.every((file) => file.encoding === 'br');
  const gzipHeaders = await Promise.all(compressible.map((file) => headersFor(file.url, 'gzip')));
  const gzip = gzipHeaders.every((headers) => headers['content-encoding'] === 'gzip');
  const assetsImmutable =
    assets.length === appFiles.length && assets.every((file) => /\bimmutable\b/.test(file.cacheControl));
  const indexHeaders = await headersFor(`${server.baseUrl}/`, 'br');
  const indexNoCache = indexHeaders['cache-control'] === 'no-cache';

  const app = {
    gzipKB: kB(total(appFiles, 'gzip')),
    wireKB: kB(total(appFiles, 'wire')),
    files: appFiles.length,
  };
  const base = {
    gzipKB: kB(total(baselineFiles, 'gzip')),
    wireKB: kB(total(baselineFiles, 'wire')),
    files: baselineFiles.length,
  };
  emit({
    bench: 'client-bundle',
    case: 'login-page',
    app,
    baseline: base,
    // The app's gzip size over the baseline's (lower is better: 1 would be the stack alone).
    ratio: Math.round((app.gzipKB / base.gzipKB) * 100) / 100,
    served: {
      brotli,
      gzip,
      compressible: compressible.length,
      index: indexHeaders['content-encoding'] ?? 'identity',
    },
    cache: { assetsImmutable, indexNoCache },
    target: `<=${TARGET_KB}KB gz, served br/gzip, hashed assets immutable, index.html no-cache`,
    met: app.gzipKB <= TARGET_KB && brotli && gzip && assetsImmutable && indexNoCache,
  });
});
