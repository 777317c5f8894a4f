import type { Browser, Page } from 'playwright-core';
import { newUsername, registerAndLogin } from './support/accounts';
import {
  launchBrowser,
  openSteadyContext,
  screenshot,
  seriousAxeViolations,
  THEMES,
  VIEWPORT_NAMES,
  type ViewportName,
} from './support/browser';
import { startConversationAndWait } from './support/journey';
import {
  FAKE_TRANSCRIPT,
  startVoiceServer,
  TRANSCRIPTION_MODEL,
  type VoiceServer,
} from './support/voice-server';

// Voice entries (issue 25): on a server with a speech-to-text model, the writer records in Chromium (its fake
// microphone, a steady beep), sees the time and the level, stops, and what the provider heard lands after what
// they typed in the message box, to edit. A provider failure keeps the recording, and Try again sends it again.
// The run's own server has no model: there the microphone is absent.

const SERVER_START_MS = 180_000;
const TYPED = 'At the harbour this morning';

const recordButton = (page: Page) => page.getByRole('button', { name: 'Record voice' });

/** Records until the timer shows `seconds`, then hands back the Stop button (not pressed yet). */
async function recordFor(page: Page, seconds: number) {
  await recordButton(page).click();
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  await stop.waitFor();
  await page.waitForFunction(
    (shown) => document.querySelector('[role="timer"]')?.textContent?.startsWith(shown) ?? false,
    `00:0${seconds}`,
  );
  return stop;
}

/** Waits until the field matched by `selector` holds exactly `text`. */
async function waitForValue(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([where, expected]) => document.querySelector<HTMLTextAreaElement>(where)?.value === expected,
    [selector, text] as const,
  );
}

const MESSAGE_BOX = '.journey-message-box textarea';

/** A screenshot of the composer's state as the writer sees it: the box brought into view first. */
async function shootComposer(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await page.locator('.journey-message-box').evaluate((box) => box.scrollIntoView({ block: 'end' }));
  await screenshot(page, name, viewport, { fullPage: false });
}

describe('voice entries on a server without a transcription model', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('should show no microphone in the message box', async () => {
    const context = await openSteadyContext(browser, 'desktop', 'light');
    const page = await context.newPage();
    try {
      // The answer to what the server offers has come before the box is looked at.
      const capabilities = page.waitForResponse((response) =>
        (response.request().postData() ?? '').includes('query Capabilities'),
      );
      await registerAndLogin(page, newUsername('e2e_novoice', 'desktop'));
      const answer = (await (await capabilities).json()) as {
        data: { capabilities: { transcription: boolean } };
      };
      expect(answer.data.capabilities.transcription).toBe(false);
      await startConversationAndWait(page);

      expect(await recordButton(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('voice entries on a server with a transcription model', () => {
  let browser: Browser;
  let server: VoiceServer;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startVoiceServer()]);
  }, SERVER_START_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 60_000);

  /** A new writer on the voice server, with a conversation started and the message box ready. */
  async function openMessageBox(viewport: ViewportName, theme: (typeof THEMES)[number]): Promise<Page> {
    const context = await openSteadyContext(browser, viewport, theme, { bypassCsp: true });
    const page = await context.newPage();
    await registerAndLogin(page, newUsername('e2e_voice', viewport), server.origin);
    await startConversationAndWait(page);
    return page;
  }

  it('should put what the provider heard into the answer being written in the guided start', async () => {
    const context = await openSteadyContext(browser, 'desktop', 'light');
    const page = await context.newPage();
    try {
      await registerAndLogin(page, newUsername('e2e_vstart', 'desktop'), server.origin);
      await page.getByLabel('Choose a Memory Type').selectOption({ label: 'Family Memories' });
      await page.getByLabel('Project name').fill('The harbour');
      await page.getByRole('button', { name: 'Next' }).click();
      const answer = page.locator('.journey-start textarea');
      await answer.fill('Grandpa said');

      const stop = await recordFor(page, 1);
      await stop.click();

      await waitForValue(page, '.journey-start textarea', `Grandpa said ${FAKE_TRANSCRIPT}`);
      expect(await answer.evaluate((field) => field === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  describe.each(VIEWPORT_NAMES)('(%s)', (viewport) => {
    it.each(THEMES)(
      'should record, then put the words heard after what is typed, and send the kept recording again after a failure (%s, accessibility checked)',
      async (theme) => {
        const page = await openMessageBox(viewport, theme);
        const shot = `voice-${theme}`;
        try {
          const box = page.getByLabel('Message');
          await box.fill(TYPED);
          const before = server.transcriber.received.length;

          const stop = await recordFor(page, 2);
          expect(await recordButton(page).getAttribute('aria-pressed')).toBe('true');
          await page
            .getByText('Your recording is sent to the AI provider to be written out, and is not kept.')
            .waitFor();
          // The level follows the fake microphone's beep.
          await page.waitForFunction(() => {
            const meter = document.querySelector('.voice-status__meter');
            return meter !== null && Number(getComputedStyle(meter).getPropertyValue('--voice-level')) > 0;
          });
          await shootComposer(page, `${shot}-recording`, viewport);
          expect(await seriousAxeViolations(page)).toEqual([]);
          await stop.click();

          await waitForValue(page, MESSAGE_BOX, `${TYPED} ${FAKE_TRANSCRIPT}`);
          expect(await box.evaluate((field) => field === document.activeElement)).toBe(true);
          const sent = server.transcriber.received.slice(before);
          // Under the name and type of what its bytes are (Chromium records WebM), with the model.
          expect(sent.map(({ model, fileName, mime }) => ({ model, fileName, mime }))).toEqual([
            { model: TRANSCRIPTION_MODEL, fileName: 'recording.webm', mime: 'audio/webm' },
          ]);
          expect(sent[0].size).toBeGreaterThan(1000);

          // The provider fails once: the recording is kept, and Try again sends the same bytes.
          server.transcriber.failNext(1, 500);
          await (await recordFor(page, 1)).click();
          const failure = page
            .getByRole('alert')
            .filter({ hasText: 'Your recording could not be written out' });
          await failure.getByRole('button', { name: 'Try again' }).waitFor();
          await shootComposer(page, `${shot}-failed`, viewport);
          expect(await seriousAxeViolations(page)).toEqual([]);
          await failure.getByRole('button', { name: 'Try again' }).click();

          await waitForValue(page, MESSAGE_BOX, `${TYPED} ${FAKE_TRANSCRIPT} ${FAKE_TRANSCRIPT}`);
          const [failed, retried] = server.transcriber.received.slice(before + 1);
          expect(retried.size).toBe(failed.size);
          expect(await failure.count()).toBe(0);
        } finally {
          await page.context().close();
        }
      },
    );
  });
});
