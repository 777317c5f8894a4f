import type { Page } from 'playwright-core';
import {
  baseUrl,
  openPagePerTest,
  screenshot,
  seriousAxeViolations,
  VIEWPORT_NAMES,
} from './support/browser';
import { fillLoginForm, newUsername, PASSWORD, registerAndLogin } from './support/accounts';
import {
  COMPANION_REPLY,
  openMenuItem,
  REPLY_TIMEOUT_MS,
  startConversation,
  startConversationAndWait,
} from './support/journey';
import { solidPng } from './support/images';

// The home view's core journey: pick a memory type, name the project, answer the questions, read the streamed
// reply (the e2e server has no AI key, so the offline companion answers), continue, and add a note to self.

/** The outline style of the focused element (`none` means focus would be invisible). */
function focusOutline(page: Page): Promise<string> {
  return page.evaluate(() =>
    document.activeElement ? getComputedStyle(document.activeElement).outlineStyle : 'none',
  );
}

function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

async function openProfile(page: Page): Promise<void> {
  await openMenuItem(page, 'Profile');
  await page.getByRole('dialog', { name: 'Edit Profile' }).getByLabel('Display name').waitFor();
}

describe.each(VIEWPORT_NAMES)('home journey (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should stream the reply, continue the conversation and add a note when the user answers the questions', async () => {
    await registerAndLogin(page, newUsername('e2e_home', viewport));
    await screenshot(page, 'home-topic', viewport);

    await startConversation(page);

    const replies = page.getByRole('article', { name: 'Flexi' });
    await replies
      .first()
      .getByText(/Offline companion/)
      .waitFor({ timeout: 20_000 });
    await page.getByText('Answer received, conversation started!').waitFor();
    await screenshot(page, 'home-first-reply', viewport);

    await page.getByLabel('Message').fill('We always finished with lemon granita.');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();
    await page
      .getByRole('article', { name: 'You' })
      .getByText('We always finished with lemon granita.')
      .waitFor();
    await replies
      .nth(1)
      .getByText(/Offline companion/)
      .waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: '+ NOTE TO SELF' }).click();
    await page.getByLabel('Note to self').fill('Ask Aunt Lucia for the ragù recipe.');
    await page.getByRole('button', { name: 'ADD + NOTE TO SELF' }).click();
    await page
      .getByRole('article', { name: 'Note' })
      .getByText('Ask Aunt Lucia for the ragù recipe.')
      .waitFor();
    await page.getByRole('button', { name: '+ NOTE TO SELF' }).waitFor();
    await screenshot(page, 'home-note', viewport);
  });

  it("should stream a message's reply over the conversation's subscription, listening before it is sent", async () => {
    // What the page sends, in order: subscriptions over the socket, operations over HTTP.
    const sent: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const operation = /subscription (\w+)/.exec(String(payload))?.[1];
        if (operation) sent.push(operation);
      }),
    );
    page.on('request', (request) => {
      const operation = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
      if (operation) sent.push(operation);
    });
    await registerAndLogin(page, newUsername('e2e_replies', viewport));
    await startConversationAndWait(page, { projectName: 'Night ferry' });

    await page.getByLabel('Message').fill('The ferry left at midnight.');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();
    await page
      .getByRole('article', { name: 'Flexi' })
      .nth(1)
      .getByText(COMPANION_REPLY)
      .waitFor({ timeout: REPLY_TIMEOUT_MS });

    expect(sent.indexOf('ConversationReplies')).toBeGreaterThan(-1);
    expect(sent.indexOf('ConversationReplies')).toBeLessThan(sent.indexOf('ContinueConversation'));
    // replyStream followed the opening only: the message's reply came over the conversation's subscription.
    expect(sent.filter((operation) => operation === 'ReplyStream')).toHaveLength(1);
  });

  it('should open an empty start form at / once a conversation has started', async () => {
    await registerAndLogin(page, newUsername('e2e_draft', viewport));
    await startConversationAndWait(page, { projectName: 'Harbour lights' });
    await page.waitForURL(/#\/conversation\/[0-9a-f-]+$/);

    // Reopening / in a new tab (same browser storage) starts afresh: not the last question with Submit again.
    const tab = await page.context().newPage();
    await tab.goto(`${baseUrl()}/#/`);
    const projectName = tab.getByLabel('Project name');
    await projectName.waitFor();
    expect(await projectName.inputValue()).toBe('');
    await tab.getByRole('button', { name: 'Next' }).waitFor();
    expect(await tab.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await screenshot(tab, 'home-after-start', viewport);
    await tab.close();

    // Going to / in the same tab (the address bar) stays there with an empty form, not back in the conversation.
    await page.goto(`${baseUrl()}/#/`);
    await page.getByLabel('Project name').waitFor();
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).hash).toBe('#/');
    expect(await page.getByLabel('Project name').inputValue()).toBe('');
  });

  it('should show where the writer is in the guided flow, and go Back keeping the words (accessibility checked)', async () => {
    await registerAndLogin(page, newUsername('e2e_flow', viewport));
    await page.getByLabel('Choose a Memory Type').selectOption({ label: 'Family Memories' });
    await page.locator('.journey-topic-chip').getByText('Family Memories').waitFor();
    await page.getByLabel('Project name').fill('Harbour lights');
    await page.getByLabel('Project name').press('Enter');
    await page.getByText(/^Question 1 of \d+/).waitFor();
    await page.locator('.journey-start textarea').fill('The lighthouse keeper waved.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Question 2 of \d+/).waitFor();
    // Checked once the question's 500 ms fade-in is over (spec §9): mid-fade, its text is faint on purpose.
    await page.waitForFunction(() => !document.querySelector('.journey-start--transitioning'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'home-guided-flow', viewport);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText(/^Question 1 of \d+/).waitFor();
    expect(await page.locator('.journey-start textarea').inputValue()).toBe('The lighthouse keeper waved.');
  });

  it('should show the journal on home and open a conversation from it (accessibility checked)', async () => {
    await registerAndLogin(page, newUsername('e2e_journal', viewport));
    await startConversationAndWait(page, { projectName: 'Harbour lights' });
    const picture = 'harbour-photo.png';
    await page
      .getByTestId('attach-file-input')
      .setInputFiles({ name: picture, mimeType: 'image/png', buffer: solidPng(320, 240, [60, 120, 196]) });
    await page.getByRole('button', { name: `Remove ${picture}` }).waitFor();
    await page.getByLabel('Message').fill('The boats came in at dusk.');
    await page.getByRole('button', { name: 'THINK W FLEXI' }).click();
    await page.getByRole('article', { name: 'Flexi' }).nth(1).getByText(COMPANION_REPLY).waitFor({
      timeout: REPLY_TIMEOUT_MS,
    });
    await page.goto(`${baseUrl()}/#/`);
    await startConversationAndWait(page, { projectName: 'Lemon grove' });
    await page.goto(`${baseUrl()}/#/`);

    const resume = page.getByRole('region', { name: 'Continue where you left off' });
    await resume.getByRole('link', { name: 'Lemon grove' }).waitFor();
    const journal = page.getByRole('region', { name: 'Your journal' });
    expect(await journal.getByRole('link').allTextContents()).toEqual(['Lemon grove', 'Harbour lights']);
    const harbour = journal.locator('.journal-item').filter({ hasText: 'Harbour lights' });
    await harbour.getByText('The boats came in at dusk.').waitFor();
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      await harbour.locator('img').elementHandle(),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'home-journal', viewport);

    await journal.getByRole('link', { name: 'Harbour lights' }).click();
    await page.waitForURL(/#\/conversation\/[0-9a-f-]+$/);
    await page.getByRole('article', { name: 'You' }).getByText('The boats came in at dusk.').waitFor();
    expect(await page.getByRole('region', { name: 'Your journal' }).count()).toBe(0);
  });

  it('should show the menu button in the header beside the app name, and the footer under the view', async () => {
    await registerAndLogin(page, newUsername('e2e_header', viewport));

    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    const appName = header.getByText('Flexi', { exact: true });
    const [menuBox, nameBox] = await Promise.all([menu.boundingBox(), appName.boundingBox()]);
    if (!menuBox || !nameBox) throw new Error('the header is not laid out');
    // Spec §2 "Header: menu button and app name": side by side on one line, the button first.
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(nameBox.x);
    expect(Math.abs(menuBox.y + menuBox.height / 2 - (nameBox.y + nameBox.height / 2))).toBeLessThan(8);
    expect(await page.getByRole('main').getByRole('button', { name: 'Menu' }).count()).toBe(0);
    // Spec §1: the footer says what powers the app.
    expect(await page.getByRole('contentinfo').textContent()).toBe('Powered by Flexi');
    await screenshot(page, 'home-header', viewport);

    await openMenuItem(page, 'Logout');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await header.getByRole('button').count()).toBe(0);
  });

  it("should show the spec's validation texts before the conversation starts", async () => {
    await registerAndLogin(page, newUsername('e2e_rules', viewport));
    const next = page.getByRole('button', { name: 'Next' });

    await next.click();
    await page.getByText('Please select a memory type.').waitFor();
    await page.getByLabel('Choose a Memory Type').selectOption({ label: 'Family Memories' });
    await next.click();
    await page.getByText('Please enter a project name to continue.').waitFor();
    await page.getByLabel('Project name').fill('x'.repeat(101));
    await next.click();
    await page.getByText('Please keep the project name to 100 characters or less.').waitFor();

    await page.getByLabel('Project name').fill('Grandma Rosa');
    await next.click();
    await next.click();
    await page.getByText('Please answer the current question before proceeding.').waitFor();
    await page.locator('.journey-start textarea').fill('y'.repeat(601));
    await next.click();
    await page.getByText('Please keep your answer to 600 characters or less (about 100 words).').waitFor();
    await screenshot(page, 'home-validation', viewport);
  });

  it('should be usable from the keyboard alone, with a visible focus, in the menu and its dialogs', async () => {
    await registerAndLogin(page, newUsername('e2e_keys', viewport));
    // Tab from the top of the page to the menu button, as a keyboard user would.
    await page.locator('body').focus();
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === 'Menu') break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    expect(await focusOutline(page)).not.toBe('none');

    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // Radix moves focus into the menu; arrows walk it (each step waits for the focus to move), Enter picks.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    for (let step = 0; step < 10 && (await focusedText(page)) !== 'Search'; step += 1) {
      const before = await focusedText(page);
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(
        (previous) => document.activeElement?.textContent?.trim() !== previous,
        before,
      );
    }
    expect(await focusedText(page)).toBe('Search');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search Conversations' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus comes back to the menu button (Radix hands it over just after the dialog unmounts).
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Menu',
      undefined,
      {
        timeout: 2_000,
      },
    );
  });

  it('should follow a dark system colour scheme', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await registerAndLogin(page, newUsername('e2e_dark', viewport));

    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // A dark page: every channel of the background is low.
    const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    expect(Math.max(...channels)).toBeLessThan(80);
    await screenshot(page, 'home-dark', viewport);
  });

  it('should keep the theme picked in Appearance over the system one, across a reload (accessibility checked)', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await registerAndLogin(page, newUsername('e2e_theme', viewport));
    const darkness = async () => {
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      return Math.max(...(background.match(/\d+/g) ?? []).slice(0, 3).map(Number));
    };
    expect(await darkness()).toBeGreaterThan(200);

    await openMenuItem(page, 'Appearance');
    const dialog = page.getByRole('dialog', { name: 'Appearance' });
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'appearance-dialog', viewport);
    await page.keyboard.press('Escape');
    expect(await darkness()).toBeLessThan(80);

    await page.reload();
    await page.getByRole('heading', { name: /^Hi, / }).waitFor();
    expect(await darkness()).toBeLessThan(80);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'home-theme-dark', viewport);
  });

  it('should greet the user by the new display name when it is changed in the Edit Profile panel', async () => {
    await registerAndLogin(page, newUsername('e2e_profile', viewport));

    await openProfile(page);
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Display name').fill('Rosa the Third');
    await dialog.getByRole('button', { name: 'Update Profile' }).click();

    await page.getByRole('status').getByText('Profile updated successfully').waitFor();
    await page.getByRole('heading', { name: 'Hi, Rosa the Third' }).waitFor();
    await screenshot(page, 'home-profile-updated', viewport);
  });

  it('should ask for the current password before changing the password, then log in with the new one', async () => {
    const username = newUsername('e2e_password', viewport);
    await registerAndLogin(page, username);

    await openProfile(page);
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    expect(await dialog.getByLabel('Current password').count()).toBe(0);
    await dialog.getByLabel('New password').fill('harbour-lights-9');
    const current = dialog.getByLabel('Current password');
    await current.waitFor();
    await dialog.getByRole('button', { name: 'Update Profile' }).click();
    await dialog
      .getByRole('alert')
      .getByText('Please enter your current password to change your password or email.')
      .waitFor();

    await current.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Update Profile' }).click();
    await dialog.getByRole('alert').getByText('Your current password is not correct.').waitFor();
    await screenshot(page, 'profile-current-password', viewport);

    await current.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByRole('status').getByText('Profile updated successfully').waitFor();

    await openMenuItem(page, 'Logout');
    await fillLoginForm(page, username, 'harbour-lights-9');
    await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();
  });

  it('should stack every toast in one place, so an error stays readable beside a success', async () => {
    await registerAndLogin(page, newUsername('e2e_toasts', viewport));
    await startConversationAndWait(page);

    // A success from the home view (Edit Profile), then an error from the conversation (a refused file).
    await openProfile(page);
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Display name').fill('Rosa');
    await dialog.getByRole('button', { name: 'Update Profile' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Profile updated successfully' });
    await success.waitFor();
    await page
      .getByTestId('attach-file-input')
      .setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
    const error = page.getByRole('alert').filter({ hasText: 'File upload failed:' });
    await error.waitFor();

    expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(1);
    const [successBox, errorBox] = await Promise.all([success.boundingBox(), error.boundingBox()]);
    if (!successBox || !errorBox) throw new Error('a toast is not laid out');
    // Stacked, newest last: the error sits below the success, and nothing is drawn over it.
    expect(errorBox.y).toBeGreaterThanOrEqual(successBox.y + successBox.height);
    const errorOnTop = await error.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(errorOnTop).toBe(true);
    await screenshot(page, 'home-toasts', viewport);
  });

  describe('accessibility (axe-core)', () => {
    it('should have no serious or critical violations when the Edit Profile panel is open', async () => {
      await registerAndLogin(page, newUsername('e2e_profile', viewport));
      await openProfile(page);

      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    it('should have no serious or critical violations in the dark colour scheme', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await registerAndLogin(page, newUsername('e2e_dark', viewport));
      await startConversation(page);
      await page.getByRole('button', { name: 'THINK W FLEXI' }).waitFor({ timeout: 20_000 });

      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    it('should have no serious or critical violations when the conversation has started', async () => {
      await registerAndLogin(page, newUsername('e2e_home', viewport));
      expect(await seriousAxeViolations(page)).toEqual([]);

      await startConversation(page);
      await page.getByRole('button', { name: 'THINK W FLEXI' }).waitFor({ timeout: 20_000 });

      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
