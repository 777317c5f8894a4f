import { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

export interface LoggedStatement {
  sql: string;
  params: unknown[];
}

/**
 * The statements the app sent to PostgreSQL while `run` ran, in order (from TypeORM's query log), so a test
 * can count them or EXPLAIN one. Start the app with a long SESSION_CACHE_SECONDS, or a session check may fall
 * into one count and not another.
 */
export async function statementsOf(app: TestApp, run: () => Promise<unknown>): Promise<LoggedStatement[]> {
  const spy = jest.spyOn(app.app.get(DataSource).logger, 'logQuery');
  try {
    await run();
    return spy.mock.calls.map(([sql, params]) => ({ sql, params: params ?? [] }));
  } finally {
    spy.mockRestore();
  }
}
