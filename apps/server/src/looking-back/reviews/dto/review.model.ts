import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Mood } from 'src/conversations/mood';
import { ReviewPeriod } from '../review-period';

export enum ReviewStatusValue {
  PENDING = 'pending',
  COMPLETE = 'complete',
  FAILED = 'failed',
}

registerEnumType(ReviewPeriod, {
  name: 'ReviewPeriod',
  description: 'How long a review looks back.',
  valuesMap: {
    WEEK: { description: 'A week, Monday to Sunday.' },
    MONTH: { description: 'A calendar month.' },
    YEAR: { description: 'A calendar year.' },
  },
});

registerEnumType(ReviewStatusValue, {
  name: 'ReviewStatus',
  description: 'Where the writing of a review stands.',
  valuesMap: {
    PENDING: { description: 'Being written; follow it with reviewStream.' },
    COMPLETE: { description: 'Written: the text is whole.' },
    FAILED: { description: 'Could not be written (see error); create it again.' },
  },
});

@ObjectType('ReviewTopicCount', { description: 'How many entries of a period had this topic.' })
export class ReviewTopicCount {
  @Field({ description: 'The topic key.' })
  topic: string;

  @Field(() => Int, { description: 'How many entries.' })
  entries: number;
}

@ObjectType('ReviewMoodCount', { description: 'How many entries of a period had this mood.' })
export class ReviewMoodCount {
  @Field(() => Mood, { description: 'The mood.' })
  mood: Mood;

  @Field(() => Int, { description: 'How many entries had it.' })
  entries: number;
}

@ObjectType('ReviewDay', { description: 'A day of the period written on: for a chart of entries and mood.' })
export class ReviewDay {
  @Field({ description: 'The day (`YYYY-MM-DD`), in your time zone.' })
  date: string;

  @Field(() => Int, { description: 'How many entries that day.' })
  entries: number;

  @Field(() => Float, {
    nullable: true,
    description: "The average of the day's moods (1-5); null when none.",
  })
  moodAverage: number | null;
}

@ObjectType('ReviewStats', { description: "A period's numbers: openings and continuations, never notes." })
export class ReviewStatsModel {
  @Field(() => Int, { description: 'Openings and continuations written in the period.' })
  entries: number;

  @Field(() => Int, { description: 'In how many conversations.' })
  conversations: number;

  @Field(() => Int, { description: 'Words you wrote (answers and messages).' })
  words: number;

  @Field(() => Int, { description: 'On how many days you wrote.' })
  daysWritten: number;

  @Field(() => [ReviewTopicCount], { description: 'Entries per topic, most first.' })
  topics: ReviewTopicCount[];

  @Field(() => [ReviewMoodCount], { description: 'Entries per mood given, awful first.' })
  moods: ReviewMoodCount[];

  @Field(() => [ReviewDay], { description: 'Each day written on, earliest first.' })
  days: ReviewDay[];
}

@ObjectType('ReviewCitation', { description: 'An entry the review quotes, cited in its text as [number].' })
export class ReviewCitationModel {
  @Field(() => Int, { description: 'The number the text cites it by.' })
  number: number;

  @Field(() => ID, { description: 'The entry quoted.' })
  entryId: string;

  @Field(() => ID, { description: 'Its conversation, to open.' })
  conversationId: string;

  @Field({ description: "Its conversation's topic key." })
  topic: string;

  @Field({ description: 'The words quoted (at most 200 characters).' })
  quote: string;

  @Field({ description: 'When the entry was written.' })
  createdAt: Date;
}

@ObjectType('Review', { description: 'A review of a week, a month or a year of your journal.' })
export class ReviewModel {
  @Field(() => ID, { description: 'The review.' })
  id: string;

  @Field(() => ReviewPeriod, { description: 'Week, month or year.' })
  period: ReviewPeriod;

  @Field({ description: 'Its first day (`YYYY-MM-DD`), in your time zone.' })
  start: string;

  @Field({ description: 'Its last day (`YYYY-MM-DD`), in your time zone.' })
  end: string;

  @Field(() => ReviewStatusValue, { description: 'Whether it is being written, written, or failed.' })
  status: ReviewStatusValue;

  @Field(() => String, {
    nullable: true,
    description:
      'The review (Markdown): themes, highlights citing entries as [1], [2], and questions to carry forward. Null while it is being written (follow reviewStream) or when it failed.',
  })
  text: string | null;

  @Field(() => String, { nullable: true, description: 'Why it could not be written.' })
  error: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who wrote it: `offline-companion` (from your numbers and quotes alone) or the AI provider.',
  })
  writtenBy: string | null;

  @Field(() => [ReviewCitationModel], { description: 'The entries it quotes, by number.' })
  citations: ReviewCitationModel[];

  @Field(() => ReviewStatsModel, {
    description: "The period's numbers, counted when the review was asked for.",
  })
  stats: ReviewStatsModel;

  @Field({ description: 'When it was asked for.' })
  createdAt: Date;
}

@ObjectType('ReviewPage', { description: 'A page of your reviews, newest first.' })
export class ReviewPage {
  @Field(() => [ReviewModel], { description: 'The reviews on this page.' })
  items: ReviewModel[];

  @Field(() => Int, { description: 'How many reviews there are in all.' })
  total: number;

  @Field({ description: 'Whether another page follows.' })
  hasMore: boolean;
}

@ObjectType('ReviewChunk', { description: 'A step of a review being written.' })
export class ReviewChunk {
  @Field(() => ID, { description: 'The review being written.' })
  reviewId: string;

  @Field({ description: 'The text added since the previous step.' })
  delta: string;

  @Field({ description: 'The whole text so far: render this rather than appending deltas.' })
  text: string;

  @Field(() => ReviewStatusValue, { description: 'PENDING while it is written, then COMPLETE or FAILED.' })
  status: ReviewStatusValue;

  @Field(() => String, { nullable: true, description: 'Why it could not be written, when it failed.' })
  error: string | null;
}
