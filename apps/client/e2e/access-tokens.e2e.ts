import type { Page } from 'playwright-core';
import { newUsername, registerAndLogin } from './support/accounts';
import {
  baseUrl,
  openPagePerTest,
  screenshot,
  seriousAxeViolations,
  VIEWPORT_NAMES,
} from './support/browser';
import { openMenuItem } from './support/journey';

// Personal access tokens (issue 26 §1) in a real browser: a READ token created in the Access tokens panel,
// shown once and copied, then used as a program would (fetch with a bearer token): a query works, a mutation is
// refused naming the WRITE scope; revoked after confirmation, it is refused. Axe at both widths.

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** One GraphQL call as an integration makes it: outside the browser, with the token as its only credential. */
async function callWithToken(token: string, query: string): Promise<GraphqlAnswer> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as GraphqlAnswer;
}

async function openPanel(page: Page) {
  await openMenuItem(page, 'Access tokens');
  const panel = page.getByRole('dialog', { name: 'Access tokens' });
  await panel.getByText('You have no access tokens.').waitFor();
  return panel;
}

describe.each(VIEWPORT_NAMES)('access tokens (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should create a read-only token shown once, use it, and revoke it (accessibility checked)', async () => {
    const username = newUsername('e2e_pat', viewport);
    await registerAndLogin(page, username);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const panel = await openPanel(page);
    expect(await panel.getByText(/No token can create tokens/).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await panel.getByLabel('Token name').fill('Backup script');
    await panel.getByLabel('Expires after').selectOption('30');
    await panel.getByRole('button', { name: 'Create token' }).click();
    const secret = panel.getByLabel('New access token');
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^flexi_pat_[0-9A-Za-z]{43}$/);
    await panel.getByText('Copy this token now: it will not be shown again.').waitFor();
    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel.getByRole('button', { name: 'Copied' }).waitFor();
    await panel.getByRole('status').getByText('Token copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    const row = panel.getByRole('listitem').filter({ hasText: 'Backup script' });
    expect(await row.textContent()).toContain('Read only');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'access-tokens-created', viewport);

    const read = await callWithToken(token, '{ me { username } }');
    const write = await callWithToken(token, 'mutation { logout { message } }');
    const change = await callWithToken(
      token,
      'mutation { renameConversation(input: { id: "00000000-0000-0000-0000-000000000000", title: "x" }) { id } }',
    );
    expect(read.data).toEqual({ me: { username } });
    expect(change.errors?.[0]).toMatchObject({
      message: 'This access token lacks the WRITE scope.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await panel.getByRole('button', { name: 'Done' }).click();
    expect(await panel.getByLabel('New access token').count()).toBe(0);
    await row.getByRole('button', { name: /^Revoke/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke token?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await panel.getByText('You have no access tokens.').waitFor();

    const refused = await callWithToken(token, '{ me { username } }');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Invalid or expired token',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
