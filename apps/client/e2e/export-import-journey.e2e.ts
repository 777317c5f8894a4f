import { readFile } from 'node:fs/promises';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import {
  launchBrowser,
  openPagePerTest,
  openSteadyContext,
  screenshot,
  seriousAxeViolations,
  THEMES,
  VIEWPORT_NAMES,
} from './support/browser';
import { fillLoginForm, fillRegisterForm, newUsername, PASSWORD, registerAndLogin } from './support/accounts';
import { COMPANION_REPLY, openMenuItem, REPLY_TIMEOUT_MS, startConversationAndWait } from './support/journey';
import {
  CHRISTMAS,
  dayOneZip,
  FERRY,
  markdownZip,
  markdownZipWithBadDate,
  RAGU,
  SWIMS,
} from './support/other-apps';
import { readZip } from './support/zips';

// Export and import (issue 11): the whole journal downloaded as a zip with its progress, read back into a new
// account, a conversation as Markdown from History, and a broken file refused with the server's words. Then
// an old journal from another app (issue 25): a Day One export and a zip of Markdown files, each into the
// memory type chosen in the dialog, in both themes.

const PROJECT = 'Copper pot recipes';
const MESSAGE = 'Here is the granita recipe card.';
const NOTE = 'Ask Aunt Lucia for the ragù recipe.';
const ATTACHMENT = 'granita-recipe-card.txt';

/** A conversation with a continuation carrying a text file, and a note to self. */
async function writeConversation(page: Page): Promise<void> {
  await startConversationAndWait(page, { projectName: PROJECT });
  await page.getByTestId('attach-file-input').setInputFiles({
    name: ATTACHMENT,
    mimeType: 'text/plain',
    buffer: Buffer.from('Lemons, sugar, water.'),
  });
  await page
    .getByRole('group', { name: ATTACHMENT })
    .getByRole('button', { name: `Remove ${ATTACHMENT}` })
    .waitFor();
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByRole('button', { name: 'THINK W FLEXI' }).click();
  await page.getByRole('article', { name: 'Flexi' }).nth(1).getByText(COMPANION_REPLY).waitFor({
    timeout: REPLY_TIMEOUT_MS,
  });
  await page.getByRole('button', { name: '+ NOTE TO SELF' }).click();
  await page.getByLabel('Note to self').fill(NOTE);
  await page.getByRole('button', { name: 'ADD + NOTE TO SELF' }).click();
  await page.getByRole('article', { name: 'Note' }).getByText(NOTE).waitFor();
}

/** The conversation's row in the open History panel. */
function historyRow(page: Page): Locator {
  return page
    .getByRole('dialog', { name: 'Conversation History' })
    .getByRole('listitem')
    .filter({ hasText: PROJECT });
}

/** Chooses an action in the conversation's row menu in the open History panel. */
async function historyAction(page: Page, action: string): Promise<void> {
  await historyRow(page)
    .getByRole('button', { name: /^Actions: / })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function openPanel(page: Page): Promise<{ panel: Locator; exportPart: Locator; importPart: Locator }> {
  await openMenuItem(page, 'Export and import');
  const panel = page.getByRole('dialog', { name: 'Export and import' });
  return {
    panel,
    exportPart: panel.getByRole('region', { name: 'Export' }),
    importPart: panel.getByRole('region', { name: 'Import' }),
  };
}

async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Picks a file in the Import section and presses Import. */
async function importFile(importPart: Locator, file: { name: string; buffer: Buffer }): Promise<void> {
  await importPart.getByLabel('Journal file (.zip)').setInputFiles({ ...file, mimeType: 'application/zip' });
  await importPart.getByRole('button', { name: 'Import' }).click();
}

describe.each(VIEWPORT_NAMES)('export and import journey (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should export a journal with a note and a file as a zip, and import it into another account', async () => {
    await registerAndLogin(page, newUsername('e2e_export', viewport));
    await writeConversation(page);

    const { panel, exportPart } = await openPanel(page);
    await screenshot(page, 'export-import-panel', viewport);
    const button = exportPart.getByRole('button', { name: 'Download my journal (.zip)' });
    // A slow line, so the progress can be seen: the zip is streamed without a length, so bytes, no percentage.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 2_000,
      uploadThroughput: -1,
    });
    const downloading = page.waitForEvent('download');
    await button.click();
    expect(await button.isDisabled()).toBe(true);
    const progress = exportPart.getByRole('progressbar', { name: 'Journal download' });
    await exportPart.getByText(/^[\d.]+ (bytes|KB) downloaded$/).waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBeNull();
    await screenshot(page, 'export-import-downloading', viewport);
    const download = await downloading;
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await exportPart
      .getByRole('status')
      .getByText(/^Downloaded flexi-journal-\d{4}-\d{2}-\d{2}\.zip\.$/)
      .waitFor();
    expect(download.suggestedFilename()).toMatch(/^flexi-journal-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(await button.isEnabled()).toBe(true);
    await screenshot(page, 'export-import-exported', viewport);

    const zip = await downloaded(download);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const files = await readZip(zip);
    const journal = files.get('journal.json')?.toString('utf8') ?? '';
    expect(journal).toContain(PROJECT);
    expect(journal).toContain(NOTE);
    expect(journal).toContain(ATTACHMENT);
    expect([...files.keys()].some((path) => path.startsWith('files/'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await panel.count()).toBe(0);

    // A second person reads the journal into their (empty) account.
    await openMenuItem(page, 'Logout');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    const reader = newUsername('e2e_import', viewport);
    await fillRegisterForm(page, reader);
    await fillLoginForm(page, reader, PASSWORD);
    await page.getByRole('heading', { name: `Hi, ${reader}` }).waitFor();

    const { importPart } = await openPanel(page);
    await importFile(importPart, { name: download.suggestedFilename(), buffer: zip });
    await importPart
      .getByRole('status')
      .getByText('Imported 1 conversation, 3 entries and 1 file.', { exact: true })
      .waitFor();
    expect(await importPart.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    await screenshot(page, 'export-import-imported', viewport);
    await page.keyboard.press('Escape');

    await openMenuItem(page, 'History');
    await historyAction(page, 'Open');
    await page.getByRole('article', { name: 'You' }).filter({ hasText: MESSAGE }).waitFor();
    await page.getByRole('article', { name: 'Note' }).getByText(NOTE).waitFor();
    await page.getByRole('group', { name: ATTACHMENT }).waitFor();
  });

  it('should download one conversation as Markdown from History', async () => {
    await registerAndLogin(page, newUsername('e2e_markdown', viewport));
    await writeConversation(page);

    await openMenuItem(page, 'History');
    const history = page.getByRole('dialog', { name: 'Conversation History' });
    const downloading = page.waitForEvent('download');
    await historyAction(page, 'Export as Markdown');
    const download = await downloading;
    await history.getByRole('alert').getByText(`Downloaded ${download.suggestedFilename()}.`).waitFor();
    await screenshot(page, 'export-markdown-history', viewport);

    expect(download.suggestedFilename()).toMatch(/\.md$/);
    const markdown = (await downloaded(download)).toString('utf8');
    expect(markdown).toContain(PROJECT);
    expect(markdown).toContain(MESSAGE);
    expect(markdown).toContain(NOTE);
  });

  it("should refuse a broken file with the server's message and import nothing", async () => {
    await registerAndLogin(page, newUsername('e2e_broken', viewport));

    const { importPart } = await openPanel(page);
    await importFile(importPart, {
      name: 'journal.zip',
      buffer: Buffer.from('These are not the bytes of a zip.'),
    });

    await importPart.getByRole('alert').getByText('This file is not a Flexi journal export.').waitFor();
    expect(await importPart.getByRole('button', { name: 'Import' }).isEnabled()).toBe(true);
    await screenshot(page, 'export-import-broken', viewport);
    await page.keyboard.press('Escape');

    await openMenuItem(page, 'History');
    await page
      .getByRole('dialog', { name: 'Conversation History' })
      .getByText('No conversation history yet.')
      .waitFor();
  });

  describe('accessibility (axe-core)', () => {
    it('should have no serious or critical violations in the Export and import panel, idle and with a refusal', async () => {
      await registerAndLogin(page, newUsername('e2e_axe_ei', viewport));
      const { importPart } = await openPanel(page);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await importPart
        .getByLabel('Journal file (.zip)')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
      await importPart
        .getByRole('alert')
        .getByText('Please choose a .zip file exported from Flexi.')
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});

/** Chooses where the zip comes from and the memory type its entries go to, picks it and presses Import. */
async function importFrom(
  importPart: Locator,
  source: 'Day One' | 'Markdown',
  memoryType: string,
  file: { name: string; buffer: Buffer },
): Promise<void> {
  await importPart.getByRole('radio', { name: source }).check();
  await importPart.getByLabel('Memory type').selectOption({ label: memoryType });
  await importFile(importPart, file);
}

describe.each(VIEWPORT_NAMES)("importing another app's journal (%s)", (viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(THEMES)(
    'should import a Day One export and Markdown files through the dialog, into the chosen memory types (%s, accessibility checked)',
    async (theme) => {
      const context = await openSteadyContext(browser, viewport, theme, { bypassCsp: true });
      const page = await context.newPage();
      try {
        await registerAndLogin(page, newUsername('e2e_oa', viewport));
        const { panel, importPart } = await openPanel(page);

        // Another app's zip needs a memory type; a Flexi export does not.
        expect(await importPart.getByLabel('Memory type').count()).toBe(0);
        await importPart.getByRole('radio', { name: 'Day One' }).check();
        await importPart.getByLabel('Memory type').selectOption({ label: 'Travel Journal' });
        await importPart.getByText('The .zip Day One writes (Export, JSON)', { exact: false }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `import-day-one-form-${theme}`, viewport, { fullPage: false });

        await importFrom(importPart, 'Day One', 'Travel Journal', {
          name: 'Day One export.zip',
          buffer: await dayOneZip(),
        });
        await importPart
          .getByRole('status')
          .getByText(
            'Imported 2 conversations, 3 entries and 1 file. Left out 1 empty entry and 1 photo or other file the app cannot take.',
            { exact: true },
          )
          .waitFor();
        await importPart.getByRole('status').scrollIntoViewIfNeeded();
        await screenshot(page, `import-day-one-done-${theme}`, viewport, { fullPage: false });

        await importFrom(importPart, 'Markdown', 'Family Memories', {
          name: 'notes.zip',
          buffer: await markdownZip(),
        });
        await importPart
          .getByRole('status')
          .getByText('Imported 2 conversations, 2 entries and 1 file.', { exact: true })
          .waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await importPart.getByRole('status').scrollIntoViewIfNeeded();
        await screenshot(page, `import-markdown-done-${theme}`, viewport, { fullPage: false });

        // A file that cannot be read is refused by name, and nothing of it is added.
        await importFile(importPart, { name: 'notes.zip', buffer: await markdownZipWithBadDate() });
        await importPart
          .getByRole('alert')
          .getByText(
            'This zip cannot be imported: trip.md: date: "last summer" is not a date (write it as 2023-01-05 or 2023-01-05 08:30).',
          )
          .waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await importPart.getByRole('alert').scrollIntoViewIfNeeded();
        await screenshot(page, `import-markdown-refused-${theme}`, viewport, { fullPage: false });
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });

        // Four conversations, each under its own name.
        await openMenuItem(page, 'History');
        const history = page.getByRole('dialog', { name: 'Conversation History' });
        for (const name of [FERRY.project, SWIMS, CHRISTMAS, RAGU]) {
          await history.getByRole('listitem').filter({ hasText: name }).first().waitFor();
        }
        expect(await history.getByText('The night train to Palermo').count()).toBe(0);
        await history
          .getByRole('listitem')
          .filter({ hasText: FERRY.project })
          .getByRole('button', { name: /^Actions: / })
          .click();
        await page.getByRole('menuitem', { name: 'Open', exact: true }).click();

        // The words as written (Day One's escapes gone), the tags, the photo, and a reply to ask for.
        const words = page.getByRole('article', { name: 'You' }).filter({ hasText: FERRY.words });
        await words.waitFor();
        await words.getByText('Tags: islands').waitFor();
        await words.getByRole('img', { name: FERRY.photoName }).waitFor();
        const reply = page.getByRole('article', { name: 'Flexi' });
        await reply.getByText('Imported from Day One, without a reply. Retry to ask for one.').waitFor();
        await reply.getByRole('button', { name: 'Retry' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `import-day-one-conversation-${theme}`, viewport);
      } finally {
        await context.close();
      }
    },
  );
});
