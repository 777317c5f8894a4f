import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newUsername, PASSWORD, registerAndLogin } from './support/accounts';
import {
  type AxeFinding,
  baseUrl,
  launchBrowser,
  openContext,
  screenshot,
  seriousAxeViolations,
} from './support/browser';

// The GraphQL explorer (issue 26 §5, decision 0188): GraphiQL from the app's own build at /graphql/explorer,
// which works with every request outside the origin refused, with the writer's session or a pasted token.
// Desktop only: GraphiQL is a developer's tool with side-by-side editors, not laid out for a phone.

const EXPLORER = '/graphql/explorer';
const ME = '{ me { username } }';

/** Refuses, and records, every request the context makes to another origin. */
async function blockOtherOrigins(context: BrowserContext): Promise<string[]> {
  const origin = new URL(baseUrl()).origin;
  const attempted: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    attempted.push(url.href);
    return route.abort('blockedbyclient');
  });
  return attempted;
}

/**
 * Sets the text of GraphiQL's visible CodeMirror editor in the part `selector` names (typing would meet its
 * auto-closed brackets).
 */
async function setEditor(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(`${selector} .CodeMirror:visible`).first().waitFor();
  await page.evaluate(
    ([within, value]) => {
      const editor = Array.from(document.querySelectorAll<HTMLElement>(`${within} .CodeMirror`)).find(
        (element) => element.offsetParent !== null,
      ) as unknown as { CodeMirror: { setValue(text: string): void } };
      editor.CodeMirror.setValue(value);
    },
    [selector, text] as const,
  );
}

/**
 * GraphiQL's own: its tabs are list items (role "tab") holding their close buttons, which nothing around it
 * can change (decision 0188). Every other finding fails the test.
 */
const isGraphiqlTabFinding = (finding: AxeFinding) =>
  finding.id === 'nested-interactive' && finding.targets.every((target) => target.startsWith('li:'));

/** Runs the query in the editor and answers the response pane's text once it shows `expected`. */
async function runQuery(page: Page, query: string, expected: string): Promise<string> {
  await setEditor(page, '.graphiql-query-editor', query);
  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = page.locator('.graphiql-response');
  const shown = () => response.innerText().then((text) => text.replace(/\s+/g, ' '));
  try {
    await response.getByText(expected).first().waitFor({ timeout: 10_000 });
  } catch {
    throw new Error(`The response never showed ${expected}: ${await shown()}`);
  }
  return shown();
}

/** A session token for a fresh account, through the REST API (as an integration would get one). */
async function tokenFor(username: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/register', {
    username,
    password: PASSWORD,
    email: `${username}@example.com`,
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const login = await post('/api/login', { username, password: PASSWORD });
  return ((await login.json()) as { token: string }).token;
}

describe('GraphQL explorer (desktop)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let attempted: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    const isAxeTest = expect.getState().currentTestName?.includes('accessibility') ?? false;
    context = await openContext(browser, 'desktop', { bypassCsp: isAxeTest });
    attempted = await blockOtherOrigins(context);
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
  });

  it('should run a query with the writer’s session, under its CSP, with nothing asked of another origin', async () => {
    const username = newUsername('explorer', 'desktop');
    const refusedByCsp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByCsp.push(message.text());
    });
    await registerAndLogin(page, username);

    const answer = await page.goto(`${baseUrl()}${EXPLORER}`);
    await page.getByRole('heading', { name: 'GraphQL explorer' }).waitFor();
    await page.getByText('Operations run with your session.').waitFor();
    const text = await runQuery(page, ME, username);

    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toContain("connect-src 'self'");
    expect(text).toContain(`"username": "${username}"`);
    // The answer's cost, as every GraphQL answer reports it.
    expect(text).toMatch(/"cost": \{ "requested": 2, "limit": \d+, "remaining": \d+, "resetAt": "[^"]+Z" \}/);
    expect(refusedByCsp).toEqual([]);
    expect(attempted).toEqual([]);
    await screenshot(page, 'graphql-explorer', 'desktop');
  });

  it('should run a query with a token pasted into the headers when not signed in', async () => {
    const username = newUsername('pat', 'desktop');
    const token = await tokenFor(username);

    await page.goto(`${baseUrl()}${EXPLORER}`);
    await page.getByText('Not signed in.').waitFor();
    await page.getByRole('button', { name: 'Headers' }).click();
    // Pasted, as a developer would: text inserted at once, not typed key by key.
    await page.getByRole('textbox', { name: 'Headers' }).focus();
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${token}` }));
    const text = await runQuery(page, ME, username);

    expect(text).toContain(`"username": "${username}"`);
    expect(attempted).toEqual([]);
  });

  it('should keep the explorer free of serious accessibility violations', async () => {
    await registerAndLogin(page, newUsername('axe', 'desktop'));
    await page.goto(`${baseUrl()}${EXPLORER}`);
    await runQuery(page, ME, '"username"');

    const findings = await seriousAxeViolations(page);

    expect(findings.filter((finding) => !isGraphiqlTabFinding(finding))).toEqual([]);
    expect(attempted).toEqual([]);
  });
});
