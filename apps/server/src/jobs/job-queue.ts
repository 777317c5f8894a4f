import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { setTimeout } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';

export const JOBS_DATABASE_URL = Symbol('JOBS_DATABASE_URL');

/**
 * A connection pg-boss runs one statement on instead of its own pool: a transaction of the app's, so a job is
 * committed (or rolled back) together with what asked for it.
 */
interface JobDb {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The transaction of `manager` as pg-boss runs statements: rows as PostgreSQL returned them. */
function transactionDb(manager: EntityManager): JobDb {
  return {
    executeSql: async (text, values) => {
      const runner = manager.queryRunner;
      if (!runner) throw new Error('Not in a transaction');
      return { rows: (await runner.query(text, values, true)).records };
    },
  };
}

// pg-boss's own table (its default schema); see take().
const TAKE_SQL = `UPDATE pgboss.job SET state = 'active', started_on = now()
  WHERE name = $1 AND id = $2 AND state = 'created' AND start_after <= now()
  RETURNING id`;

export interface QueuedJob<T> {
  id: string;
  data: T;
}

/** `waiting`: queued for any instance; `active`: taken by one; `finished` or `missing`: no one will run it. */
export type JobState = 'waiting' | 'active' | 'finished' | 'missing';

const QUEUE_CREATE_ATTEMPTS = 5;
const QUEUE_CREATE_BACKOFF_MS = 100;

/** PostgreSQL ended the statement to break a deadlock (SQLSTATE 40P01): trying it again is the answer. */
const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === '40P01';

// Sends, fetches and completions are single short statements; the app's own pool does the real work.
const POOL_SIZE = 3;

/**
 * Durable jobs in the app's own PostgreSQL (pg-boss): any instance can take any job, and a job outlives the
 * process that queued it. Callers fetch jobs themselves (no `work()` polling), so a job queued here can start
 * at once.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  /** The queue creations of this instance, in turn. */
  private creating: Promise<void> = Promise.resolve();

  constructor(@Inject(JOBS_DATABASE_URL) databaseUrl: string) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      max: POOL_SIZE,
      application_name: 'flexi-jobs',
      // No cron schedules; maintenance (expiring, archiving and deleting old jobs) stays on.
      schedule: false,
    });
    // Connection errors (a database outage) arrive here; without a listener they would end the process.
    this.boss.on('error', (error) => this.logger.warn(`Job queue: ${error.message}`));
  }

  /** Installs or migrates pg-boss's schema when needed (a no-op on a database that has it). */
  async onModuleInit(): Promise<void> {
    await this.boss.start();
  }

  async onApplicationShutdown(): Promise<void> {
    // Nothing runs through pg-boss's own workers, so there is nothing for it to wait for.
    await this.boss.stop({ graceful: false });
  }

  /**
   * Jobs of this queue are never retried by pg-boss: the caller decides what a failure means. Queues are
   * created one at a time here, and a creation PostgreSQL ended as a deadlock is tried again: pg-boss creates a
   * queue's partition with DDL, and several instances booting together on a new database (each creating the
   * reply, review and mail queues) deadlocked and one of them exited.
   */
  createQueue(name: string): Promise<void> {
    const created = this.creating.then(() => this.createQueueRetrying(name));
    this.creating = created.catch(() => undefined);
    return created;
  }

  private async createQueueRetrying(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, { name, retryLimit: 0 });
        return;
      } catch (error) {
        if (!isDeadlock(error) || attempt === QUEUE_CREATE_ATTEMPTS) throw error;
        // Apart in time, so the instances that deadlocked do not meet again at once.
        await setTimeout(QUEUE_CREATE_BACKOFF_MS * attempt * (1 + Math.random()));
      }
    }
  }

  /**
   * Queues a job for any instance; within `manager`'s transaction when given; not before `startAfter` when
   * given. A job of the same id already queued is left as it is (pg-boss ignores the second).
   */
  async send<T extends object>(
    name: string,
    data: T,
    id: string,
    manager?: EntityManager,
    startAfter?: Date,
  ): Promise<void> {
    await this.boss.send(name, data, {
      id,
      retryLimit: 0,
      ...(manager && { db: transactionDb(manager) }),
      ...(startAfter && { startAfter }),
    });
  }

  /**
   * Takes one waiting job by its id (it becomes active, as fetch would make it): for the instance that has
   * just queued it and runs it at once. False when it is no longer waiting (another instance fetched it first,
   * or it is gone). pg-boss fetches only the next jobs of a queue, not a given one, hence this one statement
   * on its table; it sets what fetch sets for a first attempt (these jobs are never retried by pg-boss).
   */
  async take(name: string, id: string): Promise<boolean> {
    const { rows } = await this.boss.getDb().executeSql(TAKE_SQL, [name, id]);
    return rows.length === 1;
  }

  /** Takes up to `max` waiting jobs (they become active); none when the database cannot be reached. */
  async fetch<T>(name: string, max: number): Promise<Array<QueuedJob<T>>> {
    const jobs = await this.boss.fetch<T>(name, { batchSize: max });
    return jobs.map((job) => ({ id: job.id, data: job.data }));
  }

  async complete(name: string, id: string): Promise<void> {
    await this.boss.complete(name, id);
  }

  async fail(name: string, id: string, message: string): Promise<void> {
    await this.boss.fail(name, id, { message });
  }

  async state(name: string, id: string): Promise<JobState> {
    const job = await this.boss.getJobById(name, id);
    if (!job) return 'missing';
    switch (job.state) {
      case 'created':
      case 'retry':
        return 'waiting';
      case 'active':
        return 'active';
      case 'completed':
      case 'cancelled':
      case 'failed':
        return 'finished';
    }
  }

  /** Jobs queued and not yet taken, across every instance. */
  async waiting(name: string): Promise<number> {
    return (await this.boss.getQueueSize(name)) ?? 0;
  }
}
