import { Args, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { OnThisDayArgs } from './dto/on-this-day.args';
import { OnThisDay } from './dto/on-this-day.model';
import { OnThisDayService } from './on-this-day.service';

@Resolver(() => OnThisDay)
export class OnThisDayResolver {
  constructor(private readonly service: OnThisDayService) {}

  @Query(() => OnThisDay, {
    description:
      'Your entries of this month and day in earlier years (else of the same day a month and six months before), in your time zone. A `date` that is not a real YYYY-MM-DD day is BAD_USER_INPUT.',
  })
  onThisDay(@CurrentUser() user: AuthUser, @Args() args: OnThisDayArgs): Promise<OnThisDay> {
    return this.service.onThisDay(user.id, args.date);
  }
}
