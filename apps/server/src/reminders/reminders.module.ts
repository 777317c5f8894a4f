import { Module } from '@nestjs/common';
import { ReviewsModule } from 'src/looking-back/reviews/reviews.module';
import { MailModule } from 'src/mail/mail.module';
import { MailScheduler } from './mail-scheduler';
import { RemindersRepository } from './reminders.repository';
import { ScheduledMailSender } from './scheduled-mail-sender';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeSigner } from './unsubscribe-signer';

/** Writing reminders and review digests by email (issue 24 §6), and their one-click unsubscribe links. */
@Module({
  imports: [MailModule, ReviewsModule],
  controllers: [UnsubscribeController],
  providers: [RemindersRepository, UnsubscribeSigner, MailScheduler, ScheduledMailSender],
})
export class RemindersModule {}
