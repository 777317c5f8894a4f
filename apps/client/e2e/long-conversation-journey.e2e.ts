import type { Page } from 'playwright-core';
import {
  openPagePerTest,
  openRoute,
  screenshot,
  seriousAxeViolations,
  VIEWPORT_NAMES,
} from './support/browser';
import { newUsername, registerAndLogin } from './support/accounts';
import { graphqlAsUser as graphql, openMenuItem, startConversationAndWait } from './support/journey';

// A long conversation (the opening and 150 more entries) opens at its newest 50; scrolling up loads the
// older ones above without moving what is being read; a search result far back opens at its entry.

const SEEDED = 150;
const PAGE = 50;
// Written once, in an entry far from the newest page, for the search.
const RARE_WORD = 'quillwort';
const RARE_AT = 8;

/** Adds `count` entries after the opening through the API: notes, and every tenth a message with its reply. */
async function seedEntries(page: Page, conversationId: string, count = SEEDED): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const words =
      i === RARE_AT ? `Entry ${i}: the ${RARE_WORD} by the pond.` : `Entry ${i} of the long summer.`;
    if (i % 10 === 0) {
      await graphql(
        page,
        'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
        { input: { conversationId, message: words } },
      );
    } else {
      await graphql(page, 'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }', {
        input: { conversationId, content: words },
      });
    }
  }
}

/** How many entries the timeline shows. */
const shownEntries = (page: Page) => page.locator('.journey-messages [data-entry-id]').count();

/**
 * Scrolls to the very top and, in the same task (before the app can react), reads the first entry's id and
 * where it is in the viewport: the entry being read when the older page starts loading.
 */
function scrollToTopAndRead(page: Page): Promise<{ id: string; top: number }> {
  return page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const first = document.querySelector<HTMLElement>('.journey-messages [data-entry-id]');
    if (!first) throw new Error('no entries');
    return { id: first.dataset['entryId'] ?? '', top: first.getBoundingClientRect().top };
  });
}

const topOf = (page: Page, entryId: string) =>
  page.evaluate(
    (id) => document.querySelector(`[data-entry-id="${id}"]`)?.getBoundingClientRect().top ?? Number.NaN,
    entryId,
  );

describe.each(VIEWPORT_NAMES)('long conversations (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should open at the newest entries, load older ones above on scrolling up without a jump, and open a search result far back at its entry', async () => {
    await registerAndLogin(page, newUsername('e2e_long', viewport));
    await startConversationAndWait(page, { projectName: 'The long summer' });
    await page.waitForURL(/#\/conversation\/[0-9a-f-]+$/);
    const conversationId = page.url().split('/').pop() ?? '';
    await seedEntries(page, conversationId);

    // Opened again: the newest page, at its end (where the message box is).
    await page.reload();
    await page.getByText(`Entry ${SEEDED} of the long summer.`).first().waitFor();
    expect(await shownEntries(page)).toBe(PAGE);
    expect(await page.getByText('Entry 100 of the long summer.').count()).toBe(0);
    expect(await page.getByLabel('Message').isVisible()).toBe(true);

    // Up to the top: the older page goes in above, and the entry being read stays where it was. The page is
    // held back a moment so the loading state can be seen.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('JourneyOlderEntries')) await page.waitForTimeout(1_500);
      await route.continue();
    });
    const before = await scrollToTopAndRead(page);
    await page.getByRole('status').filter({ hasText: 'Loading earlier entries…' }).waitFor();
    await screenshot(page, 'long-conversation-loading', viewport, { fullPage: false });
    await page.waitForFunction(
      (count) => document.querySelectorAll('.journey-messages [data-entry-id]').length > count,
      PAGE,
    );
    // Two frames, so anything that would move the view after the insertion has happened.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(Math.abs((await topOf(page, before.id)) - before.top)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
    expect(await shownEntries(page)).toBe(2 * PAGE);
    await screenshot(page, 'long-conversation-older-loaded', viewport, { fullPage: false });
    await page.unroute('**/graphql');

    // On up to the start: the opening first, and nothing said about loading any more.
    for (let i = 0; i < 5 && (await shownEntries(page)) < SEEDED + 1; i++) {
      const shown = await shownEntries(page);
      await scrollToTopAndRead(page);
      await page.waitForFunction(
        (count) => document.querySelectorAll('.journey-messages [data-entry-id]').length > count,
        shown,
      );
    }
    expect(await shownEntries(page)).toBe(SEEDED + 1);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await page.getByRole('button', { name: 'Load earlier entries' }).count()).toBe(0);
    expect(await page.getByText('Loading earlier entries…').count()).toBe(0);
    await screenshot(page, 'long-conversation-start', viewport, { fullPage: false });

    // From the start page of a fresh load (nothing cached), a search result 143 entries back from the newest:
    // the conversation opens at it.
    await openRoute(page, '/');
    await page.reload();
    await openMenuItem(page, 'Search');
    const dialog = page.getByRole('dialog', { name: 'Search Conversations' });
    await dialog.getByLabel('Search').fill(RARE_WORD);
    await dialog
      .getByRole('button', { name: new RegExp(RARE_WORD) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`#/conversation/${conversationId}\\?search=${RARE_WORD}.*entry=`));

    const match = page.locator('.journey-match');
    await match.waitFor({ timeout: 12_000 });
    expect(await match.textContent()).toContain(RARE_WORD);
    // Scrolled to smoothly (a long way: the whole conversation is above the newest page), then left there.
    const inView = () =>
      page.evaluate(() => {
        const rect = document.querySelector('.journey-match')?.getBoundingClientRect();
        return Boolean(rect && rect.top >= 0 && rect.bottom <= window.innerHeight);
      });
    await page.waitForFunction(() => {
      const rect = document.querySelector('.journey-match')?.getBoundingClientRect();
      return Boolean(rect && rect.top >= 0 && rect.bottom <= window.innerHeight);
    });
    await page.waitForTimeout(1_500);
    expect(await inView()).toBe(true);
    await screenshot(page, 'long-conversation-search-match', viewport, { fullPage: false });
  });

  it('should have no serious or critical accessibility violations while earlier entries load or fail to', async () => {
    await registerAndLogin(page, newUsername('e2e_long_a11y', viewport));
    await startConversationAndWait(page, { projectName: 'The long summer' });
    await page.waitForURL(/#\/conversation\/[0-9a-f-]+$/);
    await seedEntries(page, page.url().split('/').pop() ?? '', PAGE + 5);
    await page.reload();
    await page
      .getByText(`Entry ${PAGE + 5} of the long summer.`)
      .first()
      .waitFor();

    // The older page is held back, then refused, so each state stays on screen for the scan.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('JourneyOlderEntries')) return route.continue();
      await held;
      return route.abort('connectionfailed');
    });
    await scrollToTopAndRead(page);
    await page.getByRole('status').filter({ hasText: 'Loading earlier entries…' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    release();
    await page.getByRole('alert').filter({ hasText: 'Could not load earlier entries' }).waitFor();
    await page.getByRole('button', { name: 'Load earlier entries' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'long-conversation-load-failed', viewport, { fullPage: false });

    // Asked again once the connection is back: the rest of the conversation comes in.
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Load earlier entries' }).click();
    await page.getByText('Entry 1 of the long summer.').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Could not load earlier entries' }).count()).toBe(
      0,
    );
  });
});
