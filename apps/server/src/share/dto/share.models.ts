import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { EntryKindValues, EntryModel } from 'src/conversations/dto/entry.model';
import type { EntryKind } from 'src/conversations/entry.entity';

/** What a share link points at; both the link and the shared post say it. */
@ObjectType({ isAbstract: true })
abstract class ShareTargetFields {
  @Field(() => EntryKindValues, { description: 'Opening, continuation or note.' })
  kind: EntryKind;

  @Field(() => Int, {
    nullable: true,
    description: "For a continuation, its position among the conversation's continuations (0 is the first).",
  })
  continuationIndex: number | null;

  @Field(() => ID, { nullable: true, description: 'For a note, its id; null otherwise.' })
  noteId: string | null;
}

@ObjectType('ShareLink', {
  description: 'An entry you shared, and the link that shows it to other logged-in users.',
})
export class ShareLinkModel extends ShareTargetFields {
  @Field({ description: 'The link to send: PUBLIC_URL plus the share route (`/#/share/post/…`).' })
  url: string;

  @Field(() => ID, { description: 'The shared entry.' })
  entryId: string;

  @Field(() => ID, { description: 'Its conversation (the `postId` of the share routes).' })
  conversationId: string;

  @Field({ description: "The conversation's project name." })
  projectName: string;

  @Field(() => Date, { nullable: true, description: 'When it was shared; null once it is no longer shared.' })
  sharedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the link stops working; null: never.' })
  expiresAt: Date | null;

  @Field({ description: 'Whether the link has expired: viewers are told so; share again to renew it.' })
  expired: boolean;
}

@ObjectType('SharePage', { description: 'A page of your shared entries, most recently shared first.' })
export class SharePage {
  @Field(() => [ShareLinkModel], { description: 'The shares on this page.' })
  items: ShareLinkModel[];

  @Field(() => Int, { description: 'How many entries you share in all.' })
  total: number;

  @Field({ description: 'Whether another page follows.' })
  hasMore: boolean;
}

@ObjectType('SharedPost', {
  description: 'What a share link shows: exactly the one entry that was shared, with its project name.',
})
export class SharedPostModel extends ShareTargetFields {
  @Field(() => ID, { description: 'The conversation (the `postId` of the share routes).' })
  conversationId: string;

  @Field({ description: "The conversation's project name, for the heading." })
  projectName: string;

  @Field(() => EntryModel, { description: 'The shared entry; its file URL is signed for you.' })
  entry: EntryModel;

  @Field({ description: 'The link that shows this entry.' })
  url: string;

  @Field({ description: 'Whether it is yours: owners see their own entries here whether shared or not.' })
  mine: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "The writer's display name (their profile's), to name the words by; null when they set none.",
  })
  authorName: string | null;
}
