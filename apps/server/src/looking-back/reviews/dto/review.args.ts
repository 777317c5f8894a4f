import { ArgsType, Field } from '@nestjs/graphql';
import { IsEnum, IsString } from 'class-validator';
import { ReviewPeriod } from '../review-period';

@ArgsType()
export class CreateReviewArgs {
  @Field(() => ReviewPeriod, { description: 'Week, month or year.' })
  @IsEnum(ReviewPeriod)
  period: ReviewPeriod;

  @Field({
    description:
      'Its first day (`YYYY-MM-DD`, in your time zone): a Monday for WEEK, the 1st for MONTH, 1 January for YEAR.',
  })
  @IsString()
  start: string;
}
