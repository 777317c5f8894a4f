import type { PoolClient } from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from 'src/database/data-source-options';
import { EXAMPLE_ROWS_SQL } from 'src/database/sql/sql-examples';

// A repository's own transaction runs inside the example's, so PostgreSQL sees savepoints (typeorm_1 for the
// outermost); the snapshot shows what the method sends outside of one.
const TRANSACTION_CONTROL: Array<[RegExp, (depth: number) => string]> = [
  [
    /^SAVEPOINT typeorm_(\d+)$/,
    (depth) => (depth === 1 ? 'START TRANSACTION' : `SAVEPOINT typeorm_${depth - 1}`),
  ],
  [
    /^RELEASE SAVEPOINT typeorm_(\d+)$/,
    (depth) => (depth === 1 ? 'COMMIT' : `RELEASE SAVEPOINT typeorm_${depth - 1}`),
  ],
  [
    /^ROLLBACK TO SAVEPOINT typeorm_(\d+)$/,
    (depth) => (depth === 1 ? 'ROLLBACK' : `ROLLBACK TO SAVEPOINT typeorm_${depth - 1}`),
  ],
];

function asSentOutsideExample(statement: string): string {
  for (const [pattern, replace] of TRANSACTION_CONTROL) {
    const match = pattern.exec(statement);
    if (match) return replace(Number(match[1]));
  }
  return statement;
}

/**
 * A DataSource on one connection that records the statements sent on it: every QueryBuilder, SQL string and
 * transaction of a repository, and the named statements a repository sends on the connection's pg client
 * (which TypeORM's logger never sees). Each recording runs in a transaction that is rolled back.
 */
export class RecordingConnection {
  private recorded: string[] | null = null;

  private constructor(
    readonly dataSource: DataSource,
    private readonly runner: QueryRunner,
    private readonly release: () => Promise<void>,
  ) {}

  static async open(databaseUrl: string): Promise<RecordingConnection> {
    const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), logging: false });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    const release = runner.release.bind(runner);
    const connection = new RecordingConnection(dataSource, runner, release);
    const client = (await runner.connect()) as PoolClient;
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [statement] = args as [string | { text: string }];
      connection.recorded?.push(
        asSentOutsideExample(typeof statement === 'string' ? statement : statement.text),
      );
      return send(...args);
    }) as PoolClient['query'];
    // Every query runner the repositories ask for is this one, kept open between their calls.
    runner.release = () => Promise.resolve();
    dataSource.createQueryRunner = () => runner;
    return connection;
  }

  /** The statements `call` sends, after the example rows are written; all of it rolled back. */
  async record(call: () => Promise<unknown>): Promise<string[]> {
    await this.runner.startTransaction();
    try {
      await this.runner.query(EXAMPLE_ROWS_SQL);
      this.recorded = [];
      await call();
      return this.recorded;
    } finally {
      this.recorded = null;
      await this.runner.rollbackTransaction();
    }
  }

  async close(): Promise<void> {
    await this.release();
    await this.dataSource.destroy();
  }
}
