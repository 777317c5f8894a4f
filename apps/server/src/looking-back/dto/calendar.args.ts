import { ArgsType, Field } from '@nestjs/graphql';
import { IsString } from 'class-validator';
import { PageArgs } from 'src/common/graphql/page.args';

@ArgsType()
export class CalendarArgs {
  @Field({ description: 'The month (`YYYY-MM`), in your time zone (`Profile.timeZone`).' })
  @IsString()
  month: string;
}

@ArgsType()
export class JournalDayArgs extends PageArgs {
  @Field({ description: 'The day (`YYYY-MM-DD`), in your time zone (`Profile.timeZone`).' })
  @IsString()
  date: string;
}
