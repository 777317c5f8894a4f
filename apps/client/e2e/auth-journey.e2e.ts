import type { Page } from 'playwright-core';
import { fillLoginForm, fillRegisterForm, newUsername, PASSWORD } from './support/accounts';
import { readResetLink } from './support/outbox';
import {
  baseUrl,
  openPagePerTest,
  openRoute,
  screenshot,
  seriousAxeViolations,
  VIEWPORT_NAMES,
} from './support/browser';

// The journey the client offers today: register, log in, the greeting, log out; and the guards around it.
function hashRoute(page: Page): string {
  return new URL(page.url()).hash;
}

describe.each(VIEWPORT_NAMES)('client journey (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should land on the login view when home is visited without a token', async () => {
    await page.goto(`${baseUrl()}/#/`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    expect(hashRoute(page)).toMatch(/^#\/login/);
    await screenshot(page, 'login', viewport);
  });

  it('should greet the user and log out when they register and log in through the forms', async () => {
    const username = newUsername('e2e', viewport);

    await openRoute(page, '/register');
    await screenshot(page, 'register', viewport);
    await fillRegisterForm(page, username);
    expect(hashRoute(page)).toBe('#/login');
    await screenshot(page, 'login-after-register', viewport);

    await fillLoginForm(page, username, PASSWORD);
    await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();
    await page.getByText("Welcome, let's get started!").waitFor();
    expect(hashRoute(page)).toBe('#/');
    await screenshot(page, 'home', viewport);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(hashRoute(page)).toMatch(/^#\/login/);
    await page.goto(`${baseUrl()}/#/`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(hashRoute(page)).toMatch(/^#\/login/);
  });

  it('should revoke the session on the server when the user logs out, so a copy of the token stops working', async () => {
    const username = newUsername('e2e_logout', viewport);
    await fillRegisterForm(page, username);
    await fillLoginForm(page, username, PASSWORD);
    await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const profileWith = (bearer: string) =>
      fetch(`${baseUrl()}/api/profile`, { headers: { authorization: `Bearer ${bearer}` } }).then(
        (r) => r.status,
      );
    expect(await profileWith(token ?? '')).toBe(200);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    expect(await profileWith(token ?? '')).toBe(403);
  });

  it('should refuse a common password on register with a clear message and create no account', async () => {
    const username = newUsername('e2e_common', viewport);
    await openRoute(page, '/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('Password1');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.getByText('This password is too common. Please choose a less common one.').waitFor();
    expect(hashRoute(page)).toBe('#/register');
    await screenshot(page, 'register-common-password', viewport);
  });

  it('should show the login error when the password is wrong', async () => {
    const username = newUsername('e2e', viewport);
    await fillRegisterForm(page, username);

    await fillLoginForm(page, username, 'not-the-password');
    await page.getByText('Login failed: Invalid username or password').waitFor();

    expect(hashRoute(page)).toMatch(/^#\/login/);
    await screenshot(page, 'login-failed', viewport);
  });

  it('should set a new password through the mailed link when the user asks for a reset', async () => {
    const username = newUsername('e2e', viewport);
    const email = `${username}@example.com`;
    const newPassword = 'reset-horse-9';
    await fillRegisterForm(page, username);

    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByText('Password reset email sent. Check your inbox.').waitFor();
    await screenshot(page, 'forgot-password', viewport);

    const link = await readResetLink(email);
    expect(link.startsWith(`${baseUrl()}/#/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully! Please log in.').waitFor();
    await screenshot(page, 'reset-password-done', viewport);

    // Back to login after 3 s.
    await page.getByRole('heading', { name: 'Login' }).waitFor({ timeout: 10_000 });
    expect(hashRoute(page)).toMatch(/^#\/login/);
    await fillLoginForm(page, username, PASSWORD);
    await page.getByText('Login failed: Invalid username or password').waitFor();
    await fillLoginForm(page, username, newPassword);
    await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();
  });

  describe('accessibility (axe-core)', () => {
    it.each(['/login', '/register', '/reset-password'])(
      'should have no serious or critical violations when %s is shown',
      async (route) => {
        await openRoute(page, route);

        expect(await seriousAxeViolations(page)).toEqual([]);
      },
    );

    it('should have no serious or critical violations when home is shown', async () => {
      const username = newUsername('e2e', viewport);
      await fillRegisterForm(page, username);
      await fillLoginForm(page, username, PASSWORD);
      await page.getByRole('heading', { name: `Hi, ${username}` }).waitFor();

      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
