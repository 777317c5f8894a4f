import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { ARTIFACTS_DIR } from './browser';

// Screenshot baselines (issue 22): each main screen at both widths in both themes, compared with the PNG
// committed under apps/client/e2e/visual-baselines. `npm run test:visual:update` rewrites them; every
// rewritten baseline is looked at before it is committed (docs/visual-checks.md).

export const BASELINES_DIR = resolve(__dirname, '../visual-baselines');
const FAILURES_DIR = join(ARTIFACTS_DIR, 'visual');
const updating = process.env['UPDATE_VISUAL_BASELINES'] === '1';

/**
 * How far a pixel's colour may move before it counts as different (pixelmatch's threshold, 0-1). Low: a muted
 * text token darkened by 6% must show (it did not at pixelmatch's default of 0.1).
 */
const PIXEL_THRESHOLD = 0.02;

/**
 * How many pixels may differ before a screen counts as changed. Two runs on this machine draw the same pixels
 * (0 differ), so this only absorbs a stray anti-aliased edge; one character changed is already more.
 */
export const MAX_DIFFERENT_PIXELS = 16;

export interface ScreenDifference {
  differentPixels: number;
  /** The two screens with the differing pixels marked in red. */
  diff: PNG;
}

/** Compares two PNGs pixel by pixel; null when their sizes differ (a screen that grew or shrank). */
export function compareScreens(actual: Buffer, baseline: Buffer): ScreenDifference | null {
  const [a, b] = [PNG.sync.read(actual), PNG.sync.read(baseline)];
  if (a.width !== b.width || a.height !== b.height) return null;
  const diff = new PNG({ width: a.width, height: a.height });
  const differentPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
  });
  return { differentPixels, diff };
}

/** How many captures a screen gets to hold still before the last one is compared as it is. */
const SETTLE_ATTEMPTS = 10;

/**
 * Captures the page once it draws the same pixels twice in a row, as Playwright's own toHaveScreenshot does: on
 * a cold, loaded machine the first frame of a new context may still be settling (web fonts, a button's
 * transition), and one early capture made a screen differ in thousands of pixels now and then.
 */
async function settledScreenshot(page: Page, options: Parameters<Page['screenshot']>[0]): Promise<Buffer> {
  // The white-label colours arrive with the app's config, after the first paint: on a cold machine a login
  // screen caught before them (its title and button in the default blue) held still for several frames.
  await page.locator('html[data-config-theme="applied"]').waitFor({ state: 'attached' });
  // Every declared face, not only those already asked for: document.fonts.ready alone resolves at once when
  // layout has not yet requested Literata.
  await page.evaluate(async () => {
    const loads: Array<Promise<unknown>> = [];
    document.fonts.forEach((face) => loads.push(face.load().catch(() => undefined)));
    await Promise.all(loads);
    await document.fonts.ready;
  });
  let previous = await page.screenshot(options);
  for (let attempt = 1; attempt < SETTLE_ATTEMPTS; attempt++) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const next = await page.screenshot(options);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

export interface ScreenOptions {
  /** The whole page rather than what the viewport shows (a list or a timeline longer than a screen). */
  fullPage?: boolean;
  /** Painted over: what differs by run, such as a share link's address. */
  mask?: Locator[];
}

/**
 * Screenshots the screen and holds it to the committed baseline `name`.png, or writes that baseline when
 * updating. A mismatch leaves the new screenshot and a diff image in tmp/e2e-artifacts/visual and fails.
 */
export async function expectScreen(
  page: Page,
  name: string,
  { fullPage = false, mask = [] }: ScreenOptions = {},
): Promise<void> {
  // A full-page capture draws the sticky header where the page is scrolled to: from the top, it is at the top.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const actual = await settledScreenshot(page, { animations: 'disabled', caret: 'hide', fullPage, mask });
  const baselinePath = join(BASELINES_DIR, `${name}.png`);
  if (updating) {
    mkdirSync(BASELINES_DIR, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  const fail = (why: string) => {
    mkdirSync(FAILURES_DIR, { recursive: true });
    writeFileSync(join(FAILURES_DIR, `${name}-actual.png`), actual);
    throw new Error(
      `Screen "${name}" ${why}. See ${FAILURES_DIR}; if the change is meant, run \`npm run test:visual:update\` and look at every baseline before committing it.`,
    );
  };
  if (!existsSync(baselinePath)) return fail('has no baseline');
  const difference = compareScreens(actual, readFileSync(baselinePath));
  if (!difference) return fail('changed size');
  if (difference.differentPixels > MAX_DIFFERENT_PIXELS) {
    mkdirSync(FAILURES_DIR, { recursive: true });
    writeFileSync(join(FAILURES_DIR, `${name}-diff.png`), PNG.sync.write(difference.diff));
    fail(`differs in ${difference.differentPixels} pixels (at most ${MAX_DIFFERENT_PIXELS} may)`);
  }
}
