import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { RememberedEntryModel } from 'src/conversations/dto/remembered-entry.model';

export enum JournalAnswerStatusValue {
  PENDING = 'pending',
  COMPLETE = 'complete',
  FAILED = 'failed',
}

registerEnumType(JournalAnswerStatusValue, {
  name: 'JournalAnswerStatus',
  description: 'Where the writing of an answer stands.',
  valuesMap: {
    PENDING: { description: 'Being written; follow it with journalAnswerStream.' },
    COMPLETE: { description: 'Written: the text is whole.' },
    FAILED: { description: 'Could not be written (see error); ask again.' },
  },
});

@ObjectType('JournalAnswer', {
  description:
    'An answer to a question about your journal, written from your most relevant entries (openings, messages and their replies; never notes to self), citing them in its text as [1], [2] in the order of `citations`.',
})
export class JournalAnswerModel {
  @Field(() => ID, { description: 'The answer.' })
  id: string;

  @Field({ description: 'The question as you asked it.' })
  question: string;

  @Field(() => JournalAnswerStatusValue, {
    description: 'PENDING while it is written, then COMPLETE or FAILED.',
  })
  status: JournalAnswerStatusValue;

  @Field(() => String, {
    nullable: true,
    description: 'The answer (Markdown) once written; null until then.',
  })
  text: string | null;

  @Field(() => String, { nullable: true, description: 'Why it could not be written, when it failed.' })
  error: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who wrote it: the AI provider, or `offline-companion` when none is configured.',
  })
  writtenBy: string | null;

  @Field(() => [RememberedEntryModel], {
    description:
      'The entries it was written from, [1] first; empty until they are found, or when none matched.',
  })
  citations: RememberedEntryModel[];

  @Field({ description: 'When you asked.' })
  createdAt: Date;
}

@ObjectType('JournalAnswerPage', { description: 'A page of your answers, newest first.' })
export class JournalAnswerPage {
  @Field(() => [JournalAnswerModel], { description: 'The answers of this page.' })
  items: JournalAnswerModel[];

  @Field(() => Int, { description: 'How many answers you have.' })
  total: number;

  @Field({ description: 'Whether more follow this page.' })
  hasMore: boolean;
}

@ObjectType('JournalAnswerChunk', { description: 'A step of an answer being written.' })
export class JournalAnswerChunk {
  @Field(() => ID, { description: 'The answer being written.' })
  answerId: string;

  @Field({ description: 'The text added since the previous step.' })
  delta: string;

  @Field({ description: 'The whole text so far: render this rather than appending deltas.' })
  text: string;

  @Field(() => JournalAnswerStatusValue, {
    description: 'PENDING while it is written, then COMPLETE or FAILED.',
  })
  status: JournalAnswerStatusValue;

  @Field(() => String, { nullable: true, description: 'Why it could not be written, when it failed.' })
  error: string | null;

  @Field(() => [RememberedEntryModel], {
    nullable: true,
    description:
      'The citations, on the first step (the answer as it is) and on the steps that set them (once found, and at the end); null on the steps in between: keep the last list given.',
  })
  citations: RememberedEntryModel[] | null;
}
