import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { WebhookDeliveryEntity } from 'src/webhooks/webhook-delivery.entity';
import type { WebhookEntity } from 'src/webhooks/webhook.entity';

export enum WebhookEvent {
  ENTRY_CREATED = 'ENTRY_CREATED',
  REPLY_COMPLETED = 'REPLY_COMPLETED',
  REPLY_FAILED = 'REPLY_FAILED',
  CONVERSATION_DELETED = 'CONVERSATION_DELETED',
  SHARE_CREATED = 'SHARE_CREATED',
}

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: 'What a webhook can be told of; a delivery names it in `event`.',
  valuesMap: {
    ENTRY_CREATED: {
      description:
        'You wrote an entry: an opening (a new conversation), a message or a note to self. `data` is the Entry. Imported journals send none.',
    },
    REPLY_COMPLETED: { description: 'An AI reply was written whole. `data` is the Entry with its reply.' },
    REPLY_FAILED: {
      description: 'An AI reply failed (it can be retried). `data` is the Entry with its error.',
    },
    CONVERSATION_DELETED: {
      description: 'You deleted a conversation. `data` is the Conversation as it was, without its opening.',
    },
    SHARE_CREATED: {
      description:
        'An entry became shared by link (not when a live link only changes its expiry). `data` is the ShareLink.',
    },
  },
});

export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  SENDING = 'sending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesMap: {
    PENDING: { description: 'Waiting for its first attempt, or for a retry at `nextAttemptAt`.' },
    SENDING: { description: 'Being posted now.' },
    DELIVERED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'Given up: every attempt for 24 hours failed, or the webhook was disabled.' },
  },
});

export enum WebhookDisabledReason {
  FAILING = 'failing',
}

registerEnumType(WebhookDisabledReason, {
  name: 'WebhookDisabledReason',
  description: 'Why the server disabled a webhook.',
  valuesMap: { FAILING: { description: 'Every delivery to it failed for 24 hours.' } },
});

@ObjectType('Webhook', {
  description:
    'An address that is sent a signed POST when one of its events happens (see the README for checking the signature).',
})
export class WebhookModel {
  @Field(() => ID, { description: 'The webhook.' })
  id: string;

  @Field({ description: 'Where deliveries are posted.' })
  url: string;

  @Field(() => [WebhookEvent], { description: 'The events it is sent.' })
  events: WebhookEvent[];

  @Field({ description: 'Whether it is sent events; a webhook failing for 24 hours is disabled.' })
  enabled: boolean;

  @Field(() => WebhookDisabledReason, {
    nullable: true,
    description: 'Why the server disabled it; null when it did not. Enable it again with updateWebhook.',
  })
  disabledReason: WebhookDisabledReason | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Since when every attempt has failed; null when it is not failing.',
  })
  failingSince: Date | null;

  @Field({ description: 'When it was made.' })
  createdAt: Date;
}

@ObjectType('CreatedWebhook', { description: 'A new webhook and its signing secret, shown this once.' })
export class CreatedWebhookModel {
  @Field(() => WebhookModel, { description: 'The webhook.' })
  webhook: WebhookModel;

  @Field({
    description:
      'The secret deliveries are signed with (`whsec_…`). It is shown only now: keep it where your receiver can read it.',
  })
  secret: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or being sent) to a webhook.' })
export class WebhookDeliveryModel {
  @Field(() => ID, { description: 'The delivery: the `id` of the body and the Flexi-Webhook-Id header.' })
  id: string;

  @Field(() => ID, { description: 'Its webhook.' })
  webhookId: string;

  @Field(() => WebhookEvent, { description: 'The event it tells of.' })
  event: WebhookEvent;

  @Field(() => WebhookDeliveryStatus, { description: 'Where it stands.' })
  status: WebhookDeliveryStatus;

  @Field(() => Int, {
    nullable: true,
    description: "The receiver's HTTP status on the last attempt; null when it did not answer (or none yet).",
  })
  responseCode: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; null otherwise.' })
  error: string | null;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts: number;

  @Field(() => Date, {
    nullable: true,
    description: 'When the next attempt is due, while it waits for a retry.',
  })
  nextAttemptAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the receiver accepted it.' })
  deliveredAt: Date | null;

  @Field({ description: 'When it was recorded.' })
  createdAt: Date;
}

@ObjectType('WebhookDeliveryPage', { description: "A page of a webhook's deliveries, newest first." })
export class WebhookDeliveryPage {
  @Field(() => [WebhookDeliveryModel], { description: 'The deliveries of this page.' })
  items: WebhookDeliveryModel[];

  @Field(() => Int, { description: 'How many deliveries the webhook has (kept for 30 days).' })
  total: number;

  @Field({ description: 'Whether more follow this page.' })
  hasMore: boolean;
}

export function toWebhookModel(webhook: WebhookEntity): WebhookModel {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events.map((event) => WebhookEvent[event]),
    enabled: webhook.enabled,
    disabledReason: webhook.disabledReason === 'failing' ? WebhookDisabledReason.FAILING : null,
    failingSince: webhook.failingSince,
    createdAt: webhook.createdAt,
  };
}

const STATUS: Record<WebhookDeliveryEntity['status'], WebhookDeliveryStatus> = {
  pending: WebhookDeliveryStatus.PENDING,
  sending: WebhookDeliveryStatus.SENDING,
  delivered: WebhookDeliveryStatus.DELIVERED,
  failed: WebhookDeliveryStatus.FAILED,
};

export function toDeliveryModel(delivery: WebhookDeliveryEntity): WebhookDeliveryModel {
  return {
    id: delivery.id,
    webhookId: delivery.webhookId,
    event: WebhookEvent[delivery.event],
    status: STATUS[delivery.status],
    responseCode: delivery.responseCode,
    error: delivery.error,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    deliveredAt: delivery.deliveredAt,
    createdAt: delivery.createdAt,
  };
}
