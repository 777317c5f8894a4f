import type { Browser, Page } from 'playwright-core';
import { fillLoginForm, newUsername, PASSWORD, registerAndLogin } from './support/accounts';
import {
  launchBrowser,
  openRoute,
  openSteadyContext,
  screenshot,
  seriousAxeViolations,
  THEMES,
  VIEWPORT_NAMES,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { graphqlAsUser, importJournalZip, openMenuItem } from './support/journey';
import { NEWEST_PROJECT, SHARED_NOTE, sampleJournalZip } from './support/sample-journal';

// The Calendar panel (issue 24 §1): a writer with the sample journal (fixed dates: 14 and 15 March 2026 in the
// harbour conversation, the 14th felt good) finds its days by the keyboard, opens one and lands on an entry,
// in both themes. The browser runs in UTC and en-US, and its clock says 15 April 2026, so every label below
// is known.

const TODAY = new Date('2026-04-15T12:00:00Z');
const HARBOUR_DAY = 'Saturday, March 14, 2026';
/** The harbour conversation's second entry on 14 March: the message with the boat's photo. */
const BOAT_WORDS = 'Santa Lucia';

interface ConversationsData {
  conversations: { items: Array<{ projectName: string; entries: Array<{ id: string; kind: string }> }> };
}

/**
 * Registers `username`, imports the sample journal through Export and import, and says both harbour entries
 * of 14 March felt good, so that day shows its mood.
 */
async function seedWriter(browser: Browser, viewport: ViewportName, username: string): Promise<void> {
  const context = await openSteadyContext(browser, viewport, 'light', { bypassCsp: true });
  const page = await context.newPage();
  try {
    await registerAndLogin(page, username);
    await importJournalZip(page, await sampleJournalZip(), 'Imported 3 conversations');

    const { conversations } = await graphqlAsUser<ConversationsData>(
      page,
      'query { conversations(limit: 5) { items { projectName entries { id kind } } } }',
      {},
    );
    const harbour = conversations.items.find((item) => item.projectName === NEWEST_PROJECT);
    const felt = harbour?.entries.filter((entry) => entry.kind !== 'note') ?? [];
    if (felt.length !== 2)
      throw new Error(`The sample journal was not imported: ${JSON.stringify(conversations)}`);
    for (const entry of felt) {
      await graphqlAsUser(page, 'mutation ($id: ID!) { setEntryMood(entryId: $id, mood: GOOD) { id } }', {
        id: entry.id,
      });
    }
  } finally {
    await context.close();
  }
}

/** The day button that holds focus, by its `YYYY-MM-DD`. */
function focusedDay(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);
}

async function press(page: Page, key: string, expectedDay: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForFunction((day) => document.activeElement?.getAttribute('data-day') === day, expectedDay);
}

describe.each(VIEWPORT_NAMES)('the calendar (%s)', (viewport) => {
  let browser: Browser;
  const username = newUsername('e2e_calendar', viewport);

  beforeAll(async () => {
    browser = await launchBrowser();
    await seedWriter(browser, viewport, username);
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(THEMES)(
    'should reach a written day by the keyboard, list its entries and open one at that entry (%s, accessibility checked)',
    async (theme) => {
      const context = await openSteadyContext(browser, viewport, theme, { bypassCsp: true });
      const page = await context.newPage();
      await page.clock.setFixedTime(TODAY);
      try {
        await openRoute(page, '/login');
        await fillLoginForm(page, username, PASSWORD);
        await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();

        await openMenuItem(page, 'Calendar');
        const dialog = page.getByRole('dialog', { name: 'Calendar' });
        await dialog.getByRole('grid', { name: 'April 2026' }).waitFor();
        // The panel opens on today, its one tab stop, marked as today.
        expect(await focusedDay(page)).toBe('2026-04-15');
        expect(
          await dialog
            .getByRole('button', { name: 'Wednesday, April 15, 2026' })
            .getAttribute('aria-current'),
        ).toBe('date');
        await screenshot(page, `calendar-today-${theme}`, viewport, { fullPage: false });

        const nextMonth = dialog.getByRole('button', { name: 'Next month' });
        const aprilButton = await nextMonth.boundingBox();

        await press(page, 'PageUp', '2026-03-15');
        await dialog.getByRole('grid', { name: 'March 2026' }).waitFor();
        // March needs six rows where April needs five: the month buttons stay where they were.
        expect((await nextMonth.boundingBox())?.y).toBe(aprilButton?.y);
        await dialog.getByRole('button', { name: 'Sunday, March 15, 2026, 1 entry' }).waitFor();
        await press(page, 'ArrowDown', '2026-03-22');
        await press(page, 'ArrowUp', '2026-03-15');
        await press(page, 'ArrowLeft', '2026-03-14');
        const harbourDay = dialog.getByRole('button', { name: `${HARBOUR_DAY}, 2 entries, mood good` });
        await harbourDay.waitFor();
        await expectFitsTheScreen(page, viewport);
        await screenshot(page, `calendar-month-${theme}`, viewport, { fullPage: false });

        await page.keyboard.press('Enter');
        const day = dialog.getByRole('region', { name: HARBOUR_DAY });
        const rows = day.getByRole('listitem');
        await rows.nth(1).getByText(BOAT_WORDS, { exact: false }).waitFor();
        expect(await rows.count()).toBe(2);
        // en-US writes a narrow no-break space before PM.
        expect(await rows.nth(0).textContent()).toMatch(/5:05\sPM/);
        expect(await rows.nth(0).textContent()).toContain('Family Memories');
        expect(await rows.nth(1).textContent()).toMatch(/5:20\sPM/);
        // Enter left the focus on the day, for the next arrow key.
        expect(await focusedDay(page)).toBe('2026-03-14');
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `calendar-day-${theme}`, viewport, { fullPage: false });

        // The next day holds the note to self, marked as one.
        await press(page, 'ArrowRight', '2026-03-15');
        await page.keyboard.press('Enter');
        const noteDay = dialog.getByRole('region', { name: 'Sunday, March 15, 2026' });
        await noteDay.getByText(SHARED_NOTE).waitFor();
        expect(await noteDay.getByRole('listitem').textContent()).toContain('Note');

        await press(page, 'ArrowLeft', '2026-03-14');
        await page.keyboard.press('Enter');
        const boat = day.getByRole('listitem').nth(1).getByRole('link', { name: NEWEST_PROJECT });
        expect(await boat.getAttribute('href')).toMatch(/#\/conversation\/[^?]+\?entry=/);
        await boat.click();

        await page.waitForURL(/#\/conversation\/[^?]+\?entry=/);
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('heading', { name: NEWEST_PROJECT, level: 1 }).waitFor();
        // The conversation scrolls to the entry and marks it.
        const match = page.locator('.journey-match');
        await match.waitFor({ timeout: 12_000 });
        expect(await match.textContent()).toContain(BOAT_WORDS);
      } finally {
        await context.close();
      }
    },
  );
});

/** Nothing in the panel overflows sideways, and every day is at least a 44px target. */
async function expectFitsTheScreen(page: Page, viewport: ViewportName): Promise<void> {
  const layout = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    const days = Array.from(document.querySelectorAll<HTMLElement>('[role="grid"] button'));
    return {
      overflow: dialog ? dialog.scrollWidth - dialog.clientWidth : -1,
      right: dialog?.getBoundingClientRect().right ?? Infinity,
      narrowest: Math.min(...days.map((day) => day.getBoundingClientRect().width)),
      lowest: Math.min(...days.map((day) => day.getBoundingClientRect().height)),
    };
  });
  expect(layout.overflow).toBe(0);
  expect(layout.right).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
  expect(layout.narrowest).toBeGreaterThanOrEqual(44);
  expect(layout.lowest).toBeGreaterThanOrEqual(44);
}
