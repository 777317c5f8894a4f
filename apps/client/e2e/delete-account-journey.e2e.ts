import type { Locator, Page } from 'playwright-core';
import { openPagePerTest, screenshot, seriousAxeViolations, VIEWPORT_NAMES } from './support/browser';
import { fillLoginForm, fillRegisterForm, newUsername, PASSWORD, registerAndLogin } from './support/accounts';
import { openMenuItem, startConversationAndWait } from './support/journey';

// Deleting the account from the Edit Profile panel: the typed confirmation, the last question, the login
// view's notice, and the username free again.

/** Opens Edit Profile and returns its Delete account section, scrolled into view. */
async function openDeleteSection(page: Page): Promise<Locator> {
  await openMenuItem(page, 'Profile');
  const section = page
    .getByRole('dialog', { name: 'Edit Profile' })
    .getByRole('region', { name: 'Delete account' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

async function fillConfirmation(section: Locator, username: string, password: string): Promise<Locator> {
  const button = section.getByRole('button', { name: 'Delete account', exact: true });
  await section.getByLabel('Type your username to confirm').fill(username);
  await section.getByLabel('Password', { exact: true }).fill(password);
  return button;
}

describe.each(VIEWPORT_NAMES)('delete account journey (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should delete the account from the Edit Profile panel, show the notice on login and free the username', async () => {
    const username = newUsername('e2e_delete', viewport);
    await registerAndLogin(page, username);
    await startConversationAndWait(page);

    const section = await openDeleteSection(page);
    const button = await fillConfirmation(section, 'someone-else', PASSWORD);
    expect(await button.isDisabled()).toBe(true);
    await fillConfirmation(section, username, PASSWORD);
    expect(await button.isEnabled()).toBe(true);
    await screenshot(page, 'delete-account-section', viewport);

    await button.click();
    const question = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await question.waitFor();
    await screenshot(page, 'delete-account-confirm', viewport);
    await question.getByRole('button', { name: 'Delete account' }).click();

    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByText('Your account has been deleted.').waitFor();
    expect(page.url()).toMatch(/#\/login$/);
    await screenshot(page, 'delete-account-done', viewport);

    await fillLoginForm(page, username, PASSWORD);
    await page.getByText('Login failed: Invalid username or password').waitFor();

    await fillRegisterForm(page, username);
    await fillLoginForm(page, username, PASSWORD);
    await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();
  });

  it('should keep the account and say why when the password is wrong', async () => {
    const username = newUsername('e2e_keep', viewport);
    await registerAndLogin(page, username);

    const section = await openDeleteSection(page);
    await (await fillConfirmation(section, username, 'not-my-password')).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete account' }).click();

    await section.getByRole('alert').getByText('Your current password is not correct.').waitFor();
    // Still signed in: the panel stays open on the home view, and the greeting is back once it closes.
    expect(page.url()).not.toMatch(/#\/login/);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();
  });

  describe('accessibility (axe-core)', () => {
    it('should have no serious or critical violations in the Edit Profile panel with the Delete account section and its confirmation', async () => {
      const username = newUsername('e2e_delax', viewport);
      await registerAndLogin(page, username);
      const section = await openDeleteSection(page);
      const button = await fillConfirmation(section, username, PASSWORD);

      expect(await seriousAxeViolations(page)).toEqual([]);

      await button.click();
      await page.getByRole('alertdialog', { name: 'Delete your account?' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
