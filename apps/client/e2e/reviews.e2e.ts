import type { Browser, Locator, Page } from 'playwright-core';
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
import { graphqlAsUser, importJournalZip, openMenuItem, REPLY_TIMEOUT_MS } from './support/journey';
import { NEWEST_PROJECT, oneEntryJournalZip, sampleJournalZip } from './support/sample-journal';

// The Reviews panel (issue 24 §5): a writer with the sample journal and two more March entries asks for the
// review of March 2026, follows it as the offline companion writes it (the e2e server has no AI key, and the
// review says so), reads its numbers and chart, and follows a citation to its entry, in both themes. The
// browser runs in UTC and en-US, and its clock says 15 April 2026, so the month under way is April.

const TODAY = new Date('2026-04-15T12:00:00Z');
const MARCH = 'March 2026';
/** The harbour conversation's continuation of 14 March, quoted in the review. */
const BOAT_WORDS = 'Santa Lucia';

/** March entries beside the harbour's two, on days of their own, with the mood each was given. */
const MORE_OF_MARCH = [
  {
    project: 'Morning swims',
    answer: 'Cold water at Posillipo before work, and coffee after.',
    at: '2026-03-05T07:30:00.000Z',
    mood: 'GREAT',
  },
  {
    project: 'Letters home',
    answer: 'Wrote to my brother about the new flat and the noisy tram.',
    at: '2026-03-21T20:15:00.000Z',
    mood: 'OKAY',
  },
] as const;

interface ConversationsData {
  conversations: {
    items: Array<{ projectName: string; entries: Array<{ id: string; kind: string }> }>;
  };
}

/** Imports a journal through Export and import, then closes the panel for the next one. */
async function importAndClose(page: Page, zip: Buffer, summary: string): Promise<void> {
  await importJournalZip(page, zip, summary);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Export and import' }).waitFor({ state: 'detached' });
}

/**
 * Registers `username`, imports the sample journal and two more March entries, and gives each March entry a
 * mood (the harbour's felt good), so the chart has bars on three days and a line of moods.
 */
async function seedWriter(browser: Browser, viewport: ViewportName, username: string): Promise<void> {
  const context = await openSteadyContext(browser, viewport, 'light', { bypassCsp: true });
  const page = await context.newPage();
  try {
    await registerAndLogin(page, username);
    await importAndClose(page, await sampleJournalZip(), 'Imported 3 conversations');
    for (const entry of MORE_OF_MARCH) {
      await importAndClose(
        page,
        await oneEntryJournalZip(entry.project, entry.answer, entry.at),
        'Imported 1 conversation',
      );
    }

    const { conversations } = await graphqlAsUser<ConversationsData>(
      page,
      'query { conversations(limit: 10) { items { projectName entries { id kind } } } }',
      {},
    );
    const moods = new Map<string, string>([
      [NEWEST_PROJECT, 'GOOD'],
      ...MORE_OF_MARCH.map((entry): [string, string] => [entry.project, entry.mood]),
    ]);
    for (const [project, mood] of moods) {
      const felt = conversations.items
        .find((item) => item.projectName === project)
        ?.entries.filter((entry) => entry.kind !== 'note');
      if (!felt?.length) throw new Error(`${project} was not imported: ${JSON.stringify(conversations)}`);
      for (const entry of felt) {
        await graphqlAsUser(
          page,
          `mutation ($id: ID!) { setEntryMood(entryId: $id, mood: ${mood}) { id } }`,
          {
            id: entry.id,
          },
        );
      }
    }
  } finally {
    await context.close();
  }
}

describe.each(VIEWPORT_NAMES)('reviews (%s)', (viewport) => {
  let browser: Browser;
  const username = newUsername('e2e_reviews', viewport);

  beforeAll(async () => {
    browser = await launchBrowser();
    await seedWriter(browser, viewport, username);
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(THEMES)(
    'should create the review of March, stream it, show its numbers and chart, and open a cited entry (%s, accessibility checked)',
    async (theme) => {
      const context = await openSteadyContext(browser, viewport, theme, { bypassCsp: true });
      const page = await context.newPage();
      await page.clock.setFixedTime(TODAY);
      try {
        await openRoute(page, '/login');
        await fillLoginForm(page, username, PASSWORD);
        await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();

        await openMenuItem(page, 'Reviews');
        const dialog = page.getByRole('dialog', { name: 'Reviews' });
        const which = dialog.getByRole('combobox', { name: 'Which month' });
        // The month under way is offered first, in the writer's zone.
        expect(await which.inputValue()).toBe('2026-04-01');
        await which.selectOption('2026-03-01');
        await dialog.getByText('never your notes', { exact: false }).waitFor();
        await expectFitsTheScreen(page, viewport);
        await screenshot(page, `reviews-form-${theme}`, viewport, { fullPage: false });

        // Every step of the text, as the live region shows it.
        await page.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { reviewSteps: string[] }).reviewSteps = seen;
          new MutationObserver(() => {
            const text = document.querySelector('.review__text')?.textContent ?? '';
            if (text && text !== seen.at(-1)) seen.push(text);
          }).observe(document.body, { subtree: true, childList: true, characterData: true });
        });
        await dialog.getByRole('button', { name: 'Create review' }).click();

        const review = dialog.getByRole('article', { name: MARCH });
        await review.waitFor();
        expect(await review.locator('.review__text').getAttribute('aria-live')).toBe('polite');
        await review
          .getByText(/Written on this server by the offline companion/)
          .waitFor({ timeout: REPLY_TIMEOUT_MS });
        const steps = await page.evaluate(() => (window as unknown as { reviewSteps: string[] }).reviewSteps);
        // The text arrived whole in the end, however many steps it took to get there.
        expect(steps.at(-1)).toContain('Written by the offline companion from your journal alone');
        expect(await review.getByText('Being written…').count()).toBe(0);

        // Four entries (the note of 15 March is not one) in three conversations, on three days.
        const numbers = await review.getByRole('definition').allTextContents();
        expect([numbers[0], numbers[1], numbers[3]]).toEqual(['4', '3', '3']);
        const chart = review.getByRole('img');
        expect(await chart.getAttribute('aria-label')).toBe(
          'Entries per day: 4 entries on 3 days; most on Saturday, March 14, 2026 (2); mood from okay to great',
        );
        expect(await review.locator('.review-chart__bar').count()).toBe(3);
        expect(await review.locator('.review-chart__mood-dot').count()).toBe(3);
        await expectFitsTheScreen(page, viewport);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `reviews-review-${theme}`, viewport, { fullPage: false });

        // The quoted boat, by its number, in the text and in the list under it.
        const quoted = review.getByRole('region', { name: 'Quoted entries' });
        const boat = quoted.getByRole('listitem').filter({ hasText: BOAT_WORDS });
        const number = Number(
          (await boat.locator('.review-citation__number').textContent())?.replace(/\D/g, ''),
        );
        await quoted.scrollIntoViewIfNeeded();
        await screenshot(page, `reviews-citations-${theme}`, viewport, { fullPage: false });

        // Back to the list, where it is written, then open it again.
        await review.getByRole('button', { name: 'All reviews' }).click();
        const row = dialog.getByRole('listitem').filter({ hasText: MARCH }).first();
        await row.getByText('Written', { exact: true }).waitFor();
        await screenshot(page, `reviews-list-${theme}`, viewport, { fullPage: false });
        await row.getByRole('button', { name: `Open review: ${MARCH}` }).click();

        const citation = citationInText(review, number);
        expect(await citation.textContent()).toBe(`[${number}]`);
        expect(await citation.getAttribute('href')).toMatch(/#\/conversation\/[^?]+\?entry=/);
        await citation.click();

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

/** The link in the review's text for citation `number` ("[3]", named "Entry 3, Mar 14, 2026"). */
function citationInText(review: Locator, number: number): Locator {
  return review.locator('.review__text').getByRole('link', { name: new RegExp(`^Entry ${number},`) });
}

/** Nothing in the panel overflows sideways, at either width. */
async function expectFitsTheScreen(page: Page, viewport: ViewportName): Promise<void> {
  const layout = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    return {
      overflow: dialog ? dialog.scrollWidth - dialog.clientWidth : -1,
      right: dialog?.getBoundingClientRect().right ?? Infinity,
    };
  });
  expect(layout.overflow).toBe(0);
  expect(layout.right).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
}
