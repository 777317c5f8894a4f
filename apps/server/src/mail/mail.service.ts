import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_ENV, type AppEnv } from 'src/config/env';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged when there is no SMTP server, so a developer can still follow the mail (e.g. a reset link). */
  devHint?: string;
}

/** SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox as an .eml file. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly outbox?: string;

  constructor(@Inject(APP_ENV) private readonly env: AppEnv) {
    if (env.smtpUrl) {
      this.transport = createTransport(env.smtpUrl);
    } else {
      this.outbox = join(env.dataDir, 'outbox');
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.env.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
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
