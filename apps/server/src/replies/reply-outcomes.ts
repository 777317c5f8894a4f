import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EntriesRepository } from 'src/conversations/entries.repository';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import { WebhookEvents } from 'src/webhooks/events/webhook-events';
import { ReplyJobsRepository } from './reply-jobs.repository';

/** How a reply ends: its text and who wrote it, or why it failed. */
export type ReplyResult = { text: string; by: string } | { error: string };

/**
 * Stores how a reply ended, guarded by its job as ReplyJobsRepository is, and tells the writer's webhooks
 * (REPLY_COMPLETED, REPLY_FAILED) in the same transaction when one wants it. A writer without such a webhook
 * costs one look in memory: the store is the single statement it always was.
 */
@Injectable()
export class ReplyOutcomes {
  constructor(
    private readonly jobs: ReplyJobsRepository,
    private readonly entries: EntriesRepository,
    private readonly webhooks: WebhookEvents,
    private readonly presenter: EntryPresenter,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Stores the outcome of `entry`'s reply if it is still `jobId`'s; false when it is not. */
  async finish(entry: EntryEntity, jobId: string, result: ReplyResult): Promise<boolean> {
    const event = 'text' in result ? 'REPLY_COMPLETED' : 'REPLY_FAILED';
    if (!(await this.webhooks.wants(entry.ownerId, event))) return this.jobs.finish(entry.id, jobId, result);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.jobs.finish(entry.id, jobId, result, manager))) return false;
      const stored = await this.entries.findEntry(entry.ownerId, entry.id, manager);
      if (stored) await this.webhooks.emit(entry.ownerId, event, this.presenter.entry(stored), manager);
      return true;
    });
  }

  /** Fails a quiet reply still waiting for `jobId` (see ReplyJobsRepository.failQuiet). */
  async failQuiet(
    reply: { entryId: string; ownerId: string; jobId: string | null },
    message: string,
  ): Promise<boolean> {
    const { entryId, ownerId, jobId } = reply;
    if (!(await this.webhooks.wants(ownerId, 'REPLY_FAILED')))
      return this.jobs.failQuiet(entryId, jobId, message);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.jobs.failQuiet(entryId, jobId, message, manager))) return false;
      const stored = await this.entries.findEntry(ownerId, entryId, manager);
      if (stored) await this.webhooks.emit(ownerId, 'REPLY_FAILED', this.presenter.entry(stored), manager);
      return true;
    });
  }
}
