import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { MESSAGES } from 'src/common/messages';
import { toPage } from 'src/common/paging';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { SessionOnly } from 'src/session/session-only.decorator';
import { CreateWebhookArgs, UpdateWebhookArgs, WebhookDeliveriesArgs } from './dto/webhook.args';
import {
  CreatedWebhookModel,
  toDeliveryModel,
  toWebhookModel,
  WebhookDeliveryModel,
  WebhookDeliveryPage,
  WebhookModel,
} from './dto/webhook.model';
import { WEBHOOKS_MAX, WebhooksService } from './webhooks.service';

const WEBHOOK_ID = { type: () => ID, description: 'One of your webhooks.' };

// Webhooks are managed with the writer's own session: an access token can neither make nor read them.
@Resolver(() => WebhookModel)
export class WebhooksResolver {
  constructor(private readonly service: WebhooksService) {}

  @SessionOnly()
  @Query(() => [WebhookModel], { description: `Your webhooks (at most ${WEBHOOKS_MAX}), oldest first.` })
  async webhooks(@CurrentUser() user: AuthUser): Promise<WebhookModel[]> {
    return (await this.service.list(user.id)).map(toWebhookModel);
  }

  @SessionOnly()
  @Mutation(() => CreatedWebhookModel, {
    description: `Makes a webhook (at most ${WEBHOOKS_MAX}): an https:// URL whose host has only public addresses, and its events. Answers its signing secret, this once.`,
  })
  async createWebhook(
    @CurrentUser() user: AuthUser,
    @Args() args: CreateWebhookArgs,
  ): Promise<CreatedWebhookModel> {
    const { webhook, secret } = await this.service.create(user.id, args.url, args.events);
    return { webhook: toWebhookModel(webhook), secret };
  }

  @SessionOnly()
  @Mutation(() => WebhookModel, {
    description:
      'Changes a webhook: its URL, its events, or whether it is enabled (enabling clears a failure).',
  })
  async updateWebhook(@CurrentUser() user: AuthUser, @Args() args: UpdateWebhookArgs): Promise<WebhookModel> {
    const { id, ...update } = args;
    return toWebhookModel(await this.service.update(user.id, id, update));
  }

  @SessionOnly()
  @Mutation(() => MessagePayload, {
    description: 'Deletes a webhook with its deliveries; nothing more is sent.',
  })
  async deleteWebhook(
    @CurrentUser() user: AuthUser,
    @Args('id', WEBHOOK_ID) id: string,
  ): Promise<MessagePayload> {
    await this.service.delete(user.id, id);
    return toMessagePayload(MESSAGES.webhookDeleted);
  }

  @SessionOnly()
  @Query(() => WebhookDeliveryPage, {
    description: "A webhook's deliveries, newest first, kept for 30 days.",
  })
  async webhookDeliveries(
    @CurrentUser() user: AuthUser,
    @Args() args: WebhookDeliveriesArgs,
  ): Promise<WebhookDeliveryPage> {
    const [items, total] = await this.service.deliveries(user.id, args.webhookId, args.offset, args.limit);
    return toPage(items.map(toDeliveryModel), total, args.offset);
  }

  @SessionOnly()
  @Mutation(() => WebhookDeliveryModel, {
    description:
      "Sends a delivery's event again as a new delivery (a new id; the same event, timestamp and data). The webhook must be enabled.",
  })
  async redeliverWebhook(
    @CurrentUser() user: AuthUser,
    @Args('deliveryId', { type: () => ID, description: 'A delivery of one of your webhooks.' })
    deliveryId: string,
  ): Promise<WebhookDeliveryModel> {
    return toDeliveryModel(await this.service.redeliver(user.id, deliveryId));
  }
}
