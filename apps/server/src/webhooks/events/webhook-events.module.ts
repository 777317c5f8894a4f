import { Module } from '@nestjs/common';
import { DeliveryQueue } from './delivery-queue';
import { WebhookEvents } from './webhook-events';
import { WebhookEventsRepository } from './webhook-events.repository';

/**
 * What a feature imports to tell webhooks of its events (conversations, replies, share). It imports no
 * feature, so the coupling stays one-way.
 */
@Module({
  providers: [DeliveryQueue, WebhookEventsRepository, WebhookEvents],
  exports: [WebhookEvents, DeliveryQueue],
})
export class WebhookEventsModule {}
