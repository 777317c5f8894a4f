import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEnum, IsIn, Matches } from 'class-validator';
import { MESSAGES } from 'src/common/messages';
import { TIME_OF_DAY, type Weekday } from '../mail-settings';
import { ApiProperty } from '@nestjs/swagger';

export enum WeekdayValue {
  MONDAY = 1,
  TUESDAY = 2,
  WEDNESDAY = 3,
  THURSDAY = 4,
  FRIDAY = 5,
  SATURDAY = 6,
  SUNDAY = 7,
}

export enum DigestFrequencyValue {
  WEEKLY = 'weekly',
  MONTHLY = 'monthly',
}

registerEnumType(WeekdayValue, {
  name: 'Weekday',
  description: 'A day of the week.',
  valuesMap: {
    MONDAY: { description: 'Monday.' },
    TUESDAY: { description: 'Tuesday.' },
    WEDNESDAY: { description: 'Wednesday.' },
    THURSDAY: { description: 'Thursday.' },
    FRIDAY: { description: 'Friday.' },
    SATURDAY: { description: 'Saturday.' },
    SUNDAY: { description: 'Sunday.' },
  },
});

registerEnumType(DigestFrequencyValue, {
  name: 'DigestFrequency',
  description: 'How often the review digest comes.',
  valuesMap: {
    WEEKLY: { description: "Each week, on its weekday, with the past week's review." },
    MONTHLY: { description: "On the 1st of each month, with the past month's review." },
  },
});

// Over REST, weekdays are numbers (ISO: 1 is Monday); GraphQL names them.
const WEEKDAY = {
  type: 'integer' as const,
  minimum: 1,
  maximum: 7,
  description: '1 (Monday) to 7 (Sunday).',
};
const WEEKDAYS = { type: 'array', items: WEEKDAY, minItems: 1, maxItems: 7 } as const;
const TIME = { pattern: TIME_OF_DAY.source, description: '`HH:MM` (24-hour), in your time zone.' };

@ObjectType('WritingReminder', { description: 'A reminder by email to write, on chosen weekdays.' })
export class WritingReminderModel {
  @Field(() => [WeekdayValue], { description: 'The weekdays it comes on.' })
  weekdays: Weekday[];

  @Field({ description: 'The time of day (`HH:MM`) in your time zone.' })
  time: string;
}

@ObjectType('ReviewDigest', { description: 'A review of the past week or month by email.' })
export class ReviewDigestModel {
  @Field(() => DigestFrequencyValue, { description: 'Weekly or monthly.' })
  frequency: 'weekly' | 'monthly';

  @Field(() => WeekdayValue, {
    description: 'The weekday a weekly digest comes on (a monthly one: the 1st).',
  })
  weekday: Weekday;

  @Field({ description: 'The time of day (`HH:MM`) in your time zone.' })
  time: string;
}

@InputType('WritingReminderInput', { description: 'Writing reminders: weekdays and a time of day.' })
export class WritingReminderInput {
  @ApiProperty(WEEKDAYS)
  @Field(() => [WeekdayValue], { description: 'At least one weekday.' })
  @IsArray({ message: MESSAGES.reminderDaysRequired })
  @ArrayMinSize(1, { message: MESSAGES.reminderDaysRequired })
  @ArrayMaxSize(7)
  @IsEnum(WeekdayValue, { each: true })
  weekdays: Weekday[];

  @ApiProperty(TIME)
  @Field({ description: 'The time of day, `HH:MM` (24-hour), in your time zone.' })
  @Matches(TIME_OF_DAY, { message: MESSAGES.timeOfDayInvalid })
  time: string;
}

@InputType('ReviewDigestInput', {
  description: 'Review digests: weekly on a weekday, or monthly on the 1st.',
})
export class ReviewDigestInput {
  @ApiProperty({ enum: ['weekly', 'monthly'] })
  @Field(() => DigestFrequencyValue, { description: 'Weekly or monthly.' })
  @IsIn(['weekly', 'monthly'])
  frequency: 'weekly' | 'monthly';

  @ApiProperty({ ...WEEKDAY, required: false, default: WeekdayValue.MONDAY })
  @Field(() => WeekdayValue, {
    defaultValue: WeekdayValue.MONDAY,
    description: 'The weekday of a weekly digest (ignored for monthly).',
  })
  @IsEnum(WeekdayValue)
  @Type(() => Number)
  weekday: Weekday = 1;

  @ApiProperty(TIME)
  @Field({ description: 'The time of day, `HH:MM` (24-hour), in your time zone.' })
  @Matches(TIME_OF_DAY, { message: MESSAGES.timeOfDayInvalid })
  time: string;
}
