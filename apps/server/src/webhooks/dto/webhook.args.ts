import { ArgsType, Field, ID } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsBoolean,
  IsEnum,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { PageArgs } from 'src/common/graphql/page.args';
import { MESSAGES } from 'src/common/messages';
import { WEBHOOK_URL_MAX } from 'src/webhooks/delivery/url-safety';
import { WebhookEvent } from './webhook.model';

const EVENT_COUNT = Object.keys(WebhookEvent).length;

@ArgsType()
export class CreateWebhookArgs {
  @Field({
    description: `Where to post deliveries: an https:// URL (at most ${WEBHOOK_URL_MAX} characters).`,
  })
  @IsString()
  @MaxLength(WEBHOOK_URL_MAX, { message: MESSAGES.webhookUrlInvalid })
  url: string;

  @Field(() => [WebhookEvent], { description: 'The events to send it (at least one).' })
  @ArrayNotEmpty({ message: MESSAGES.webhookEventsRequired })
  @ArrayMaxSize(EVENT_COUNT)
  @IsEnum(WebhookEvent, { each: true })
  events: WebhookEvent[];
}

@ArgsType()
export class UpdateWebhookArgs {
  @Field(() => ID, { description: 'One of your webhooks.' })
  @IsString()
  id: string;

  @Field(() => String, {
    nullable: true,
    description: 'A new URL, checked as at creation; left out, it stays.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(WEBHOOK_URL_MAX, { message: MESSAGES.webhookUrlInvalid })
  url?: string | null;

  @Field(() => [WebhookEvent], {
    nullable: true,
    description: 'The events to send it from now; left out, they stay.',
  })
  @IsOptional()
  @ArrayNotEmpty({ message: MESSAGES.webhookEventsRequired })
  @ArrayMaxSize(EVENT_COUNT)
  @IsEnum(WebhookEvent, { each: true })
  events?: WebhookEvent[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'false stops its deliveries; true enables it again (also after it was disabled for failing).',
  })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean | null;
}

@ArgsType()
export class WebhookDeliveriesArgs extends PageArgs {
  @Field(() => ID, { description: 'One of your webhooks.' })
  @IsString()
  webhookId: string;
}
