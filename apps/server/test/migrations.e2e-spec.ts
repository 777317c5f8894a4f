import { DataSource } from 'typeorm';
import { dataSourceOptions } from 'src/database/data-source-options';
import { MIGRATIONS } from 'src/database/migrations';
import { startTestApp, type TestApp } from './support/test-app';

/** null when the entities match the database; otherwise the SQL TypeORM would still run, and what to do. */
async function pendingSchemaChanges(dataSource: DataSource): Promise<string | null> {
  const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
  if (upQueries.length === 0) return null;
  return [
    'The entities differ from what the migrations create. Missing SQL:',
    ...upQueries.map((q) => `  ${q.query};`),
    'Run `npx nx run server:migration:generate --name=<Name>`, review the file and commit it.',
  ].join('\n');
}

async function executedMigrations(dataSource: DataSource): Promise<number> {
  const [row] = await dataSource.query<Array<{ count: number }>>(
    'SELECT count(*)::int AS count FROM migrations',
  );
  return row.count;
}

/** What a fully reverted database may still hold: the migrations table, nothing else of ours. */
async function leftovers(dataSource: DataSource): Promise<string[]> {
  const rows = await dataSource.query<Array<{ name: string }>>(`
    SELECT 'table ' || table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name <> 'migrations'
    UNION ALL
    SELECT 'type ' || t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'c') AND t.typrelid = 0
    UNION ALL
    SELECT 'extension ' || extname FROM pg_extension WHERE extname <> 'plpgsql'
    ORDER BY 1`);
  return rows.map((row) => row.name);
}

describe('Database migrations', () => {
  let app: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    dataSource = new DataSource({ ...dataSourceOptions(app.databaseUrl), logging: ['error'] });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await app.close();
  });

  it('should have run every migration when the database is cloned from the template', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
    expect(await executedMigrations(dataSource)).toBe(MIGRATIONS.length);
  });

  it('should need no further SQL when the entities are compared with the migrated database', async () => {
    expect(await pendingSchemaChanges(dataSource)).toBeNull();
  });

  it('should revert every migration one by one and migrate up again to the same schema', async () => {
    const counts: number[] = [await executedMigrations(dataSource)];
    while (counts[counts.length - 1] > 0 && counts.length <= MIGRATIONS.length) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      counts.push(await executedMigrations(dataSource));
    }

    expect(counts).toEqual(MIGRATIONS.map((_, i) => MIGRATIONS.length - i).concat(0));
    expect(await leftovers(dataSource)).toEqual([]);

    await dataSource.runMigrations({ transaction: 'each' });

    expect(await executedMigrations(dataSource)).toBe(MIGRATIONS.length);
    expect(await pendingSchemaChanges(dataSource)).toBeNull();
  });
});
