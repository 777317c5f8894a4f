import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('RememberedEntry', {
  description:
    'One of your earlier entries a reply drew on (memory) or an answer cites (Ask your journal): open it at /conversation/{conversationId}?entry={id}.',
})
export class RememberedEntryModel {
  @Field(() => ID, { description: 'The entry.' })
  id: string;

  @Field(() => ID, { description: 'Its conversation.' })
  conversationId: string;

  @Field(() => Int, { description: 'Its place in the timeline (Entry.orderIndex).' })
  orderIndex: number;

  @Field({ description: "Its conversation's project name." })
  projectName: string;

  @Field({ description: 'When it was written.' })
  createdAt: Date;

  @Field({ description: 'Its first words, as plain text on one line.' })
  snippet: string;
}

/** A RememberedEntry as JSON carries it (on the reply bus, in a journal answer's row): its date as text. */
export interface CitedEntry {
  id: string;
  conversationId: string;
  orderIndex: number;
  projectName: string;
  /** ISO 8601. */
  createdAt: string;
  snippet: string;
}
