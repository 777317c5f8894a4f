import type { Browser, Page } from 'playwright-core';
import { fillLoginForm, PASSWORD, registerAndLogin } from './support/accounts';
import {
  launchBrowser,
  openRoute,
  openSteadyContext,
  THEMES,
  VIEWPORT_NAMES,
  type ViewportName,
} from './support/browser';
import { graphqlAsUser, importJournalZip, openMenuItem } from './support/journey';
import { NEWEST_PROJECT, SHARED_NOTE, sampleJournalZip } from './support/sample-journal';
import { expectScreen, type ScreenOptions } from './support/visual';

// Screenshot baselines of the main screens (issue 22): login, home with a journal, a conversation with a
// note, an image and a shared entry, History, Search, Profile and the Share dialog, at both widths, light and
// dark. The journal is imported with fixed dates and words, and the browser runs in UTC and en-US, so every
// run draws the same pixels. `npm run test:visual:update` rewrites the baselines (docs/visual-checks.md).

interface ConversationsData {
  conversations: {
    items: Array<{ id: string; projectName: string; entries: Array<{ id: string; userText: string }> }>;
  };
}

/** A writer named Rosa with the sample journal imported and its note shared; answers the newest conversation's id. */
async function seedWriter(browser: Browser, viewport: ViewportName, username: string): Promise<string> {
  const context = await openSteadyContext(browser, viewport, 'light');
  const page = await context.newPage();
  try {
    await registerAndLogin(page, username);
    await graphqlAsUser(
      page,
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { message } }',
      {
        input: { displayName: 'Rosa' },
      },
    );

    await importJournalZip(page, await sampleJournalZip(), 'Imported 3 conversations');

    const { conversations } = await graphqlAsUser<ConversationsData>(
      page,
      'query { conversations(limit: 5) { items { id projectName entries { id userText } } } }',
      {},
    );
    const harbour = conversations.items.find((item) => item.projectName === NEWEST_PROJECT);
    const note = harbour?.entries.find((entry) => entry.userText === SHARED_NOTE);
    if (!harbour || !note)
      throw new Error(`The sample journal was not imported: ${JSON.stringify(conversations)}`);
    await graphqlAsUser(page, 'mutation ($id: ID!) { shareEntry(entryId: $id) { url } }', { id: note.id });
    return harbour.id;
  } finally {
    await context.close();
  }
}

/** Waits until the page has stopped scrolling (a conversation settles on its newest entry). */
async function settleScroll(page: Page): Promise<void> {
  let last = -1;
  for (let tries = 0; tries < 20; tries++) {
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(100);
  }
}

describe.each(VIEWPORT_NAMES)('how the main screens look (%s)', (viewport) => {
  let browser: Browser;
  let conversationId: string;
  const username = `visual_${viewport}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    conversationId = await seedWriter(browser, viewport, username);
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(THEMES)(
    'should draw login, home, a conversation, History, Search, Profile and Share as in the baselines (%s)',
    async (theme) => {
      const context = await openSteadyContext(browser, viewport, theme);
      const page = await context.newPage();
      // A day on which the sample journal has nothing to bring back (On this day), whatever day the run is.
      await page.clock.setFixedTime(new Date('2026-06-15T12:00:00Z'));
      const shot = (screen: string, options?: ScreenOptions) =>
        expectScreen(page, `${screen}-${viewport}-${theme}`, options);
      try {
        await openRoute(page, '/login');
        await shot('login');

        await fillLoginForm(page, username, PASSWORD);
        await page.getByRole('heading', { name: 'Hi, Rosa' }).waitFor();
        await page
          .getByRole('region', { name: 'Your journal' })
          .getByText('Lisbon, tiles and trams')
          .waitFor();
        await shot('home', { fullPage: true });

        await openRoute(page, `/conversation/${conversationId}`);
        await page.getByText(SHARED_NOTE).waitFor();
        await page
          .locator('main img')
          .first()
          .evaluate((image: HTMLImageElement) => image.decode());
        await settleScroll(page);
        await shot('conversation', { fullPage: true });

        const note = page.getByRole('article', { name: 'Note' }).filter({ hasText: SHARED_NOTE });
        await note.getByRole('button', { name: 'Note actions' }).click();
        await page.getByRole('menuitem', { name: 'Share' }).click();
        const share = page.getByRole('dialog', { name: 'Share' });
        await share.waitFor();
        // Sharing asks first; the note's link is live already, so confirming shows that same link.
        const create = share.getByRole('button', { name: 'Create link' });
        if (await create.isVisible()) await create.click();
        await share.getByLabel('Share link').waitFor();
        // The link holds the entry's id, new in every run.
        await shot('share', { mask: [share.getByLabel('Share link')] });
        await page.keyboard.press('Escape');

        await openMenuItem(page, 'History');
        const history = page.getByRole('dialog', { name: 'Conversation History' });
        await history.getByText('Garden mornings').waitFor();
        await shot('history');
        await page.keyboard.press('Escape');

        await openMenuItem(page, 'Search');
        const search = page.getByRole('dialog', { name: 'Search Conversations' });
        await search.getByLabel('Search').fill('harbour');
        await search.getByRole('list', { name: 'Search results' }).waitFor();
        await shot('search');
        await page.keyboard.press('Escape');

        await openMenuItem(page, 'Profile');
        await page.getByRole('dialog', { name: 'Edit Profile' }).getByLabel('Display name').waitFor();
        // The pointer stays where the menu item was, which depends on the menu's length: off the form's button,
        // whose hover would otherwise be drawn.
        await page.mouse.move(0, 0);
        await shot('profile');
      } finally {
        await context.close();
      }
    },
  );
});
