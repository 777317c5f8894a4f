import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newUsername, registerAndLogin } from './support/accounts';
import {
  launchBrowser,
  openSteadyContext,
  screenshot,
  seriousAxeViolations,
  THEMES,
  VIEWPORT_NAMES,
  VIEWPORTS,
} from './support/browser';
import {
  COMPANION_REPLY,
  graphqlAsUser,
  REPLY_TIMEOUT_MS,
  startConversation,
  startConversationAndWait,
} from './support/journey';

// Writing offline (issue 25): with the connection gone, a note and a message written in an open conversation
// show "Waiting to send", stay through a reload, and reach the server in the order they were written once it
// is back; a message whose conversation was deleted meanwhile is refused and keeps its words; a conversation
// started offline starts when the connection returns and opens.

const NOTE = 'Remember the smell of basil on the balcony.';
const MESSAGE = 'Tell me more about what the copper pot meant to her.';

interface TimelineData {
  conversation: { entries: Array<{ kind: string; userText: string }> };
}

async function timeline(page: Page, id: string): Promise<Array<{ kind: string; userText: string }>> {
  const data = await graphqlAsUser<TimelineData>(
    page,
    'query ($id: ID!) { conversation(id: $id) { entries(first: 50) { kind userText } } }',
    { id },
  );
  return data.conversation.entries;
}

function conversationIdOf(page: Page): string {
  const id = /#\/conversation\/([^?/]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`no conversation in ${page.url()}`);
  return id;
}

/** The service worker controls the page, so a reload with no connection still opens the app. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.locator('main h1').first().waitFor();
  }
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

describe.each(VIEWPORT_NAMES)('writing offline (%s)', (viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(THEMES)(
    'should keep a note and a message written offline, through a reload, and send them in order once back (%s, accessibility checked)',
    async (theme) => {
      const context = await openSteadyContext(browser, viewport, theme, { bypassCsp: true });
      const page = await context.newPage();
      try {
        await registerAndLogin(page, newUsername(`off_${theme}`, viewport));
        await startConversationAndWait(page);
        await page.waitForURL(/#\/conversation\//);
        const id = conversationIdOf(page);
        await waitForServiceWorker(page);
        await page.getByLabel('Message').waitFor();

        await goOffline(context, page);
        await page.getByRole('button', { name: /NOTE TO SELF/ }).click();
        await page.getByLabel('Note to self').fill(NOTE);
        await page.getByRole('button', { name: /^ADD .*NOTE TO SELF/ }).click();
        await page.getByLabel('Message').fill(MESSAGE);
        await page.getByRole('button', { name: /^THINK W/ }).click();
        const waiting = page.getByRole('list', { name: 'Waiting to send' });
        await waiting.getByRole('listitem').nth(1).getByText('Waiting to send').waitFor();
        expect(await waiting.getByRole('listitem').allTextContents()).toEqual([
          expect.stringContaining(NOTE),
          expect.stringContaining(MESSAGE),
        ]);
        expect(await page.getByLabel('Message').inputValue()).toBe('');
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          VIEWPORTS[viewport].width,
        );
        await waiting.scrollIntoViewIfNeeded();
        await screenshot(page, `offline-waiting-${theme}`, viewport, { fullPage: false });

        // A reload with no connection: the app, the conversation (this device's copy) and the waiting words.
        await page.reload();
        await waiting.getByRole('listitem').nth(1).waitFor();
        await page.getByText('Offline: this is the copy kept on this device', { exact: false }).waitFor();
        await page.getByText(COMPANION_REPLY).first().waitFor();

        await screenshot(page, `offline-reloaded-${theme}`, viewport, { fullPage: false });

        // The tab closed offline and opened again online: what waited is sent.
        const url = page.url();
        await page.close();
        await context.setOffline(false);
        const again = await context.newPage();
        await again.goto(url);
        await again.getByRole('heading', { level: 1 }).first().waitFor();
        // Sent in the order written, whichever page opened first.
        const deadline = Date.now() + REPLY_TIMEOUT_MS;
        let stored = await timeline(again, id);
        while (stored.length < 3 && Date.now() < deadline) {
          await again.waitForTimeout(250);
          stored = await timeline(again, id);
        }
        expect(stored.slice(-2)).toEqual([
          { kind: 'note', userText: NOTE },
          { kind: 'continuation', userText: MESSAGE },
        ]);
        // The page shows them, whether it read the conversation before or after they were sent, and the
        // message's reply comes as any other's.
        await again.getByRole('article', { name: 'Note' }).getByText(NOTE).waitFor();
        await again.getByRole('article', { name: 'You' }).last().getByText(MESSAGE).waitFor();
        await again.getByRole('article', { name: 'Flexi' }).nth(1).getByText(COMPANION_REPLY).waitFor({
          timeout: REPLY_TIMEOUT_MS,
        });
      } finally {
        await context.close();
      }
    },
  );

  it('should keep a refused message with its reason, and start a conversation written offline once back', async () => {
    const context = await openSteadyContext(browser, viewport, 'light', { bypassCsp: true });
    const page = await context.newPage();
    try {
      await registerAndLogin(page, newUsername('off_ref', viewport));
      await startConversationAndWait(page);
      const id = conversationIdOf(page);
      await goOffline(context, page);
      await page.getByLabel('Message').fill(MESSAGE);
      await page.getByRole('button', { name: /^THINK W/ }).click();
      const waiting = page.getByRole('list', { name: 'Waiting to send' });
      await waiting.getByText('Waiting to send').waitFor();

      // Deleted from another device meanwhile: the server refuses the message, whose words stay.
      await graphqlAsUser(page, 'mutation ($id: ID!) { deleteConversation(id: $id) { message } }', { id });
      await context.setOffline(false);
      await waiting.getByText('Not sent:', { exact: false }).waitFor({ timeout: REPLY_TIMEOUT_MS });
      expect(await waiting.textContent()).toContain(MESSAGE);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await waiting.getByRole('button', { name: 'Discard' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
      await waiting.waitFor({ state: 'detached' });

      // A new conversation written offline starts, and opens, once the connection is back.
      await page.goto(`${page.url().split('#')[0]}#/`);
      await page.getByLabel('Choose a Memory Type').waitFor();
      await goOffline(context, page);
      await startConversation(page, { projectName: 'Written on the train' });
      await page.getByText('This conversation starts as soon as you are back online.').waitFor();
      await context.setOffline(false);
      await page.waitForURL(/#\/conversation\//, { timeout: REPLY_TIMEOUT_MS });
      await page.getByRole('heading', { name: 'Written on the train', level: 1 }).waitFor();
      await page.getByRole('article', { name: 'Flexi' }).first().getByText(COMPANION_REPLY).waitFor({
        timeout: REPLY_TIMEOUT_MS,
      });
    } finally {
      await context.close();
    }
  });
});
