import { z } from 'zod';
import { flag } from './variable-kinds';

/** Where webhooks may post (issue 26 §2): the safe defaults refuse plain HTTP and private addresses. */
export const webhooksVariables = z.object({
  WEBHOOK_ALLOW_HTTP: flag().describe(
    '`true` lets webhooks use `http://` URLs (tests, a receiver on a trusted network); else only `https://`',
  ),
  WEBHOOK_ALLOW_PRIVATE: flag().describe(
    '`true` lets webhooks post to private, loopback and link-local addresses; else they are refused at creation and at delivery',
  ),
});

export function webhooksSettings(env: z.output<typeof webhooksVariables>) {
  return {
    webhookAllowHttp: env.WEBHOOK_ALLOW_HTTP,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  };
}
