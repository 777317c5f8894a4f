import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { findAppRoot } from 'src/config/app-root';
import { loadEnv } from 'src/config/env';
import { dataSourceOptions } from 'src/database/data-source-options';
import { type RunningDatabase, startEmbeddedPostgres } from 'src/database/embedded-postgres';
import { generateSnapshots, SNAPSHOT_DIR } from 'src/database/sql-snapshot/generate-snapshots';

/**
 * DATABASE_URL when set; otherwise a throwaway embedded cluster (never the one in DATA_DIR: the examples
 * need nothing of anyone's data).
 */
async function openSnapshotDatabase(): Promise<RunningDatabase> {
  const databaseUrl = loadEnv().databaseUrl;
  if (databaseUrl) return { url: databaseUrl, stop: () => Promise.resolve() };
  const dir = mkdtempSync(join(tmpdir(), 'flexi-sql-snapshot-'));
  const embedded = await startEmbeddedPostgres({
    dataDir: join(dir, 'postgres'),
    password: randomBytes(16).toString('hex'),
    database: 'flexi',
    log: () => undefined,
  });
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function migrate(url: string): Promise<void> {
  // TypeORM's own console logger, which keeps to `logging`: a migration's progress is noise here.
  const dataSource = new DataSource({
    ...dataSourceOptions(url),
    logging: ['error'],
    logger: 'advanced-console',
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

/** `npm run sql:snapshot`: writes every repository's statements to apps/server/src/queries/, and only those. */
async function main(): Promise<void> {
  const database = await openSnapshotDatabase();
  try {
    await migrate(database.url);
    const snapshots = await generateSnapshots(database.url);
    const dir = resolve(findAppRoot(), SNAPSHOT_DIR);
    mkdirSync(dir, { recursive: true });
    for (const stale of readdirSync(dir).filter((name) => name.endsWith('.sql') && !snapshots.has(name))) {
      rmSync(join(dir, stale));
    }
    for (const [name, text] of snapshots) writeFileSync(join(dir, name), text);
    console.log(`Wrote ${snapshots.size} snapshots to ${SNAPSHOT_DIR}/`);
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
