import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { newUsername, registerAndLogin } from './support/accounts';
import { openPagePerTest, screenshot, seriousAxeViolations, VIEWPORT_NAMES } from './support/browser';
import { openMenuItem, startConversationAndWait } from './support/journey';

// The Webhooks panel (issue 26 §2) in a real browser: add a webhook for a receiver this test runs on loopback
// (the run's server allows private http receivers), see its secret once, receive signed deliveries of a new
// conversation, read them in the panel, redeliver one and delete the webhook; axe at both widths.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const signed = (delivery: Received, secret: string) => {
  const timestamp = String(delivery.headers['flexi-webhook-timestamp']);
  const hex = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  return delivery.headers['flexi-webhook-signature'] === `sha256=${hex}`;
};

/** Toasts stay until dismissed, and on a phone they lie over the dialog's buttons. */
async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

async function openWebhooks(page: Page) {
  await openMenuItem(page, 'Webhooks');
  return page.getByRole('dialog', { name: 'Webhooks' });
}

describe.each(VIEWPORT_NAMES)('webhooks (%s)', (viewport) => {
  let page: Page;
  openPagePerTest(viewport, (opened) => (page = opened));

  it('should add a webhook, show its secret once, list its signed deliveries and redeliver one (accessibility checked)', async () => {
    const path = `/${viewport}`;
    await registerAndLogin(page, newUsername('e2e_hooks', viewport));
    let dialog = await openWebhooks(page);
    await dialog.getByText('No webhooks yet', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel('Receiver URL').fill(`${receiverUrl}${path}`);
    await dialog.getByRole('checkbox', { name: 'A reply is written' }).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-secret', viewport);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Signing secret' }).count()).resolves.toBe(0);
    await dialog
      .getByRole('listitem')
      .filter({ hasText: `${receiverUrl}${path}` })
      .getByText('Enabled', { exact: false })
      .waitFor();
    await page.keyboard.press('Escape');

    const before = received.length;
    await startConversationAndWait(page, { projectName: `Hooks ${viewport}` });
    await until('the entry and its reply are delivered', () => received.length >= before + 2);
    const ours = received.slice(before);
    expect(ours.map((delivery) => (JSON.parse(delivery.body) as { event: string }).event).sort()).toEqual([
      'ENTRY_CREATED',
      'REPLY_COMPLETED',
    ]);
    expect(ours.every((delivery) => signed(delivery, secret))).toBe(true);

    await dismissToasts(page);
    dialog = await openWebhooks(page);
    await dialog.getByRole('button', { name: /^Deliveries/ }).click();
    const deliveries = dialog.getByRole('list', { name: 'Recent deliveries' });
    await deliveries.getByText('Delivered (200)').first().waitFor();
    expect(await deliveries.getByText('Delivered (200)').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await deliveries
      .getByRole('button', { name: /^Redeliver/ })
      .first()
      .click();
    await until('the redelivery arrives', () => received.length >= before + 3);
    await dialog.getByText('Sent again as a new delivery.').waitFor();
    await dismissToasts(page);

    await dialog.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete webhook?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await dialog.getByText('No webhooks yet', { exact: false }).waitFor();
  }, 120_000);
});
