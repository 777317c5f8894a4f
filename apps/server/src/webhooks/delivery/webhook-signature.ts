import { createHmac } from 'node:crypto';

/**
 * The headers that let a receiver check a delivery: `Flexi-Webhook-Signature` is `sha256=` and the hex
 * HMAC-SHA256, keyed with the webhook's secret, of `${timestamp}.${body}` (the README shows a check).
 */
export function signedHeaders(
  deliveryId: string,
  secret: string,
  body: string,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'Flexi-Webhook-Id': deliveryId,
    'Flexi-Webhook-Timestamp': timestamp,
    'Flexi-Webhook-Signature': `sha256=${sign(secret, timestamp, body)}`,
  };
}

export function sign(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}
