import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { parseWebhookUrl, resolveAllowed, UnsafeUrlError, type UrlPolicy } from './delivery/url-safety';
import { WebhookEvents } from './events/webhook-events';
import type { WebhookDeliveryEntity } from './webhook-delivery.entity';
import type { WebhookEventName } from './webhook-event';
import type { WebhookEntity } from './webhook.entity';
import { WebhookErrorCode } from './webhooks.errors';
import { type WebhookChanges, WebhooksRepository } from './webhooks.repository';

/** Webhooks one writer may have: enough for a few integrations, few enough that an event stays cheap. */
export const WEBHOOKS_MAX = 10;

/** The changes a writer asks for; absent (or null) fields stay as they are. */
export interface WebhookUpdate {
  url?: string | null;
  events?: WebhookEventName[] | null;
  enabled?: boolean | null;
}

/** A writer's webhooks: made, changed and deleted by their owner only; another writer's are "not found". */
@Injectable()
export class WebhooksService {
  private readonly policy: UrlPolicy;

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly events: WebhookEvents,
    @Inject(APP_ENV) env: AppEnv,
  ) {
    this.policy = { allowHttp: env.webhookAllowHttp, allowPrivate: env.webhookAllowPrivate };
  }

  list(ownerId: string): Promise<WebhookEntity[]> {
    return this.repository.list(ownerId);
  }

  /** The new webhook and its secret (`whsec_` and 32 random bytes), which is never shown again. */
  async create(
    ownerId: string,
    url: string,
    events: WebhookEventName[],
  ): Promise<{ webhook: WebhookEntity; secret: string }> {
    const checked = await this.checkUrl(url);
    if ((await this.repository.count(ownerId)) >= WEBHOOKS_MAX)
      throw new DomainError(WebhookErrorCode.LimitReached, MESSAGES.webhookLimit(WEBHOOKS_MAX));
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const webhook = await this.repository.insert({ ownerId, url: checked, events: unique(events), secret });
    await this.events.forget(ownerId);
    return { webhook, secret };
  }

  async update(ownerId: string, id: string, update: WebhookUpdate): Promise<WebhookEntity> {
    await this.get(ownerId, id);
    const changes: WebhookChanges = {};
    if (update.url !== undefined && update.url !== null) changes.url = await this.checkUrl(update.url);
    if (update.events) changes.events = unique(update.events);
    if (update.enabled !== undefined && update.enabled !== null) changes.enabled = update.enabled;
    const updated = await this.repository.update(ownerId, id, changes);
    if (!updated) throw notFound();
    await this.events.forget(ownerId);
    return updated;
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!isUUID(id) || !(await this.repository.delete(ownerId, id))) throw notFound();
    await this.events.forget(ownerId);
  }

  async deliveries(
    ownerId: string,
    webhookId: string,
    offset: number,
    limit: number,
  ): Promise<[WebhookDeliveryEntity[], number]> {
    await this.get(ownerId, webhookId);
    return this.repository.deliveries(webhookId, offset, limit);
  }

  /** Sends a delivery's event again, as a new delivery (new id, same body otherwise), to an enabled webhook. */
  async redeliver(ownerId: string, deliveryId: string): Promise<WebhookDeliveryEntity> {
    const delivery = isUUID(deliveryId) ? await this.repository.findDelivery(ownerId, deliveryId) : null;
    if (!delivery) throw new DomainError(WebhookErrorCode.DeliveryNotFound, MESSAGES.webhookDeliveryNotFound);
    if (!delivery.webhook?.enabled)
      throw new DomainError(WebhookErrorCode.Disabled, MESSAGES.webhookDisabled);
    return this.repository.redeliver(delivery);
  }

  private async get(ownerId: string, id: string): Promise<WebhookEntity> {
    const webhook = isUUID(id) ? await this.repository.find(ownerId, id) : null;
    if (!webhook) throw notFound();
    return webhook;
  }

  /** The URL as given, once its form and every address of its host are allowed. */
  private async checkUrl(raw: string): Promise<string> {
    const url = raw.trim();
    try {
      await resolveAllowed(parseWebhookUrl(url, this.policy), this.policy);
    } catch (error) {
      if (error instanceof UnsafeUrlError) throw new DomainError(WebhookErrorCode.UrlRefused, error.message);
      throw error;
    }
    return url;
  }
}

const notFound = () => new DomainError(WebhookErrorCode.NotFound, MESSAGES.webhookNotFound);

const unique = (events: WebhookEventName[]) => [...new Set(events)];
