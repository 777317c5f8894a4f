import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { PageArgs } from 'src/common/graphql/page.args';
import { MESSAGES } from 'src/common/messages';
import { OpenSubscriptions } from 'src/metrics/open-subscriptions';
import type { CitedEntry } from 'src/conversations/dto/remembered-entry.model';
import type { ReplyEvent } from 'src/replies/stream/reply-stream.port';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import type { RememberedEntryModel } from 'src/conversations/dto/remembered-entry.model';
import { AskJournalArgs } from './dto/ask-journal.args';
import {
  JournalAnswerChunk,
  JournalAnswerModel,
  JournalAnswerPage,
  type JournalAnswerStatusValue,
} from './dto/journal-answer.model';
import type { JournalAnswerEntity } from './journal-answer.entity';
import { JournalAnswersService } from './journal-answers.service';

const ANSWER_ID = { type: () => ID, description: 'The answer.' };

@Resolver(() => JournalAnswerModel)
export class JournalAnswersResolver {
  constructor(
    private readonly service: JournalAnswersService,
    private readonly subscriptions: OpenSubscriptions,
  ) {}

  @Mutation(() => JournalAnswerModel, {
    description:
      'Asks your journal a question (1-600 characters): the answer is written as a job from your most relevant entries, never notes (follow it with journalAnswerStream). With an AI provider the model is first asked for related search terms. At most 3 answers of yours are written at once (TOO_MANY_REQUESTS).',
  })
  async askJournal(@CurrentUser() user: AuthUser, @Args() args: AskJournalArgs): Promise<JournalAnswerModel> {
    return toAnswerModel(await this.service.ask(user.id, args.question));
  }

  @Query(() => JournalAnswerPage, { description: 'Your answers, newest first.' })
  async journalAnswers(@CurrentUser() user: AuthUser, @Args() page: PageArgs): Promise<JournalAnswerPage> {
    const [items, total] = await this.service.page(user.id, page.offset, page.limit);
    return { items: items.map(toAnswerModel), total, hasMore: page.offset + items.length < total };
  }

  @Query(() => JournalAnswerModel, { description: "One of your answers; another writer's is NOT_FOUND." })
  async journalAnswer(
    @CurrentUser() user: AuthUser,
    @Args('id', ANSWER_ID) id: string,
  ): Promise<JournalAnswerModel> {
    return toAnswerModel(await this.service.get(user.id, id));
  }

  @Mutation(() => MessagePayload, { description: 'Deletes one of your answers (one being written stops).' })
  async deleteJournalAnswer(
    @CurrentUser() user: AuthUser,
    @Args('id', ANSWER_ID) id: string,
  ): Promise<MessagePayload> {
    await this.service.delete(user.id, id);
    return toMessagePayload(MESSAGES.journalAnswerDeleted);
  }

  @Subscription(() => JournalAnswerChunk, {
    description:
      'An answer of yours as it is written: first its current state with its citations, then every step, ending with status COMPLETE or FAILED. Over graphql-ws on /graphql, like replyStream.',
    resolve: (event: ReplyEvent): JournalAnswerChunk => ({
      answerId: event.entryId,
      delta: event.delta,
      text: event.text,
      status: event.status as JournalAnswerStatusValue,
      error: event.error,
      citations: event.citations ? event.citations.map(toRememberedModel) : null,
    }),
  })
  async journalAnswerStream(
    @CurrentUser() user: AuthUser,
    @Args('id', ANSWER_ID) id: string,
  ): Promise<AsyncIterable<ReplyEvent>> {
    return this.subscriptions.open(user.id, () => this.service.follow(user.id, id));
  }
}

const toRememberedModel = (citation: CitedEntry): RememberedEntryModel => ({
  ...citation,
  createdAt: new Date(citation.createdAt),
});

function toAnswerModel(answer: JournalAnswerEntity): JournalAnswerModel {
  return {
    id: answer.id,
    question: answer.question,
    status: answer.status as JournalAnswerStatusValue,
    text: answer.status === 'complete' ? answer.text : null,
    error: answer.error,
    writtenBy: answer.writtenBy,
    citations: answer.citations.map(toRememberedModel),
    createdAt: answer.createdAt,
  };
}
