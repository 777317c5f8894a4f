import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser';

// The offline companion answers in the e2e server (no AI key); its complete replies are labelled with this.
export const COMPANION_REPLY = /Offline companion/;
export const REPLY_TIMEOUT_MS = 20_000;

/**
 * Picks the memory type, names the project and answers every question until Submit. `answer` is the text
 * given to each question.
 */
export async function startConversation(
  page: Page,
  {
    projectName = 'Grandma Rosa',
    answer = 'Sunday dinners in Naples with the whole family around the copper pot.',
  } = {},
): Promise<void> {
  await page.getByLabel('Choose a Memory Type').selectOption({ label: 'Family Memories' });
  await page.getByLabel('Project name').fill(projectName);
  await page.getByRole('button', { name: 'Next' }).click();
  // Answer each question until the last one offers Submit.
  for (;;) {
    await page.locator('.journey-start textarea').fill(answer);
    const submit = page.getByRole('button', { name: 'Submit' });
    if (await submit.isVisible()) {
      await submit.click();
      return;
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

/** Starts a conversation and waits for the first reply and the message box. */
export async function startConversationAndWait(
  page: Page,
  options?: Parameters<typeof startConversation>[1],
) {
  await startConversation(page, options);
  await page.getByRole('article', { name: 'Flexi' }).first().getByText(COMPANION_REPLY).waitFor({
    timeout: REPLY_TIMEOUT_MS,
  });
  await page.getByLabel('Message').waitFor();
}

export async function openMenuItem(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Imports a journal zip through Export and import and waits for its summary ("Imported 3 conversations"). */
export async function importJournalZip(page: Page, zip: Buffer, summary: string): Promise<void> {
  await openMenuItem(page, 'Export and import');
  const panel = page.getByRole('dialog', { name: 'Export and import' });
  await panel
    .getByLabel('Journal file (.zip)')
    .setInputFiles({ name: 'journal.zip', mimeType: 'application/zip', buffer: zip });
  await panel.getByRole('button', { name: 'Import' }).click();
  await panel.getByText(summary, { exact: false }).waitFor();
}

/**
 * One GraphQL call as the logged-in user (the token the app keeps in localStorage), e.g. to seed entries;
 * answers its data.
 */
export async function graphqlAsUser<TData = unknown>(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
): Promise<TData> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: TData; errors?: unknown };
  if (!response.ok || body.errors || !body.data) throw new Error(JSON.stringify(body));
  return body.data;
}

/** Opens Share from the menu of the conversation's first entry (the opening): the Share modal. */
export async function openShare(page: Page): Promise<Locator> {
  await page
    .getByRole('article', { name: 'You' })
    .first()
    .getByRole('button', { name: 'Entry actions' })
    .click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  return page.getByRole('dialog', { name: 'Share' });
}

/** Shares the opening by link, confirming in the Share modal; answers the modal, showing the link. */
export async function shareOpening(page: Page): Promise<Locator> {
  const dialog = await openShare(page);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await dialog.getByLabel('Share link').waitFor();
  return dialog;
}
