import type { Page } from 'playwright-core';
import { newUsername, registerAndLogin } from './support/accounts';
import { openPagePerTest, screenshot, seriousAxeViolations, VIEWPORT_NAMES } from './support/browser';
import { importJournalZip, openMenuItem } from './support/journey';
import { oneEntryJournalZip } from './support/sample-journal';

// Looking back (issue 24): On this day on the home view, and the time zone that decides what a day is.

/**
 * Noon UTC on this machine's day in an earlier year (the same day in any zone within ±11 hours): last year, or
 * on 29 February the last leap year, four years back. Answers it with how On this day says it.
 */
function sameDayEarlier(): { at: string; when: string } {
  const today = new Date();
  const leapDay = today.getUTCMonth() === 1 && today.getUTCDate() === 29;
  const years = leapDay ? 4 : 1;
  const at = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate(), 12));
  return { at: at.toISOString(), when: leapDay ? '4 years ago' : 'A year ago' };
}

describe.each(VIEWPORT_NAMES)('looking back (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it("should bring last year's entry back on home, open it, and keep the device's time zone (accessibility checked)", async () => {
    await registerAndLogin(page, newUsername('e2e_otd', viewport));
    const earlier = sameDayEarlier();
    await importJournalZip(
      page,
      await oneEntryJournalZip('Lighthouse summers', 'Grandma Rosa at the lighthouse.', earlier.at),
      'Imported 1 conversation',
    );
    await page.reload();

    const card = page.getByRole('region', { name: 'On this day' });
    await card.getByText(earlier.when, { exact: false }).waitFor();
    await card.getByText('Grandma Rosa at the lighthouse.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'on-this-day', viewport, { fullPage: false });

    await card.getByRole('link', { name: 'Lighthouse summers' }).click();
    await page.getByRole('heading', { name: 'Lighthouse summers', level: 1 }).waitFor();

    // The account had no zone: home gave it this device's, which Edit Profile shows.
    const deviceZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await openMenuItem(page, 'Profile');
    const zone = page
      .getByRole('dialog', { name: 'Edit Profile' })
      .getByRole('combobox', { name: 'Time zone' });
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLSelectElement>('[role="dialog"] select')?.value === expected,
      deviceZone,
    );
    expect(await zone.inputValue()).toBe(deviceZone);
  });
});
