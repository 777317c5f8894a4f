import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';

@ArgsType()
export class OnThisDayArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The day (`YYYY-MM-DD`); none: today in your time zone (`Profile.timeZone`).',
  })
  @IsOptional()
  @IsString()
  date?: string | null;
}
