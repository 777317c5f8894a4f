import { Module } from '@nestjs/common';
import { DeliveriesRepository } from './delivery/deliveries.repository';
import { DeliveryWorker } from './delivery/delivery-worker';
import { WebhookSender } from './delivery/webhook-sender';
import { WebhookEventsModule } from './events/webhook-events.module';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/**
 * Signed webhooks (issue 26 §2): a writer's webhooks, and the worker that posts their deliveries on any
 * instance. Features record events through WebhookEventsModule, never through this module.
 */
@Module({
  imports: [WebhookEventsModule],
  providers: [
    WebhooksRepository,
    WebhooksService,
    WebhooksResolver,
    DeliveriesRepository,
    WebhookSender,
    DeliveryWorker,
  ],
})
export class WebhooksModule {}
