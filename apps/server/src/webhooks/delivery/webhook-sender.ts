import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { WebhookDeliveryEntity } from 'src/webhooks/webhook-delivery.entity';
import type { WebhookEntity } from 'src/webhooks/webhook.entity';
import { DELIVERY_TIMEOUT_MS, RESPONSE_MAX_BYTES } from './delivery-rules';
import { type AttemptResult, pinnedPost } from './pinned-post';
import { parseWebhookUrl, resolveAllowed, UnsafeUrlError, type UrlPolicy } from './url-safety';
import { signedHeaders } from './webhook-signature';

/** The body a receiver gets: the delivery's id, then the event, when it happened, and the object. */
export function deliveryBody(delivery: Pick<WebhookDeliveryEntity, 'id' | 'payload'>): string {
  const { event, timestamp, data } = delivery.payload;
  return JSON.stringify({ id: delivery.id, event, timestamp, data });
}

/**
 * One attempt at a delivery: the URL is checked again and its host resolved now (an address that became
 * private since the webhook was made is refused), then the body is posted, signed, to the address checked.
 */
@Injectable()
export class WebhookSender {
  private readonly policy: UrlPolicy;

  constructor(@Inject(APP_ENV) env: AppEnv) {
    this.policy = { allowHttp: env.webhookAllowHttp, allowPrivate: env.webhookAllowPrivate };
  }

  async attempt(webhook: WebhookEntity, delivery: WebhookDeliveryEntity): Promise<AttemptResult> {
    let url: URL;
    let pinned;
    try {
      url = parseWebhookUrl(webhook.url, this.policy);
      pinned = await resolveAllowed(url, this.policy);
    } catch (error) {
      if (error instanceof UnsafeUrlError) return { status: null, error: error.message };
      throw error;
    }
    const body = deliveryBody(delivery);
    return pinnedPost(url, pinned, signedHeaders(delivery.id, webhook.secret, body), body, {
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxResponseBytes: RESPONSE_MAX_BYTES,
    });
  }
}
