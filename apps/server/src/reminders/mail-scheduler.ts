import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobQueue } from 'src/jobs/job-queue';
import { DEFAULT_TIME_ZONE } from 'src/users/dto/profile.model';
import {
  nextDigestAt,
  nextReminderAt,
  type ReviewDigest,
  type WritingReminder,
} from 'src/users/mail-settings';
import {
  DUE_BATCH,
  SCHEDULE_INTERVAL_MS,
  SCHEDULED_MAIL_QUEUE,
  type ScheduledMailJob,
  type ScheduledMailKind,
  scheduledMailJobId,
} from './mail-jobs';
import { type DueMail, RemindersRepository } from './reminders.repository';

/**
 * Turns the mails that have come due into jobs (issue 24 §6): every instance, every SCHEDULE_INTERVAL_MS,
 * claims the due accounts with SKIP LOCKED, sets each one's next occurrence and queues its mail in the same
 * transaction, so an occurrence is queued once however many instances look. A deleted account has no row left
 * to come due.
 */
@Injectable()
export class MailScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailScheduler.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly reminders: RemindersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(SCHEDULED_MAIL_QUEUE);
    this.timer = setInterval(() => void this.tickSafely(), SCHEDULE_INTERVAL_MS).unref();
    void this.tickSafely();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round over both kinds; resolves with how many mails it queued. */
  async tick(now = new Date()): Promise<number> {
    return (await this.queueDue('reminder', now)) + (await this.queueDue('digest', now));
  }

  private queueDue(kind: ScheduledMailKind, now: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await this.reminders.claimDue(kind, DUE_BATCH, manager);
      for (const mail of due) {
        await this.reminders.setNextDue(kind, mail.userId, nextOccurrence(kind, mail, now), manager);
        const job: ScheduledMailJob = { kind, userId: mail.userId, dueAt: mail.dueAt.toISOString() };
        await this.queue.send(SCHEDULED_MAIL_QUEUE, job, scheduledMailJobId(job), manager);
      }
      return due.length;
    });
  }

  private tickSafely(): Promise<void> {
    this.running ??= this.tick()
      .then((queued) => {
        if (queued > 0) this.logger.log(`Queued ${queued} scheduled mails`);
      })
      .catch((error: unknown) => this.logger.warn(`Mail schedule round failed: ${String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }
}

/** The occurrence after this one, and after now: an instance down for a while sends one mail, not a backlog. */
function nextOccurrence(kind: ScheduledMailKind, mail: DueMail, now: Date): Date {
  const zone = mail.timeZone ?? DEFAULT_TIME_ZONE;
  const after = mail.dueAt > now ? mail.dueAt : now;
  return kind === 'reminder'
    ? nextReminderAt(mail.setting as WritingReminder, zone, after)
    : nextDigestAt(mail.setting as ReviewDigest, zone, after);
}
