import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { REPLY_QUEUE, type ReplyJobData } from 'src/replies/reply-jobs';
import { directQuery } from './direct-sql';

/**
 * pg-boss on a test database, playing another instance: it queues reply jobs that no app takes (they start
 * in an hour) and takes them itself, to leave the states a crashed instance leaves.
 */
export class ReplyJobsClient {
  private constructor(
    private readonly boss: PgBoss,
    private readonly databaseUrl: string,
  ) {}

  static async open(databaseUrl: string): Promise<ReplyJobsClient> {
    const boss = new PgBoss({ connectionString: databaseUrl, max: 1, schedule: false, supervise: false });
    boss.on('error', () => undefined);
    await boss.start();
    return new ReplyJobsClient(boss, databaseUrl);
  }

  /** A job for the entry that waits in the queue for an hour; with `take`, this client takes it (active). */
  async queue(data: ReplyJobData, take = false): Promise<string> {
    const id = randomUUID();
    await this.boss.send(REPLY_QUEUE, data, { id, startAfter: 3600, retryLimit: 0 });
    if (take) {
      const [job] = await this.boss.fetch(REPLY_QUEUE, { ignoreStartAfter: true });
      if (job?.id !== id) throw new Error(`took ${job?.id}, expected the job just queued (${id})`);
    }
    return id;
  }

  async state(id: string): Promise<string | undefined> {
    return (await this.boss.getJobById(REPLY_QUEUE, id, { includeArchive: true }))?.state;
  }

  /** Makes the entry's reply pending again and owned by `jobId` (none: left by an older version). */
  async pendingReply(entryId: string, jobId: string | null, heartbeat: 'now' | 'an hour ago'): Promise<void> {
    const at = heartbeat === 'now' ? 'now()' : "now() - interval '1 hour'";
    await directQuery(
      { databaseUrl: this.databaseUrl },
      `UPDATE entries SET reply_status = 'pending', reply_text = NULL, reply_error = NULL, reply_job_id = $2,
         reply_heartbeat_at = CASE WHEN $2::uuid IS NULL THEN NULL ELSE ${at} END, updated_at = ${at}
       WHERE id = $1`,
      [entryId, jobId],
    );
  }

  async close(): Promise<void> {
    await this.boss.stop({ graceful: false });
  }
}
