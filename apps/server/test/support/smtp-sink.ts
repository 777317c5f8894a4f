import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses, lower-cased. */
  recipients: string[];
  /** The message as sent (headers and MIME body), undecoded. */
  raw: string;
}

export interface SmtpSink {
  /** For the server's SMTP_URL. */
  url: string;
  mailsTo(address: string): ReceivedMail[];
  /** Resolves once `count` mails to `address` have arrived; fails after `timeoutMs`. */
  waitForMails(address: string, count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real SMTP server on a free local port that accepts every mail (no TLS, no auth) and keeps it. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (address: string) =>
    mails.filter((mail) => mail.recipients.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mailsTo,
    async waitForMails(address, count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (mailsTo(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} mail(s) to ${address} within ${timeoutMs} ms, got ${mailsTo(address).length}`,
          );
        }
        await sleep(25);
      }
      return mailsTo(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable encoding (soft line breaks `=\r\n` and `=XX` escapes) over a raw ASCII message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
