import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import type { ReplyStatus } from 'src/conversations/entry.entity';
import { EntryModel, ReplyStatusValues } from './entry.model';
import { RememberedEntryModel } from './remembered-entry.model';

@ObjectType('Conversation', { description: 'A journal conversation on one topic.' })
export class ConversationModel {
  @Field(() => ID, { description: 'The conversation id.' })
  id: string;

  @Field({ description: 'The topic key (in flexiFeatures.chat of the feature config).' })
  topic: string;

  @Field({ description: 'The project name given at the start.' })
  projectName: string;

  @Field({ description: 'The name shown in the history: the title after a rename, else the project name.' })
  title: string;

  @Field({ description: 'When the conversation started.' })
  createdAt: Date;

  @Field({ description: 'When the last entry was added.' })
  updatedAt: Date;

  @Field(() => EntryModel, { nullable: true, description: 'The opening exchange (answers and first reply).' })
  opening: EntryModel | null;

  // `entries` (paged) and `entryCount` are resolved by ConversationsResolver, batched per request.

  /** Not a field: `entryCount` when the write that answers it has just counted (no statement then). */
  knownEntryCount?: number;
}

export function toConversationModel(
  conversation: ConversationEntity,
  opening: EntryModel | null,
): ConversationModel {
  return {
    id: conversation.id,
    topic: conversation.topic,
    projectName: conversation.projectName,
    title: conversation.title ?? conversation.projectName,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    opening,
  };
}

@ObjectType('ConversationPage', { description: 'A page of conversations, most recently active first.' })
export class ConversationPage {
  @Field(() => [ConversationModel], { description: 'The conversations on this page.' })
  items: ConversationModel[];

  @Field(() => Int, { description: 'How many conversations there are in all.' })
  total: number;

  @Field({ description: 'Whether another page follows.' })
  hasMore: boolean;
}

@ObjectType('ConversationExchange', { description: 'A conversation and the entry just added to it.' })
export class ConversationExchange {
  @Field(() => ConversationModel, { description: 'The conversation the entry belongs to.' })
  conversation: ConversationModel;

  @Field(() => EntryModel, { description: 'The new entry, with its reply unless streaming was asked for.' })
  entry: EntryModel;
}

@ObjectType('ReplyChunk', { description: 'A step of a reply being generated.' })
export class ReplyChunk {
  @Field(() => ID, { description: 'The entry whose reply this is.' })
  entryId: string;

  @Field({ description: 'The text added since the previous step.' })
  delta: string;

  @Field({ description: 'The whole reply so far: render this rather than appending deltas.' })
  text: string;

  @Field(() => ReplyStatusValues, {
    description: 'pending while generating, then complete or failed (the last event).',
  })
  status: ReplyStatus;

  @Field(() => String, { nullable: true, description: 'Why the reply failed, when status is failed.' })
  error: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who writes the reply (see Entry.replyBy), on every step once the provider is known.',
  })
  by?: string | null;

  @Field(() => [RememberedEntryModel], {
    nullable: true,
    description:
      'On the complete step: the earlier entries the reply drew on (Entry.remembered, empty when none); null on the other steps and when they are unchanged.',
  })
  remembered?: RememberedEntryModel[] | null;
}

@ObjectType('ConversationReplyEvent', {
  description:
    'An event of conversationReplies: first one saying that the subscription listens, then every step of the ' +
    "conversation's replies.",
})
export class ConversationReplyEvent {
  @Field({
    description:
      'True on the first event only, sent once the subscription listens: every reply asked for in the ' +
      'conversation from then on reaches it whole, so send the message now.',
  })
  listening: boolean;

  @Field(() => ReplyChunk, {
    nullable: true,
    description:
      "A step of one of the conversation's replies (its entryId says which); null on the first event.",
  })
  reply: ReplyChunk | null;
}
