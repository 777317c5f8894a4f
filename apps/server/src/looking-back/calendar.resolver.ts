import { Args, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { CalendarService } from './calendar.service';
import { CalendarArgs, JournalDayArgs } from './dto/calendar.args';
import { CalendarDay, JournalDay } from './dto/calendar.model';

@Resolver(() => CalendarDay)
export class CalendarResolver {
  constructor(private readonly service: CalendarService) {}

  @Query(() => [CalendarDay], {
    description:
      'The days of a month (`YYYY-MM`, in your time zone) on which you wrote, earliest first, each with its counts and average mood. A month that is not a real YYYY-MM is BAD_USER_INPUT.',
  })
  calendar(@CurrentUser() user: AuthUser, @Args() args: CalendarArgs): Promise<CalendarDay[]> {
    return this.service.month(user.id, args.month);
  }

  @Query(() => JournalDay, {
    description:
      'A page of your entries (notes included) written on one day (`YYYY-MM-DD`, in your time zone), earliest first. A day that is not a real YYYY-MM-DD is BAD_USER_INPUT.',
  })
  journalDay(@CurrentUser() user: AuthUser, @Args() args: JournalDayArgs): Promise<JournalDay> {
    return this.service.day(user.id, args.date, args);
  }
}
