import { randomUUID } from 'node:crypto';
import { dayIn, VALIDATION_MESSAGES } from '@app/schema';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { JobQueue } from 'src/jobs/job-queue';
import { REPLY_STREAM_BUS, type ReplyEvent, type ReplyStreamBus } from 'src/replies/stream/reply-stream.port';
import { UsersService } from 'src/users/users.service';
import { chooseQuotes, QUOTABLE_MAX, toCitations } from './review-material';
import { REVIEW_QUEUE, type ReviewJobData } from './review-jobs';
import { periodFrom, ReviewPeriod } from './review-period';
import { reviewStep, ReviewWriter } from './review-writer';
import type { ReviewEntity } from './review.entity';
import { ReviewErrorCode } from './reviews.errors';
import { ReviewsRepository } from './reviews.repository';

const START_MESSAGES: Record<ReviewPeriod, string> = {
  [ReviewPeriod.WEEK]: MESSAGES.reviewWeekStart,
  [ReviewPeriod.MONTH]: MESSAGES.reviewMonthStart,
  [ReviewPeriod.YEAR]: MESSAGES.reviewYearStart,
};

/**
 * Reviews of a week, a month or a year (issue 24 §5): the numbers and the quotes are taken when the writer asks,
 * in their time zone, from openings and continuations (never notes); the text is written by a job.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly users: UsersService,
    private readonly queue: JobQueue,
    private readonly writer: ReviewWriter,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async create(ownerId: string, period: ReviewPeriod, start: string): Promise<ReviewEntity> {
    const timeZone = await this.users.timeZoneOf(ownerId);
    const range = periodFrom(period, start);
    if (range === 'notADay') throw invalid(VALIDATION_MESSAGES.dayInvalid);
    if (range === 'notItsFirstDay') throw invalid(START_MESSAGES[period]);
    if (range.start > dayIn(timeZone)) throw invalid(MESSAGES.reviewNotBegun);

    const [stats, quotable] = await Promise.all([
      this.reviews.stats(ownerId, timeZone, range.start, range.end),
      this.reviews.quotable(ownerId, timeZone, range.start, range.end, QUOTABLE_MAX),
    ]);
    const jobId = randomUUID();
    // The review and its job commit together: a review is never pending without a job to write it.
    const review = await this.dataSource.transaction(async (manager) => {
      const saved = await this.reviews.insert(
        {
          ownerId,
          period,
          startDay: range.start,
          endDay: range.lastDay,
          timeZone,
          status: 'pending',
          stats,
          citations: toCitations(chooseQuotes(quotable)),
          jobId,
        },
        manager,
      );
      await this.queue.send<ReviewJobData>(REVIEW_QUEUE, { reviewId: saved.id, ownerId }, jobId, manager);
      return saved;
    });
    this.writer.wake();
    return review;
  }

  /** The period's review for a digest: the one written or being written, else a new one. */
  async forDigest(ownerId: string, period: ReviewPeriod, start: string): Promise<ReviewEntity> {
    return (await this.reviews.findForPeriod(ownerId, period, start)) ?? this.create(ownerId, period, start);
  }

  async get(ownerId: string, id: string): Promise<ReviewEntity> {
    const review = isUUID(id) ? await this.reviews.find(ownerId, id) : null;
    if (!review) throw new DomainError(ReviewErrorCode.NotFound, MESSAGES.reviewNotFound);
    return review;
  }

  page(ownerId: string, offset: number, limit: number): Promise<[ReviewEntity[], number]> {
    return this.reviews.page(ownerId, offset, limit);
  }

  /** Deletes the review; one still being written stops there, and its followers are told. */
  async delete(ownerId: string, id: string): Promise<void> {
    const review = await this.get(ownerId, id);
    if (!(await this.reviews.delete(ownerId, review.id)))
      throw new DomainError(ReviewErrorCode.NotFound, MESSAGES.reviewNotFound);
    if (review.status === 'pending')
      await this.bus.publish(reviewStep(review, '', 'failed', MESSAGES.reviewDeleted));
  }

  /** The review as it is, then each step of its writing until it is complete or failed. */
  async follow(ownerId: string, id: string): Promise<AsyncIterable<ReplyEvent>> {
    const review = await this.get(ownerId, id);
    return this.bus.follow(review.id, async () => {
      const now = (await this.reviews.find(ownerId, review.id)) ?? review;
      return reviewStep(now, now.text ?? '', now.status, now.error);
    });
  }
}

const invalid = (message: string) => new DomainError(CommonErrorCode.ValidationFailed, message);
