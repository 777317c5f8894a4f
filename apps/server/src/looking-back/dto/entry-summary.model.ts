import { Field, ID, ObjectType } from '@nestjs/graphql';
import { EntryKindValues } from 'src/conversations/dto/entry.model';
import type { EntryKind } from 'src/conversations/entry.entity';
import { Mood } from 'src/conversations/mood';

@ObjectType('EntrySummary', {
  description: 'One of your entries as a line of a list: where it is, when, and its first words.',
})
export class EntrySummary {
  @Field(() => ID, { description: 'The entry.' })
  entryId: string;

  @Field(() => ID, { description: 'Its conversation, to open.' })
  conversationId: string;

  @Field(() => EntryKindValues, { description: 'Opening, continuation or note.' })
  kind: EntryKind;

  @Field({ description: "The conversation's project name." })
  projectName: string;

  @Field(() => String, { nullable: true, description: "The conversation's title, when it was renamed." })
  title: string | null;

  @Field({ description: "The conversation's topic key." })
  topic: string;

  @Field({
    description:
      "The opening's answers or the message as plain words (Markdown marks dropped), on one line, at most 280 characters.",
  })
  excerpt: string;

  @Field(() => Mood, { nullable: true, description: 'How you felt, when you said.' })
  mood: Mood | null;

  @Field({ description: 'When it was written.' })
  createdAt: Date;
}
