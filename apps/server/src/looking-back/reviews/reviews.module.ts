import { Module } from '@nestjs/common';
import { AiModule } from 'src/ai/ai.module';
import { RepliesModule } from 'src/replies/replies.module';
import { UsersModule } from 'src/users/users.module';
import { ReviewWriter } from './review-writer';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsResolver } from './reviews.resolver';
import { ReviewsService } from './reviews.service';

/** Reviews of a week, a month or a year (issue 24 §5), written as durable jobs and streamed like replies. */
@Module({
  imports: [UsersModule, AiModule, RepliesModule],
  providers: [ReviewsRepository, ReviewWriter, ReviewsService, ReviewsResolver],
  // The review digest mail (reminders/) sends the period's review.
  exports: [ReviewsService],
})
export class ReviewsModule {}
