import { Client, type QueryResultRow } from 'pg';
import type { TestApp } from './test-app';

/**
 * Runs one statement against the test file's own database, to arrange or inspect states that no API reaches
 * (a deleted user, an expired reset token, what exactly is stored).
 */
export async function directQuery<T extends QueryResultRow = QueryResultRow>(
  app: Pick<TestApp, 'databaseUrl'>,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
