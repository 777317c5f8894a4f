import { findTopic, listEnabledTopics } from '@app/schema';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { JobQueue, type QueuedJob } from 'src/jobs/job-queue';
import { periodFrom, ReviewPeriod } from 'src/looking-back/reviews/review-period';
import { ReviewsService } from 'src/looking-back/reviews/reviews.service';
import { MailService } from 'src/mail/mail.service';
import { DEFAULT_TIME_ZONE } from 'src/users/dto/profile.model';
import { digestPeriodStart } from 'src/users/mail-settings';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import {
  DIGEST_WAIT_MS,
  DIGEST_WAITS_MAX,
  SCHEDULED_MAIL_QUEUE,
  type ScheduledMailJob,
  scheduledMailJobId,
  SEND_POLL_MS,
} from './mail-jobs';
import { type MailRecipient, RemindersRepository } from './reminders.repository';
import { markdownToHtml, reviewDigestMail, writingReminderMail } from './scheduled-mails';
import { UnsubscribeSigner } from './unsubscribe-signer';

const SEND_BATCH = 5;

/**
 * Sends the scheduled mails on whichever instance fetches their job: a writing reminder with the next question
 * of one of the writer's topics, or a digest with the past period's review (created for it when missing, waited
 * for while it is written). A mail whose setting was turned off since it was queued, or whose account is gone,
 * is not sent.
 */
@Injectable()
export class ScheduledMailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScheduledMailSender.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly reminders: RemindersRepository,
    private readonly reviews: ReviewsService,
    private readonly mail: MailService,
    private readonly signer: UnsubscribeSigner,
    private readonly whiteLabel: WhiteLabelService,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.pollSafely(), SEND_POLL_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends what is queued now; resolves with how many jobs it handled. */
  async poll(): Promise<number> {
    const jobs = await this.queue.fetch<ScheduledMailJob>(SCHEDULED_MAIL_QUEUE, SEND_BATCH);
    for (const job of jobs) await this.handle(job);
    return jobs.length;
  }

  private async handle(job: QueuedJob<ScheduledMailJob>): Promise<void> {
    try {
      const recipient = await this.reminders.recipient(job.data.userId);
      if (recipient) {
        if (job.data.kind === 'reminder') await this.sendReminder(job.data, recipient);
        else await this.sendDigest(job.data, recipient);
      }
      await this.queue.complete(SCHEDULED_MAIL_QUEUE, job.id);
    } catch (error) {
      // Not retried: the next occurrence is already scheduled, and a mail sent twice is worse than one missed.
      this.logger.error(`Scheduled ${job.data.kind} mail failed: ${String(error)}`);
      await this.queue.fail(SCHEDULED_MAIL_QUEUE, job.id, String(error)).catch(() => undefined);
    }
  }

  private async sendReminder(job: ScheduledMailJob, recipient: MailRecipient): Promise<void> {
    if (!recipient.writingReminder) return;
    const features = this.whiteLabel.features;
    const newest = await this.reminders.newestTopic(job.userId);
    const newestTopic = newest ? findTopic(features, newest.topic) : undefined;
    const topic = newestTopic?.enabled ? newestTopic : listEnabledTopics(features)[0];
    if (!topic) return;
    // The next question: the one after those the writer has opened this topic with, in turn.
    const asked = newestTopic?.enabled && newest ? newest.conversations : 0;
    const question = topic.promptQuestions[asked % topic.promptQuestions.length];
    await this.mail.send(
      writingReminderMail({
        to: recipient.email,
        appName: this.whiteLabel.site.appName,
        name: recipient.displayName ?? recipient.username,
        topicName: topic.displayName,
        question: question.text,
        startUrl: `${this.env.publicUrl}/#/?topic=${encodeURIComponent(topic.key)}`,
        unsubscribeUrl: this.signer.url(job.userId, 'reminder'),
      }),
    );
  }

  private async sendDigest(job: ScheduledMailJob, recipient: MailRecipient): Promise<void> {
    const digest = recipient.reviewDigest;
    if (!digest) return;
    const zone = recipient.timeZone ?? DEFAULT_TIME_ZONE;
    const period = digest.frequency === 'weekly' ? ReviewPeriod.WEEK : ReviewPeriod.MONTH;
    const review = await this.reviews.forDigest(
      job.userId,
      period,
      digestPeriodStart(digest, zone, new Date(job.dueAt)),
    );
    const waited = job.waited ?? 0;
    if (review.status === 'pending' && waited < DIGEST_WAITS_MAX) {
      // Asked again shortly, as a job of its own: the review is being written, on this instance or another.
      const next: ScheduledMailJob = { ...job, waited: waited + 1 };
      await this.queue.send(
        SCHEDULED_MAIL_QUEUE,
        next,
        scheduledMailJobId(next),
        undefined,
        new Date(Date.now() + DIGEST_WAIT_MS),
      );
      return;
    }
    const text = review.status === 'complete' ? review.text : null;
    await this.mail.send(
      reviewDigestMail({
        to: recipient.email,
        appName: this.whiteLabel.site.appName,
        name: recipient.displayName ?? recipient.username,
        periodName: periodName(period, review.startDay),
        reviewText: text,
        reviewHtml: text ? await markdownToHtml(text) : null,
        entries: review.stats.entries,
        daysWritten: review.stats.daysWritten,
        reviewUrl: `${this.env.publicUrl}/#/?review=${encodeURIComponent(review.id)}`,
        unsubscribeUrl: this.signer.url(job.userId, 'digest'),
      }),
    );
  }

  private pollSafely(): Promise<void> {
    this.running ??= this.poll()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`Could not fetch scheduled mails: ${String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }
}

function periodName(period: ReviewPeriod, start: string): string {
  const range = periodFrom(period, start);
  return typeof range === 'string' ? start : range.name;
}
