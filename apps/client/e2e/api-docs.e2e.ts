import type { Page, Request } from 'playwright-core';
import {
  baseUrl,
  openPagePerTest,
  screenshot,
  seriousAxeViolations,
  VIEWPORT_NAMES,
} from './support/browser';

// The REST API's reference page (issue 26 §3, decision 0186): Swagger UI served by the app itself, so it works
// where nothing outside the deployment can be reached.

interface Description {
  info: { title: string };
  paths: Record<string, Record<string, unknown>>;
}

/**
 * Opens /api/docs with every request to another origin refused, and answers those requests: none is expected.
 * The page's own CSP would refuse them too; refusing here as well means a regression fails loudly either way.
 */
async function openDocs(page: Page): Promise<{ outside: string[]; refused: string[] }> {
  const origin = new URL(baseUrl()).origin;
  const outside: string[] = [];
  const refused: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort('blockedbyclient');
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
      refused.push(message.text());
  });
  page.on('requestfailed', (request: Request) => {
    if (new URL(request.url()).origin === origin)
      refused.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  await page.goto(`${baseUrl()}/api/docs`);
  await page.locator('.opblock').first().waitFor();
  return { outside, refused };
}

describe.each(VIEWPORT_NAMES)('REST API reference (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should list every operation of /api/openapi.json when opened with the network outside the origin blocked', async () => {
    const description = (await (
      await page.request.get(`${baseUrl()}/api/openapi.json`)
    ).json()) as Description;
    const operationCount = Object.values(description.paths).reduce(
      (n, item) => n + Object.keys(item).length,
      0,
    );

    const { outside, refused } = await openDocs(page);

    await expect(
      page.getByRole('heading', { name: new RegExp(description.info.title) }).count(),
    ).resolves.toBe(1);
    await expect(page.locator('.opblock').count()).resolves.toBe(operationCount);
    expect(outside).toEqual([]);
    expect(refused).toEqual([]);
    await screenshot(page, 'api-docs', viewport, { fullPage: false });
  });

  it('should show an operation with its body, its answers and the bearer scheme when it is opened', async () => {
    await openDocs(page);

    await page.locator('#operations-Conversations-conversationsGrok button.opblock-summary-control').click();
    const operation = page.locator('#operations-Conversations-conversationsGrok');
    await operation.locator('.responses-table').first().waitFor();

    const codes = await operation
      .locator('.responses-table tr.response')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-code')));
    expect(codes).toEqual(expect.arrayContaining(['200', '401', '404', '502', '503']));
    await expect(operation.getByText('questionAnswers').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /Authorize/ }).count()).resolves.toBeGreaterThan(0);
  });

  it('should pass the accessibility check on the reference page, closed and with an operation opened', async () => {
    await openDocs(page);
    const closed = await seriousAxeViolations(page);
    await page.locator('#operations-Conversations-conversationsGrok button.opblock-summary-control').click();
    await page.locator('#operations-Conversations-conversationsGrok .responses-table').first().waitFor();

    expect({ closed, opened: await seriousAxeViolations(page) }).toEqual({ closed: [], opened: [] });
  });
});
