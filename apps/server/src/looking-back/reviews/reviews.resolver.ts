import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { PageArgs } from 'src/common/graphql/page.args';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { MESSAGES } from 'src/common/messages';
import { OpenSubscriptions } from 'src/metrics/open-subscriptions';
import type { ReplyEvent } from 'src/replies/stream/reply-stream.port';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { CreateReviewArgs } from './dto/review.args';
import { ReviewChunk, ReviewModel, ReviewPage, type ReviewStatusValue } from './dto/review.model';
import type { ReviewEntity } from './review.entity';
import { ReviewsService } from './reviews.service';

const REVIEW_ID = { type: () => ID, description: 'The review.' };

@Resolver(() => ReviewModel)
export class ReviewsResolver {
  constructor(
    private readonly service: ReviewsService,
    private readonly subscriptions: OpenSubscriptions,
  ) {}

  @Mutation(() => ReviewModel, {
    description:
      'Starts a review of a week (from a Monday), a month (from its 1st) or a year (from 1 January) of your journal, in your time zone: its numbers at once, its text written as a job (follow it with reviewStream). A start that begins no such period, or a period not begun yet, is BAD_USER_INPUT. Never reads notes.',
  })
  async createReview(@CurrentUser() user: AuthUser, @Args() args: CreateReviewArgs): Promise<ReviewModel> {
    return toReviewModel(await this.service.create(user.id, args.period, args.start));
  }

  @Query(() => ReviewPage, { description: 'Your reviews, newest first.' })
  async reviews(@CurrentUser() user: AuthUser, @Args() page: PageArgs): Promise<ReviewPage> {
    const [items, total] = await this.service.page(user.id, page.offset, page.limit);
    return { items: items.map(toReviewModel), total, hasMore: page.offset + items.length < total };
  }

  @Query(() => ReviewModel, { description: "One of your reviews; another writer's is NOT_FOUND." })
  async review(@CurrentUser() user: AuthUser, @Args('id', REVIEW_ID) id: string): Promise<ReviewModel> {
    return toReviewModel(await this.service.get(user.id, id));
  }

  @Mutation(() => MessagePayload, { description: 'Deletes one of your reviews (one being written stops).' })
  async deleteReview(
    @CurrentUser() user: AuthUser,
    @Args('id', REVIEW_ID) id: string,
  ): Promise<MessagePayload> {
    await this.service.delete(user.id, id);
    return toMessagePayload(MESSAGES.reviewDeleted);
  }

  @Subscription(() => ReviewChunk, {
    description:
      'A review of yours as it is written: first its current state, then every step, ending with status COMPLETE or FAILED. Over graphql-ws on /graphql, like replyStream.',
    resolve: (event: ReplyEvent): ReviewChunk => ({
      reviewId: event.entryId,
      delta: event.delta,
      text: event.text,
      status: event.status as ReviewStatusValue,
      error: event.error,
    }),
  })
  async reviewStream(
    @CurrentUser() user: AuthUser,
    @Args('id', REVIEW_ID) id: string,
  ): Promise<AsyncIterable<ReplyEvent>> {
    return this.subscriptions.open(user.id, () => this.service.follow(user.id, id));
  }
}

function toReviewModel(review: ReviewEntity): ReviewModel {
  return {
    id: review.id,
    period: review.period,
    start: review.startDay,
    end: review.endDay,
    status: review.status as ReviewStatusValue,
    text: review.status === 'complete' ? review.text : null,
    error: review.error,
    writtenBy: review.writtenBy,
    citations: review.citations.map((citation) => ({ ...citation, createdAt: new Date(citation.createdAt) })),
    stats: review.stats,
    createdAt: review.createdAt,
  };
}
