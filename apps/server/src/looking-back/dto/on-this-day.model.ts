import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { EntrySummary } from './entry-summary.model';

export enum MemorySpan {
  YEARS = 'YEARS',
  MONTH = 'MONTH',
  SIX_MONTHS = 'SIX_MONTHS',
}

registerEnumType(MemorySpan, {
  name: 'MemorySpan',
  description: 'How far back a memory of On this day is.',
  valuesMap: {
    YEARS: { description: 'The same month and day in an earlier year (`yearsAgo` says how many).' },
    MONTH: { description: 'The same day a month before (when no earlier year has one).' },
    SIX_MONTHS: { description: 'The same day six months before (when no earlier year has one).' },
  },
});

@ObjectType('OnThisDayMemory', { description: 'One of your entries that On this day brings back.' })
export class OnThisDayMemory extends EntrySummary {
  @Field(() => MemorySpan, { description: 'How far back it is: years, a month or six months.' })
  span: MemorySpan;

  @Field(() => Int, { nullable: true, description: 'For `YEARS`: how many years ago; null otherwise.' })
  yearsAgo: number | null;
}

@ObjectType('OnThisDay', { description: 'What your journal holds from this day in earlier years.' })
export class OnThisDay {
  @Field({ description: 'The day asked about (`YYYY-MM-DD`), in your time zone.' })
  date: string;

  @Field(() => [OnThisDayMemory], {
    description:
      'Entries (openings and continuations, never notes) of this month and day in earlier years, newest first; when there are none, those of the same day a month and six months before. At most 20.',
  })
  memories: OnThisDayMemory[];
}
