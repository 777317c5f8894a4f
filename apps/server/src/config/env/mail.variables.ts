import { z } from 'zod';
import { optionalUrl } from './variable-kinds';

/** Outgoing mail: SMTP, or `.eml` files in DATA_DIR/outbox when unset. */
export const mailVariables = z.object({
  SMTP_URL: optionalUrl(['smtp', 'smtps']).describe('e.g. `smtps://user:pass@smtp.example.com:465`'),
  MAIL_FROM: z.string().default('Flexi <no-reply@localhost>').describe('Sender of outgoing mail'),
});

export function mailSettings(env: z.output<typeof mailVariables>) {
  return { smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM };
}
