import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_ENV, type AppEnv } from 'src/config/env';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged when there is no SMTP server, so a developer can still follow the mail (e.g. a reset link). */
  devHint?: string;
  /** Headers of its own, e.g. `List-Unsubscribe` (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox as an .eml file. nodemailer is
 * loaded with the first mail (a password reset, rarely): not at start-up, where it cost ~13 MB of RSS.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private transport: Promise<Transporter> | undefined;
  private readonly outbox?: string;

  constructor(@Inject(APP_ENV) private readonly env: AppEnv) {
    if (!env.smtpUrl) this.outbox = join(env.dataDir, 'outbox');
  }

  private openTransport(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      this.env.smtpUrl
        ? createTransport(this.env.smtpUrl)
        : createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const transport = await this.openTransport();
    const info = (await transport.sendMail({
      from: this.env.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers && { headers: mail.headers }),
    })) as { message?: Buffer; messageId?: string };
    if (!this.outbox) {
      this.logger.log(`Mail "${mail.subject}" sent over SMTP (${info.messageId ?? 'no id'})`);
      return;
    }
    await mkdir(this.outbox, { recursive: true });
    const file = join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.subject.replace(/\W+/g, '-')}.eml`,
    );
    await writeFile(file, info.message ?? '', { mode: 0o600 });
    this.logger.log(
      `No SMTP_URL: mail "${mail.subject}" written to ${file}${mail.devHint ? ` (${mail.devHint})` : ''}`,
    );
  }
}
