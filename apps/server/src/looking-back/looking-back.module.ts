import { Module } from '@nestjs/common';
import { UsersModule } from 'src/users/users.module';
import { CalendarRepository } from './calendar.repository';
import { CalendarResolver } from './calendar.resolver';
import { CalendarService } from './calendar.service';
import { OnThisDayRepository } from './on-this-day.repository';
import { OnThisDayResolver } from './on-this-day.resolver';
import { OnThisDayService } from './on-this-day.service';
import { QuestionHistoryRepository } from './question-history.repository';
import { QuestionHistoryResolver } from './question-history.resolver';
import { QuestionHistoryService } from './question-history.service';
import { ReviewsModule } from './reviews/reviews.module';

/** Looking back over the journal (issue 24): On this day, the calendar, answers over time and reviews. */
@Module({
  imports: [UsersModule, ReviewsModule],
  providers: [
    OnThisDayRepository,
    OnThisDayService,
    OnThisDayResolver,
    CalendarRepository,
    CalendarService,
    CalendarResolver,
    QuestionHistoryRepository,
    QuestionHistoryService,
    QuestionHistoryResolver,
  ],
})
export class LookingBackModule {}
