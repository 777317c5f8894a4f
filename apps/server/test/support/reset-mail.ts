import { decodeQuotedPrintable, type SmtpSink } from './smtp-sink';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

const LINK_PATTERN = new RegExp(
  `${TEST_PUBLIC_URL.replace(/[.:/]/g, '\\$&')}/#/reset-password\\?token=([A-Za-z0-9_-]+)`,
  'g',
);

/** Every reset link in a raw mail (text and HTML parts). */
export const resetLinksIn = (raw: string) =>
  [...decodeQuotedPrintable(raw).matchAll(LINK_PATTERN)].map((m) => m[0]);

/** The one token a mail carries: all its links must agree. */
export function resetTokenIn(raw: string): string {
  const links = resetLinksIn(raw);
  expect(links.length).toBeGreaterThan(0);
  expect(new Set(links).size).toBe(1);
  return new URL(links[0].replace('/#/', '/')).searchParams.get('token') ?? '';
}

/** Asks for a reset link over REST and answers the token of the mail that arrives in the sink. */
export async function requestResetToken(app: TestApp, sink: SmtpSink, email: string): Promise<string> {
  const before = sink.mailsTo(email).length;
  expect((await app.rest('POST', '/api/forgot-password', { email })).status).toBe(200);
  const mails = await sink.waitForMails(email, before + 1);
  return resetTokenIn(mails[before].raw);
}
