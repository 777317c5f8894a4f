import type { Page } from 'playwright-core';
import { openPagePerTest, screenshot, seriousAxeViolations, VIEWPORT_NAMES } from './support/browser';
import { newUsername, registerAndLogin } from './support/accounts';
import { openMenuItem, startConversation } from './support/journey';

// The home view's core journey: pick a memory type, name the project, answer the questions, read the streamed
// reply (the e2e server has no AI key, so the offline companion answers), continue, and add a note to self.

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

  describe('accessibility (axe-core)', () => {
    it('should have no serious or critical violations when the Edit Profile panel is open', async () => {
      await registerAndLogin(page, newUsername('e2e_profile', viewport));
      await openProfile(page);

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
