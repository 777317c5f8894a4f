import { Args, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { QuestionHistoryArgs } from './dto/question-history.args';
import { QuestionHistory } from './dto/question-history.model';
import { QuestionHistoryService } from './question-history.service';

@Resolver(() => QuestionHistory)
export class QuestionHistoryResolver {
  constructor(private readonly service: QuestionHistoryService) {}

  @Query(() => QuestionHistory, {
    description:
      "Every answer you gave to one of a topic's questions, newest first, a page at a time. An unknown topic or question is BAD_USER_INPUT.",
  })
  questionHistory(
    @CurrentUser() user: AuthUser,
    @Args() args: QuestionHistoryArgs,
  ): Promise<QuestionHistory> {
    return this.service.history(user.id, args.topic, args.questionId, args);
  }
}
