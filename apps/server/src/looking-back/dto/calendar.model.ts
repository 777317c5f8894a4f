import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Mood } from 'src/conversations/mood';
import { EntrySummary } from './entry-summary.model';

@ObjectType('CalendarDay', { description: 'A day of the month on which you wrote, in your time zone.' })
export class CalendarDay {
  @Field({ description: 'The day (`YYYY-MM-DD`).' })
  date: string;

  @Field(() => Int, { description: 'How many entries you wrote that day: openings, messages and notes.' })
  entries: number;

  @Field(() => Int, { description: 'In how many conversations.' })
  conversations: number;

  @Field(() => Float, {
    nullable: true,
    description: "The average of the day's moods, from 1 (awful) to 5 (great); null when you gave none.",
  })
  moodAverage: number | null;

  @Field(() => Mood, { nullable: true, description: 'That average as the nearest mood; null when none.' })
  mood: Mood | null;
}

@ObjectType('JournalDay', { description: 'A page of what you wrote on one day, in your time zone.' })
export class JournalDay {
  @Field({ description: 'The day (`YYYY-MM-DD`).' })
  date: string;

  @Field(() => [EntrySummary], { description: 'Its entries, notes included, earliest first.' })
  items: EntrySummary[];

  @Field(() => Int, { description: 'How many entries the day has in all.' })
  total: number;

  @Field({ description: 'Whether another page follows.' })
  hasMore: boolean;
}
