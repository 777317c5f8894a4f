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
import { graphqlAsUser, importJournalZip, openMenuItem, REPLY_TIMEOUT_MS } from './support/journey';
import { NEWEST_PROJECT, sampleJournalZip } from './support/sample-journal';

// Flexi remembers (issue 23): a writer with the sample journal turns memory on and writes in "Garden mornings"
// about a fishing boat at dusk; the reply lists the harbour's entry about the Santa Lucia under "Flexi
// remembered", and the link opens it. Then they ask their journal when they saw the fishing boat: the offline
// companion (the e2e server has no AI key) says it cannot reason and lists the entries that match, the boat's
// among them, which opens it.

const GARDEN = 'Garden mornings';
const BOAT_WORDS = 'Santa Lucia';
const MESSAGE = 'The fishing boat at dusk came to mind again this morning.';
const QUESTION = 'When did I see the fishing boat?';

interface ConversationsData {
  conversations: { items: Array<{ id: string; projectName: string }> };
}

/** Registers `username`, imports the sample journal, turns memory on and writes the message in the garden. */
async function seedWriter(browser: Browser, viewport: ViewportName, username: string): Promise<void> {
  const context = await openSteadyContext(browser, viewport, 'light', { bypassCsp: true });
  const page = await context.newPage();
  try {
    await registerAndLogin(page, username);
    await importJournalZip(page, await sampleJournalZip(), 'Imported 3 conversations');
    await graphqlAsUser(page, 'mutation { updateProfile(input: { aiMemory: true }) { message } }', {});
    const { conversations } = await graphqlAsUser<ConversationsData>(
      page,
      'query { conversations(limit: 10) { items { id projectName } } }',
      {},
    );
    const garden = conversations.items.find((item) => item.projectName === GARDEN);
    if (!garden) throw new Error(`${GARDEN} was not imported`);
    await graphqlAsUser(
      page,
      'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
      { input: { conversationId: garden.id, message: MESSAGE } },
    );
  } finally {
    await context.close();
  }
}

/** The conversation scrolled to the harbour's Santa Lucia entry, which it marks. */
async function expectHarbourEntryOpen(page: Page): Promise<void> {
  await page.waitForURL(/#\/conversation\/[^?]+\?entry=/);
  await page.getByRole('heading', { name: NEWEST_PROJECT, level: 1 }).waitFor();
  const match = page.locator('.journey-match');
  await match.waitFor({ timeout: 12_000 });
  expect(await match.textContent()).toContain(BOAT_WORDS);
}

describe.each(VIEWPORT_NAMES)('journal memory (%s)', (viewport) => {
  let browser: Browser;
  const username = newUsername('e2e_memory', viewport);

  beforeAll(async () => {
    browser = await launchBrowser();
    await seedWriter(browser, viewport, username);
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(THEMES)(
    'should list what a reply remembered and open it, then answer a question with citations that open their entries (%s, accessibility checked)',
    async (theme) => {
      const context = await openSteadyContext(browser, viewport, theme, { bypassCsp: true });
      const page = await context.newPage();
      try {
        await openRoute(page, '/login');
        await fillLoginForm(page, username, PASSWORD);
        await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();

        // The reply in the garden drew on the harbour's boat.
        await page
          .getByRole('link', { name: new RegExp(GARDEN) })
          .first()
          .click();
        await page.getByRole('heading', { name: GARDEN, level: 1 }).waitFor();
        const remembered = page.getByRole('region', { name: 'Flexi remembered' });
        await remembered.waitFor({ timeout: REPLY_TIMEOUT_MS });
        // The boat's entry, named by its project, day and first words (the harbour's opening is there too).
        const source = remembered.getByRole('link', {
          name: new RegExp(`^${NEWEST_PROJECT}, .*${BOAT_WORDS}`),
        });
        expect(await source.count()).toBe(1);
        await remembered.scrollIntoViewIfNeeded();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await expectFitsWidth(page, viewport);
        await screenshot(page, `memory-remembered-${theme}`, viewport, { fullPage: false });
        await source.click();
        await expectHarbourEntryOpen(page);

        // Ask the journal: the offline companion lists the entries that match, numbered.
        await openMenuItem(page, 'Ask your journal');
        const dialog = page.getByRole('dialog', { name: 'Ask your journal' });
        await dialog.getByText('never your notes', { exact: false }).waitFor();
        await dialog.getByLabel('Your question').fill(QUESTION);
        await dialog.getByRole('button', { name: 'Ask', exact: true }).click();
        const answer = dialog.getByRole('article', { name: QUESTION }).first();
        await answer
          .getByText('I cannot reason about your question without an AI provider', { exact: false })
          .waitFor({ timeout: REPLY_TIMEOUT_MS });
        const citations = answer.getByRole('region', { name: 'Entries it draws on' });
        // Numbered in order, the garden's message and the harbour's boat among them.
        const links = citations.getByRole('link');
        expect(await links.first().textContent()).toMatch(/^\[1\] /);
        const boat = links.filter({ hasText: BOAT_WORDS });
        expect(await boat.textContent()).toMatch(new RegExp(`^\\[\\d\\] ${NEWEST_PROJECT}, `));
        expect(await boat.getAttribute('href')).toMatch(/#\/conversation\/[^?]+\?entry=/);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await expectDialogFits(page, viewport);
        await screenshot(page, `ask-journal-answer-${theme}`, viewport, { fullPage: false });
        await boat.click();
        await dialog.waitFor({ state: 'detached' });
        await expectHarbourEntryOpen(page);
      } finally {
        await context.close();
      }
    },
  );
});

/** The page does not scroll sideways. */
async function expectFitsWidth(page: Page, viewport: ViewportName): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
}

/** Nothing in the panel overflows sideways, at either width. */
async function expectDialogFits(page: Page, viewport: ViewportName): Promise<void> {
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
