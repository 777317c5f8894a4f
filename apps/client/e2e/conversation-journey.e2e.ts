import type { Page } from 'playwright-core';
import {
  baseUrl,
  openPagePerTest,
  openRoute,
  screenshot,
  seriousAxeViolations,
  VIEWPORT_NAMES,
} from './support/browser';
import { fillLoginForm, fillRegisterForm, newUsername, PASSWORD, registerAndLogin } from './support/accounts';
import { solidPng } from './support/images';
import {
  COMPANION_REPLY,
  graphqlAsUser,
  openMenuItem,
  openShare,
  REPLY_TIMEOUT_MS,
  shareOpening,
  startConversationAndWait,
} from './support/journey';

// Past conversations: continuing with a file, drafts and reloads, search and jump, History (rename, delete),
// and sharing a post with a second user who has to log in first.

const RECIPE = 'granita-recipe-card.txt';

async function attachTextFile(page: Page, name: string, text: string): Promise<void> {
  await page
    .getByTestId('attach-file-input')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  // Attached once the chip has no progress bar left.
  await page
    .getByRole('group', { name })
    .getByRole('button', { name: `Remove ${name}` })
    .waitFor();
}

/** Logs out, registers `reader` and opens `link`: sent to log in with the returnUrl, then on to the link. */
async function openLinkAsNewUser(page: Page, link: string, reader: string): Promise<void> {
  await openMenuItem(page, 'Logout');
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await fillRegisterForm(page, reader);
  await page.goto(link);
  await page.waitForURL(/#\/login\?returnUrl=/);
  // The visitor is told why they are asked to log in.
  await page.getByText('Someone shared an entry of their journal with you.', { exact: false }).waitFor();
  await fillLoginForm(page, reader, PASSWORD);
}

describe.each(VIEWPORT_NAMES)('conversations (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should continue with a file, and keep the conversation and an unsent message across a reload', async () => {
    await registerAndLogin(page, newUsername('e2e_file', viewport));
    await startConversationAndWait(page);
    await page.waitForURL(/#\/conversation\/[0-9a-f-]+$/);

    await attachTextFile(page, RECIPE, 'Lemons, sugar, water. Freeze, scrape, repeat.');
    await page.getByLabel('Message').fill('Here is the granita recipe card.');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();

    const sent = page
      .getByRole('article', { name: 'You' })
      .filter({ hasText: 'Here is the granita recipe card.' });
    // Spec §2: the chip shows 12 characters and an ellipsis for names over 15.
    await sent.getByRole('group', { name: RECIPE }).getByText('granita-reci…').waitFor();
    await page.getByRole('article', { name: 'Flexi' }).nth(1).getByText(COMPANION_REPLY).waitFor({
      timeout: REPLY_TIMEOUT_MS,
    });
    await screenshot(page, 'conversation-file', viewport);

    await page.getByLabel('Message').fill('Half a thought about Aunt Lucia');
    await page.reload();

    await page
      .getByRole('article', { name: 'You' })
      .filter({ hasText: 'Here is the granita recipe card.' })
      .waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe('Half a thought about Aunt Lucia');
  });

  it("should edit a message and the opening's answers, ask again about the message, and delete a note from its entry menu (accessibility checked)", async () => {
    await registerAndLogin(page, newUsername('e2e_own', viewport));
    await startConversationAndWait(page);
    await page.getByLabel('Message').fill('Rosa painted the boats.');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();
    const reply = page.getByRole('article', { name: 'Flexi' }).nth(1);
    await reply.getByText(COMPANION_REPLY).waitFor({ timeout: REPLY_TIMEOUT_MS });

    const mine = page.getByRole('article', { name: 'You' }).nth(1);
    await mine.getByRole('button', { name: 'Entry actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByLabel('Edit message').fill('Rosa painted the boats blue.');
    await page.getByRole('button', { name: 'Save' }).click();
    await mine.getByText('Rosa painted the boats blue.').waitFor();
    await mine.getByText('Edited').waitFor();

    // The opening is edited by its answers, each under its question.
    const opening = page.getByRole('article', { name: 'You' }).first();
    await opening.getByRole('button', { name: 'Entry actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const answers = page.getByRole('form', { name: 'Edit answers' });
    const firstAnswer = answers.getByRole('textbox').first();
    await page.waitForFunction(
      () => document.activeElement?.closest('form[aria-label="Edit answers"]') != null,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'opening-editor', viewport);
    await firstAnswer.fill('Sunday dinners in Naples, at the long table by the window.');
    await answers.getByRole('button', { name: 'Save' }).click();
    await opening.getByText('at the long table by the window.', { exact: false }).waitFor();
    await opening.getByText('Edited').waitFor();

    await mine.getByRole('button', { name: 'Entry actions' }).click();
    await page.getByRole('menuitem', { name: 'Ask again' }).click();
    // The offline companion quotes the words it was asked about: the new ones.
    await reply
      .getByText('Rosa painted the boats blue.', { exact: false })
      .waitFor({ timeout: REPLY_TIMEOUT_MS });

    await page.getByRole('button', { name: '+ NOTE TO SELF' }).click();
    await page.getByLabel('Note to self').fill('Buy blue paint');
    await page.getByRole('button', { name: 'ADD + NOTE TO SELF' }).click();
    const note = page.getByRole('article', { name: 'Note' }).filter({ hasText: 'Buy blue paint' });
    await note.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this note?' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'entry-delete-confirm', viewport);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await note.waitFor({ state: 'detached' });
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, 'entry-edited', viewport);
  });

  it("should show an attached image as a thumbnail, and the reply's time", async () => {
    await registerAndLogin(page, newUsername('e2e_image', viewport));
    await startConversationAndWait(page);

    // Spec §2 message entries carry a timestamp: the reply shows one as the user's words do.
    const firstReply = page.getByRole('article', { name: 'Flexi' }).first();
    expect(await firstReply.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const name = 'copper-pot-photo.png';
    await page
      .getByTestId('attach-file-input')
      .setInputFiles({ name, mimeType: 'image/png', buffer: solidPng(640, 480, [196, 120, 60]) });
    await page
      .getByRole('group', { name })
      .getByRole('button', { name: `Remove ${name}` })
      .waitFor();
    await page.getByLabel('Message').fill('The copper pot itself.');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();

    const sent = page.getByRole('article', { name: 'You' }).filter({ hasText: 'The copper pot itself.' });
    const thumbnail = sent.getByRole('img', { name });
    await thumbnail.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');
    // Still a link that opens the file (its signed URL).
    expect(await sent.getByRole('link', { name: new RegExp(name) }).getAttribute('href')).toMatch(
      /^\/files\/.+signature=/,
    );
    const box = await thumbnail.boundingBox();
    expect(box && box.width <= 256 && box.height <= 192).toBe(true);
    await page.getByRole('article', { name: 'Flexi' }).nth(1).getByText(COMPANION_REPLY).waitFor({
      timeout: REPLY_TIMEOUT_MS,
    });
    expect(await page.getByRole('article', { name: 'Flexi' }).nth(1).locator('time').count()).toBe(1);
    await sent.scrollIntoViewIfNeeded();
    await screenshot(page, 'conversation-image', viewport);
  });

  it('should jump to the matching message and highlight it when a search result is chosen', async () => {
    await registerAndLogin(page, newUsername('e2e_search', viewport));
    await startConversationAndWait(page, { projectName: 'Lighthouse summers' });
    await page.getByLabel('Message').fill('The lighthouse keeper taught us semaphore.');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();
    await page.getByRole('article', { name: 'Flexi' }).nth(1).getByText(COMPANION_REPLY).waitFor({
      timeout: REPLY_TIMEOUT_MS,
    });
    await openMenuItem(page, 'Start New');

    await openMenuItem(page, 'Search');
    const dialog = page.getByRole('dialog', { name: 'Search Conversations' });
    await dialog.getByLabel('Search').fill('semaphore');
    const result = dialog.getByRole('button', { name: /semaphore/ }).first();
    await result.waitFor();
    await screenshot(page, 'search-results', viewport);
    await result.click();

    await page.waitForURL(/#\/conversation\/[0-9a-f-]+\?search=semaphore/);
    const match = page.locator('.journey-match');
    await match.waitFor({ timeout: 12_000 });
    expect(await match.textContent()).toContain('semaphore');
    // Nothing scrolls it away afterwards (the 1 s follow-up is only for replies that arrive live).
    await page.waitForTimeout(2_500);
    expect(
      await match.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      }),
    ).toBe(true);
    await screenshot(page, 'search-jump', viewport);

    await openMenuItem(page, 'Search');
    await dialog.getByLabel('Search').fill('zzzqqqnothing');
    await dialog.getByText('No results found').waitFor();
  });

  it('should rename and delete a conversation in History', async () => {
    await registerAndLogin(page, newUsername('e2e_history', viewport));
    await openMenuItem(page, 'History');
    const dialog = page.getByRole('dialog', { name: 'Conversation History' });
    await dialog.getByText('No conversation history yet.').waitFor();
    await page.keyboard.press('Escape');

    await startConversationAndWait(page, { projectName: 'Harbour walks' });
    await openMenuItem(page, 'History');
    await dialog.getByText('Harbour walks').first().waitFor();
    await dialog.locator('button[aria-expanded]').first().click();
    await dialog
      .locator('.history-item__text')
      .getByText(/Sunday dinners in Naples/)
      .waitFor();
    await screenshot(page, 'history-expanded', viewport);

    // The filter finds the conversation by its project and says when nothing matches.
    const filter = dialog.getByRole('searchbox', { name: 'Filter' });
    await filter.fill('zzz');
    await dialog.getByText('No conversation matches “zzz”.').waitFor();
    await filter.fill('HARBOUR');
    await dialog.getByRole('button', { name: /^Harbour walks/ }).waitFor();

    // The row's actions are in its menu.
    await dialog.getByRole('button', { name: 'Actions: Harbour walks' }).click();
    const newTab = page.getByRole('menuitem', { name: 'Open in new tab' });
    expect(await newTab.getAttribute('href')).toMatch(/^#\/conversation\/[0-9a-f-]+$/);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const title = dialog.getByLabel('Title');
    // The menu leaves focus in the field it opened.
    await page.waitForFunction(() => document.activeElement?.closest('.history-rename') != null);
    await title.fill("Nonna's harbour");
    await title.press('Enter');
    await page.getByText('Conversation renamed successfully').waitFor();
    await filter.fill('');
    await dialog.getByRole('button', { name: /^Nonna's harbour/ }).waitFor();

    await dialog.getByRole('button', { name: "Actions: Nonna's harbour" }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Conversation deleted successfully').waitFor();
    await dialog.getByText('No conversation history yet.').waitFor();
  });

  it('should share a reply by link and show it to a second user after they log in', async () => {
    const author = newUsername('e2e_share', viewport);
    await registerAndLogin(page, author);
    await startConversationAndWait(page, { projectName: 'Copper pot' });

    const dialog = await shareOpening(page);
    const link = await dialog.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/#\/share\/post\/[0-9a-f-]+$/);
    await screenshot(page, 'share-dialog', viewport);
    await page.keyboard.press('Escape');
    // A second person opens the link: sent to log in with the returnUrl, then shown the post.
    await openLinkAsNewUser(page, link, newUsername('e2e_reader', viewport));

    await page.getByRole('heading', { name: 'Shared post' }).waitFor();
    await page.getByText('Project: Copper pot', { exact: true }).waitFor();
    await page.getByText(COMPANION_REPLY).first().waitFor();
    await screenshot(page, 'shared-post', viewport);

    await page.getByRole('button', { name: 'Start Yours!' }).click();
    await page.waitForURL(/#\/$/);
    await page.getByLabel('Project name').waitFor();
  });

  it('should find a word inside an attached text file, and show results past the first 20 with Load more', async () => {
    await registerAndLogin(page, newUsername('e2e_findfile', viewport));
    await startConversationAndWait(page, { projectName: 'Harbour log' });
    const conversationId = page.url().split('/').pop() ?? '';

    await attachTextFile(
      page,
      'harbour-log.txt',
      'At dusk the keeper counted nine cormorants on the breakwater.',
    );
    await page.getByLabel('Message').fill('The harbour log from last summer.');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();
    await page.getByRole('article', { name: 'Flexi' }).nth(1).getByText(COMPANION_REPLY).waitFor({
      timeout: REPLY_TIMEOUT_MS,
    });
    for (let i = 1; i <= 21; i++) {
      await graphqlAsUser(page, 'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }', {
        input: { conversationId, content: `Cormorants again, day ${i}.` },
      });
    }

    await openMenuItem(page, 'Search');
    const dialog = page.getByRole('dialog', { name: 'Search Conversations' });
    await dialog.getByLabel('Search').fill('cormorants');
    const results = dialog.getByRole('button', { name: /cormorants/i });
    const loadMore = dialog.getByRole('button', { name: 'Load more' });
    // The first page is in once Load more is offered.
    await loadMore.waitFor();
    expect(await results.count()).toBe(20);
    await loadMore.click();
    await results.nth(21).waitFor();
    await loadMore.waitFor({ state: 'detached' });
    expect(await results.count()).toBe(22);
    const fileResult = dialog.getByText(/^File: harbour-log\.txt — .*cormorants/);
    await fileResult.scrollIntoViewIfNeeded();
    await screenshot(page, 'search-file-text', viewport);
  });

  it('should share a reply with an expiry, copy and revoke it in Shared links, and then show it to nobody', async () => {
    await registerAndLogin(page, newUsername('e2e_links', viewport));
    await startConversationAndWait(page, { projectName: 'Lemon grove' });
    // Opening Share and closing it before Create link leaves nothing shared.
    const asked = await openShare(page);
    await asked.getByRole('button', { name: 'Create link' }).waitFor();
    await screenshot(page, 'share-dialog-confirm', viewport);
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await openMenuItem(page, 'Shared links');
    await page
      .getByRole('dialog', { name: 'Shared links' })
      .getByText('You have not shared anything yet.')
      .waitFor();
    await page.keyboard.press('Escape');

    const dialog = await shareOpening(page);
    const link = await dialog.getByLabel('Share link').inputValue();
    await dialog.getByText('Never expires').waitFor();
    await dialog.getByLabel('Link expires').selectOption({ label: '7 days' });
    await dialog
      .getByRole('status')
      .getByText(/^Expires /)
      .waitFor();
    await screenshot(page, 'share-dialog-expiry', viewport);
    await page.keyboard.press('Escape');
    // Sharing again keeps the link's expiry: the modal opens on it.
    await openShare(page);
    expect(await dialog.getByLabel('Link expires').inputValue()).toBe('keep');
    await dialog.getByText(/^Expires /).waitFor();
    await page.keyboard.press('Escape');

    await openMenuItem(page, 'Shared links');
    const panel = page.getByRole('dialog', { name: 'Shared links' });
    const row = panel.getByRole('listitem').filter({ hasText: 'Lemon grove' });
    await row.getByText(/^The opening · Shared /).waitFor();
    await row.getByText(/^Expires /).waitFor();
    expect(await row.getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe(link);
    expect(await row.getByRole('link', { name: /^Open/ }).getAttribute('target')).toBe('_blank');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await row.getByRole('button', { name: /^Copy link/ }).click();
    await panel.getByRole('status').getByText('Link copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(page, 'shared-links', viewport);

    await row.getByRole('button', { name: /^Revoke/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke link?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await panel.getByText('You have not shared anything yet.').waitFor();
    await page.keyboard.press('Escape');
    // Someone else with the revoked link is told it was revoked, and sees nothing of it.
    await openLinkAsNewUser(page, link, newUsername('e2e_late', viewport));
    await page
      .getByRole('alert')
      .getByText('This link was revoked: its author no longer shares this entry.')
      .waitFor();
    expect(await page.getByText('Project: Lemon grove').count()).toBe(0);
    await page.getByRole('button', { name: 'Start Yours!' }).waitFor();
  });

  it('should send the user to log in, saying the session expired, when the server rejects the token', async () => {
    await registerAndLogin(page, newUsername('e2e_expired', viewport));
    await startConversationAndWait(page);
    // What a revoked or expired token looks like to the client: the server no longer accepts it.
    await page.evaluate(() =>
      window.localStorage.setItem('token', 'header.eyJ1c2VybmFtZSI6Im5vYm9keSJ9.forged'),
    );

    await page.getByLabel('Message').fill('Are you still there?');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();

    await page.waitForURL(/#\/login/);
    await page.getByRole('alert').getByText('Session expired, please log in again.').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  describe('accessibility (axe-core)', () => {
    it('should have no serious or critical violations in History, Search, Share and a shared post', async () => {
      await registerAndLogin(page, newUsername('e2e_a11y', viewport));
      await startConversationAndWait(page, { projectName: 'Accessible memories' });

      await openMenuItem(page, 'History');
      await page
        .getByRole('dialog', { name: 'Conversation History' })
        .getByText('Accessible memories')
        .first()
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await openMenuItem(page, 'Search');
      const search = page.getByRole('dialog', { name: 'Search Conversations' });
      await search.getByLabel('Search').fill('Naples');
      await search
        .getByRole('button', { name: /Naples/ })
        .first()
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      const share = await shareOpening(page);
      const link = await share.getByLabel('Share link').inputValue();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await openRoute(page, new URL(link).hash.slice(1));
      await page.getByRole('heading', { name: 'Shared post' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    it('should have no serious or critical violations in the Shared links panel and its confirmation', async () => {
      await registerAndLogin(page, newUsername('e2e_axe_sl', viewport));
      await startConversationAndWait(page, { projectName: 'Accessible links' });
      const share = await shareOpening(page);
      await share.getByLabel('Link expires').selectOption({ label: '30 days' });
      await share
        .getByRole('status')
        .getByText(/^Expires /)
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await openMenuItem(page, 'Shared links');
      const panel = page.getByRole('dialog', { name: 'Shared links' });
      await panel.getByRole('heading', { name: 'Accessible links' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await panel.getByRole('button', { name: /^Revoke/ }).click();
      await page.getByRole('alertdialog', { name: 'Revoke link?' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
