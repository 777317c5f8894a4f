import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { StaleItem } from './durable-text-writer';

// The statements a DurableStore runs on its table (reviews, journal_answers): every table of written items has
// `id`, `owner_id`, `status`, `text`, `job_id`, `heartbeat_at` and `attempts`, and a partial index on
// `heartbeat_at` where the status is pending.

/** Changes an item still pending under `jobId`; false when it is no longer that job's (or gone). */
export async function updateUnderJob<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  id: string,
  jobId: string,
  set: QueryDeepPartialEntity<T>,
): Promise<boolean> {
  const result = await dataSource
    .createQueryBuilder()
    .update(entity)
    .set(set)
    .where("id = :id AND job_id = :jobId AND status = 'pending'", { id, jobId })
    .execute();
  return (result.affected ?? 0) > 0;
}

/** Moves a pending item from its job to a new one, its text emptied (handed back, or found interrupted). */
export async function moveToJob<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  id: string,
  fromJobId: string | null,
  toJobId: string,
): Promise<boolean> {
  const result = await dataSource
    .createQueryBuilder()
    .update(entity)
    .set({ jobId: toJobId, text: null, heartbeatAt: () => 'now()' })
    .where("id = :id AND status = 'pending' AND job_id IS NOT DISTINCT FROM :fromJobId", { id, fromJobId })
    .execute();
  return (result.affected ?? 0) > 0;
}

/** Pending items of `table` with no heartbeat for `seconds`, through its partial index on heartbeat_at. */
export async function staleRows(
  dataSource: DataSource,
  table: string,
  seconds: number,
): Promise<StaleItem[]> {
  const rows = await dataSource.query<
    Array<{ id: string; owner_id: string; job_id: string | null; attempts: number }>
  >(
    `SELECT id, owner_id, job_id, attempts FROM ${table}
      WHERE status = 'pending' AND heartbeat_at < now() - make_interval(secs => $1)`,
    [seconds],
  );
  return rows.map((row) => ({
    id: row.id,
    ownerId: row.owner_id,
    jobId: row.job_id,
    attempts: row.attempts,
  }));
}
