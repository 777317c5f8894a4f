import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * Flags for Debian's Chromium as root in a container, with nothing phoning home. The microphone is Chromium's
 * fake device (a steady beep), granted without a prompt, for voice entries; no other test asks for it.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export const ARTIFACTS_DIR = resolve(__dirname, '../../../../tmp/e2e-artifacts');

/** The running app's origin, set by tools/e2e/run-e2e.mjs. */
export function baseUrl(): string {
  const url = process.env['BASE_URL'];
  if (!url) throw new Error('BASE_URL is not set: run the browser tests with `npx nx run client:test:e2e`');
  return url.replace(/\/$/, '');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * A fresh context (empty localStorage, so no token) at the viewport's size. `bypassCsp` lets axe-core be
 * injected as an inline script, which the server's Content-Security-Policy (script-src 'self') rightly refuses.
 */
export function openContext(
  browser: Browser,
  viewport: ViewportName,
  options: { bypassCsp?: boolean } = {},
): Promise<BrowserContext> {
  const phone = viewport === 'phone';
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: phone,
    hasTouch: phone,
    bypassCSP: options.bypassCsp ?? false,
  });
}

/**
 * Opens a hash route of the client, e.g. `/login`, and waits for the app to render into #root; `origin` is
 * another server's (a second one started by a test), the run's own by default.
 */
export async function openRoute(page: Page, route: string, origin = baseUrl()): Promise<void> {
  await page.goto(`${origin}/#${route}`);
  await page.locator('main h1').first().waitFor();
}

/**
 * Saves a screenshot to tmp/e2e-artifacts/<name>-<viewport>.png and returns its path: the full page, or with
 * `fullPage: false` what is in the viewport (a long conversation's page is many screens tall).
 */
export async function screenshot(
  page: Page,
  name: string,
  viewport: ViewportName,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}-${viewport}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (opened with `bypassCsp`) and returns its serious and critical violations, one line
 * per node: in the whole document, or in the part `within` selects (an open menu, while Radix hides the rest).
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async (selector) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(selector ?? document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  }, within);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Registers the hooks every browser test file needs: one Chromium for the file, a fresh context and page for
 * each test (closed after it), handed to `onPage`. Tests whose name mentions "accessibility" get the page's CSP
 * bypassed, because axe is injected as an inline script; every other test runs under the real CSP.
 */
export function openPagePerTest(viewport: ViewportName, onPage: (page: Page) => void): void {
  let browser: Browser | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    const isAxeTest = expect.getState().currentTestName?.includes('accessibility') ?? false;
    const context = await openContext(browser as Browser, viewport, { bypassCsp: isAxeTest });
    page = await context.newPage();
    onPage(page);
  });

  afterEach(async () => {
    await page?.context().close();
  });
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * A fresh context that draws the same in every run, for screens compared or looked at by theme: the theme
 * given, UTC, en-US and reduced motion. `bypassCsp` for a test that injects axe-core (an inline script the
 * server's CSP rightly refuses).
 */
export function openSteadyContext(
  browser: Browser,
  viewport: ViewportName,
  theme: Theme,
  { bypassCsp = false }: { bypassCsp?: boolean } = {},
): Promise<BrowserContext> {
  const phone = viewport === 'phone';
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: phone,
    hasTouch: phone,
    colorScheme: theme,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    bypassCSP: bypassCsp,
  });
}
