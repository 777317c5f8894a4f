import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newUsername, registerAndLogin } from './support/accounts';
import {
  launchBrowser,
  openRoute,
  openSteadyContext,
  screenshot,
  seriousAxeViolations,
  THEMES,
  VIEWPORT_NAMES,
  type ViewportName,
} from './support/browser';

// The installable app (issue 25, decision 0180): the manifest and icons from the white-label config, the
// service worker that opens the app with no connection, what the app says offline, and a new version offered
// for a reload.

// The worker as the build wrote it, served by the e2e server from the build folder.
const SERVICE_WORKER_FILE = resolve(__dirname, '../../../dist/apps/client/sw.js');

const NEEDS_SERVER = [
  'Calendar',
  'Reviews',
  'Search',
  'Ask your journal',
  'Shared links',
  'Access tokens',
  'Export and import',
  'Profile',
];
const WORKS_OFFLINE = ['Family Memories', 'History', 'Appearance', 'Start New', 'Logout'];
const OFFLINE = "You're offline. What you write is kept and sent when you're back online.";
const OFFLINE_SIGNED_OUT = "You're offline. You can log in once you're back online.";
const NEW_VERSION = 'A new version of Flexi is ready.';

/** Waits until an activated service worker controls the page (the first one claims the page that installed it). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Opens the home view's menu; answers each entry's aria-disabled and description, by its label. */
async function readMenu(
  page: Page,
): Promise<Record<string, { disabled: string | null; description: string }>> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menu').waitFor();
  return page.getByRole('menuitem').evaluateAll((items) =>
    Object.fromEntries(
      items.map((item) => [
        item.childNodes[0]?.textContent?.trim() ?? '',
        {
          disabled: item.getAttribute('aria-disabled'),
          description:
            document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        },
      ]),
    ),
  );
}

/** Screenshots of the page as it is, in the light theme and then the dark. */
async function screenshotBothThemes(page: Page, name: string, viewport: ViewportName): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, `${name}-${theme}`, viewport, { fullPage: false });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe.each(VIEWPORT_NAMES)('installable app (%s)', (viewport) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  beforeEach(async () => {
    // CSP bypassed for axe-core's inline script; the worker is served and registered as always.
    context = await openSteadyContext(browser, viewport, 'light', { bypassCsp: true });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
  });

  it('should link a manifest built from the config, with icons that load, and register a worker that controls the page after a reload', async () => {
    await openRoute(page, '/login');

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(
      (url) => fetch(url).then((response) => response.json() as Promise<unknown>),
      manifestUrl ?? '',
    );
    expect(manifest).toMatchObject({
      name: 'Flexi: your guided memory journal',
      short_name: 'Flexi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#4A90E2',
      background_color: '#F7F9FC',
    });
    const icons = [
      ...(manifest as { icons: Array<{ src: string }> }).icons.map((icon) => icon.src),
      (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
    ];
    const loaded = await page.evaluate(
      (sources) =>
        Promise.all(
          sources.map(
            (src) =>
              new Promise<string>((done) => {
                const image = new Image();
                image.onload = () => done(`${src} ${image.naturalWidth}x${image.naturalHeight}`);
                image.onerror = () => done(`${src} failed`);
                image.src = src;
              }),
          ),
        ),
      icons,
    );
    expect(loaded).toEqual([
      '/icons/icon-192.png 192x192',
      '/icons/icon-512.png 512x512',
      '/icons/icon-maskable-512.png 512x512',
      '/icons/apple-touch-icon.png 180x180',
    ]);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#4A90E2');

    await waitForWorker(page);
    await page.reload();
    await page.locator('main h1').first().waitFor();

    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(worker).toMatch(/\/sw\.js$/);
  });

  it('should open offline from the precache, say so, and say which menu entries need a connection (accessibility checked)', async () => {
    const username = newUsername('e2e_offline', viewport);
    await registerAndLogin(page, username);
    await waitForWorker(page);

    await context.setOffline(true);
    const reloaded = await page.reload();

    // The document came from the worker: with no connection, nothing else could have answered.
    expect(reloaded?.fromServiceWorker()).toBe(true);
    const banner = page.getByRole('status').filter({ hasText: OFFLINE });
    await banner.waitFor();
    await page.locator('.app-header__name').getByText('Flexi').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothThemes(page, 'offline-home', viewport);

    const menu = await readMenu(page);
    for (const name of NEEDS_SERVER) {
      expect([name, menu[name]]).toEqual([name, { disabled: 'true', description: 'Needs a connection' }]);
    }
    for (const name of WORKS_OFFLINE) {
      expect([name, menu[name]?.disabled]).toEqual([name, null]);
    }
    // Reachable from the keyboard, and chosen: nothing opens, and the menu stays with its reason in view.
    await page.getByRole('menuitem', { name: 'Search' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await seriousAxeViolations(page, '[role="menu"]')).toEqual([]);
    await screenshotBothThemes(page, 'offline-menu', viewport);
    await page.keyboard.press('Escape');

    // Signed out, the login page opens offline too.
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await page.goto(page.url().replace(/#.*$/, '#/login'));
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const signedOutBanner = page.getByRole('status').filter({ hasText: OFFLINE_SIGNED_OUT });
    await signedOutBanner.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothThemes(page, 'offline-login', viewport);

    // Back online: the banner goes.
    await context.setOffline(false);
    await signedOutBanner.waitFor({ state: 'detached' });
  });

  it('should offer a new version once it is deployed, and reload into it only when asked', async () => {
    const original = readFileSync(SERVICE_WORKER_FILE, 'utf8');
    try {
      const username = newUsername('e2e_update', viewport);
      await registerAndLogin(page, username);
      await waitForWorker(page);
      expect(await page.getByText(NEW_VERSION).count()).toBe(0);

      // A deploy: a worker whose build no longer holds this page's entry script (the same file under another
      // name, so that it still installs).
      const entry = await page.evaluate(() =>
        new URL(
          document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
        ).pathname.slice(1),
      );
      const next = original.replace(`"url":"${entry}"`, `"url":"${entry}?next-build"`);
      expect(next).not.toBe(original);
      writeFileSync(SERVICE_WORKER_FILE, next);
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );

      const notice = page.getByRole('status').filter({ hasText: NEW_VERSION });
      await notice.waitFor();
      // Nothing reloads by itself: the writer may be in the middle of something.
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshotBothThemes(page, 'update-notice', viewport);

      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
      await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();

      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
      expect(await page.getByText(NEW_VERSION).count()).toBe(0);
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting ?? null),
        ),
      ).toBeNull();
    } finally {
      writeFileSync(SERVICE_WORKER_FILE, original);
    }
  });
});
