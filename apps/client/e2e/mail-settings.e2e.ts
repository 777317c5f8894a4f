import type { Page } from 'playwright-core';
import { newUsername, registerAndLogin } from './support/accounts';
import { openPagePerTest, screenshot, seriousAxeViolations, VIEWPORT_NAMES } from './support/browser';
import { openMenuItem } from './support/journey';

// Reminders and reviews by email in Edit Profile (issue 24 §6), in a real browser: off at first, turned on with
// chosen days, a time and a weekly digest, kept after saving; checked with axe at both widths, in both themes.

async function openProfile(page: Page) {
  await openMenuItem(page, 'Profile');
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Display name').waitFor();
  return dialog;
}

describe.each(VIEWPORT_NAMES)('mail settings (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should turn on writing reminders and a weekly review digest and keep them (accessibility checked)', async () => {
    await registerAndLogin(page, newUsername('e2e_mail', viewport));
    let dialog = await openProfile(page);
    const reminders = dialog.getByRole('checkbox', { name: /Remind me to write/ });
    expect(await reminders.isChecked()).toBe(false);
    expect(await dialog.getByRole('combobox', { name: 'Email me a review' }).inputValue()).toBe('OFF');

    await reminders.check();
    await dialog.getByRole('checkbox', { name: 'Friday' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Sunday' }).check();
    await dialog.getByLabel('Reminder time').fill('07:30');
    await dialog.getByRole('combobox', { name: 'Email me a review' }).selectOption('WEEKLY');
    await dialog.getByRole('combobox', { name: 'Review day' }).selectOption('SUNDAY');
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await dialog.getByText('Reminders and reviews by email').scrollIntoViewIfNeeded();
      await screenshot(page, `mail-settings-${theme}`, viewport, { fullPage: false });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await dialog.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    dialog = await openProfile(page);
    expect(await dialog.getByRole('checkbox', { name: /Remind me to write/ }).isChecked()).toBe(true);
    const days = [];
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      if (await dialog.getByRole('checkbox', { name: day }).isChecked()) days.push(day);
    }
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Sunday']);
    expect(await dialog.getByLabel('Reminder time').inputValue()).toBe('07:30');
    expect(await dialog.getByRole('combobox', { name: 'Review day' }).inputValue()).toBe('SUNDAY');
  });
});
