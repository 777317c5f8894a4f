import type { PoolClient } from 'pg';
import { QueryFailedError, type QueryRunner } from 'typeorm';

/**
 * Runs `text` on `runner`'s connection as the named statement `name`: prepared there the first time, executed
 * by name after, so a statement whose text never changes is parsed once per connection (and planned once, when
 * PostgreSQL finds its generic plan as good as planning each call). TypeORM sends no named statements; its
 * connection's own pg client does. Fails as TypeORM's queries do (a QueryFailedError around the driver's error), so callers tell a broken
 * constraint or an outage the same way.
 */
export async function queryPrepared<Row>(
  runner: QueryRunner,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (await runner.connect()) as PoolClient;
  try {
    return (await client.query({ name, text, values })).rows as Row[];
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
}
