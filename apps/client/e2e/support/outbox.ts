import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The server's DATA_DIR, set by tools/e2e/run-e2e.mjs; without SMTP the server writes mails to its outbox. */
function outboxDir(): string {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npx nx run client:test:e2e`');
  return join(dataDir, 'outbox');
}

/** Undoes quoted-printable encoding (soft line breaks `=\r\n` and `=XX` escapes) over a raw ASCII message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function isAddressedTo(raw: string, address: string): boolean {
  const to = /^To: (.*)$/im
    .exec(raw)?.[1]
    ?.trim()
    .replace(/^.*<(.*)>$/, '$1');
  return to?.toLowerCase() === address.toLowerCase();
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+\/#\/reset-password\?token=[A-Za-z0-9_-]+/;

/** Waits for the reset mail to `address` in the outbox (sent in the background) and returns its link. */
export async function readResetLink(address: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(outboxDir()).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const raw = await readFile(join(outboxDir(), name), 'utf8');
      if (!isAddressedTo(raw, address)) continue;
      const link = LINK_PATTERN.exec(decodeQuotedPrintable(raw))?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no reset mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
