import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import type { ReviewDigest, WritingReminder } from 'src/users/mail-settings';
import type { ScheduledMailKind } from './mail-jobs';

/** An account whose mail has come due, claimed for this round. */
export interface DueMail {
  userId: string;
  dueAt: Date;
  timeZone: string | null;
  setting: WritingReminder | ReviewDigest;
}

/** Who a mail goes to, and their settings as they are now. */
export interface MailRecipient {
  email: string;
  displayName: string | null;
  username: string;
  timeZone: string | null;
  writingReminder: WritingReminder | null;
  reviewDigest: ReviewDigest | null;
}

const COLUMNS: Record<ScheduledMailKind, { due: string; setting: string }> = {
  reminder: { due: 'reminder_due_at', setting: 'writing_reminder' },
  digest: { due: 'digest_due_at', setting: 'review_digest' },
};

/**
 * $1 how many: the accounts whose mail of this kind is due, oldest first, locked so that another instance's
 * round skips them (SKIP LOCKED): each occurrence is claimed by one instance, which sets the next one in the
 * same transaction. Through the partial index on the due time.
 */
const claimSql = (kind: ScheduledMailKind) => {
  const { due, setting } = COLUMNS[kind];
  return `SELECT id, ${due} AS due_at, time_zone, ${setting} AS setting
  FROM users
 WHERE ${due} <= now() AND ${setting} IS NOT NULL
 ORDER BY ${due}
 LIMIT $1
   FOR UPDATE SKIP LOCKED`;
};

/** What the scheduled mails read and write of the accounts. */
@Injectable()
export class RemindersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Claims the due mails of `kind` in `manager`'s transaction (their rows stay locked until it ends). */
  @Sql({ params: ['reminder', 100] }, { params: ['digest', 100] })
  async claimDue(kind: ScheduledMailKind, limit: number, manager?: EntityManager): Promise<DueMail[]> {
    const rows = await (manager ?? this.dataSource.manager).query<
      Array<{ id: string; due_at: Date; time_zone: string | null; setting: WritingReminder | ReviewDigest }>
    >(claimSql(kind), [limit]);
    return rows.map((row) => ({
      userId: row.id,
      dueAt: row.due_at,
      timeZone: row.time_zone,
      setting: row.setting,
    }));
  }

  /** Sets when the account's next mail of `kind` is due. */
  @Sql({ params: ['reminder', EXAMPLE.ownerId, EXAMPLE.time] })
  async setNextDue(
    kind: ScheduledMailKind,
    userId: string,
    next: Date,
    manager?: EntityManager,
  ): Promise<void> {
    await (manager ?? this.dataSource.manager).query(
      `UPDATE users SET ${COLUMNS[kind].due} = $2 WHERE id = $1`,
      [userId, next],
    );
  }

  @Sql({ params: [EXAMPLE.ownerId] })
  async recipient(userId: string): Promise<MailRecipient | null> {
    const [row] = await this.dataSource.query<
      Array<{
        email: string;
        display_name: string | null;
        username: string;
        time_zone: string | null;
        writing_reminder: WritingReminder | null;
        review_digest: ReviewDigest | null;
      }>
    >(
      `SELECT email, display_name, username, time_zone, writing_reminder, review_digest FROM users WHERE id = $1`,
      [userId],
    );
    return row
      ? {
          email: row.email,
          displayName: row.display_name,
          username: row.username,
          timeZone: row.time_zone,
          writingReminder: row.writing_reminder,
          reviewDigest: row.review_digest,
        }
      : null;
  }

  /** The topic of the account's newest conversation, to ask its next question; null before any. */
  @Sql({ params: [EXAMPLE.ownerId] })
  async newestTopic(userId: string): Promise<{ topic: string; conversations: number } | null> {
    const [row] = await this.dataSource.query<Array<{ topic: string; conversations: number }>>(
      `SELECT c.topic, (SELECT count(*)::int FROM conversations n WHERE n.owner_id = $1 AND n.topic = c.topic)
              AS conversations
         FROM conversations c WHERE c.owner_id = $1 ORDER BY c.created_at DESC LIMIT 1`,
      [userId],
    );
    return row ?? null;
  }

  /** Turns the account's mail of `kind` off; false when there is no such account. */
  @Sql({ params: [EXAMPLE.ownerId, 'digest'] })
  async unsubscribe(userId: string, kind: ScheduledMailKind): Promise<boolean> {
    const { due, setting } = COLUMNS[kind];
    // TypeORM answers an UPDATE with its rows and how many it changed.
    const [, changed] = await this.dataSource.query<[unknown, number]>(
      `UPDATE users SET ${setting} = NULL, ${due} = NULL WHERE id = $1`,
      [userId],
    );
    return changed > 0;
  }
}
