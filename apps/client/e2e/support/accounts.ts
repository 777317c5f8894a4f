import type { Page } from 'playwright-core';
import { openRoute, type ViewportName } from './browser';

/** The password every e2e account is registered with. */
export const PASSWORD = 'correct-horse-7';

let counter = 0;

/** A username no earlier run has taken (the e2e database lives for one run, but tests share it). */
export function newUsername(prefix: string, viewport: ViewportName): string {
  counter += 1;
  return `${prefix}_${viewport}_${Date.now().toString(36)}_${counter}`;
}

/** Registers through the form and waits for the spec's success notice on the login view. */
export async function fillRegisterForm(page: Page, username: string, origin?: string): Promise<void> {
  await openRoute(page, '/register', origin);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByText('Registration successful! Please log in.').waitFor();
}

export async function fillLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A fresh account, logged in, on the home view (of the server at `origin`, the run's own by default). */
export async function registerAndLogin(page: Page, username: string, origin?: string): Promise<void> {
  await fillRegisterForm(page, username, origin);
  await fillLoginForm(page, username, PASSWORD);
  await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();
}
