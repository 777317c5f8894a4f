import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { register } from 'tsconfig-paths';

// Jest does not apply moduleNameMapper to global setup; resolve the server's `src/…` aliases here.
register({
  baseUrl: resolve(__dirname, '../..'),
  paths: { 'src/*': ['src/*'], '@app/schema': ['../../libs/schema/src/index.ts'] },
});

/**
 * pg-boss's schema and the reply queue, in the template so every test database has them (installing them
 * takes a few hundred milliseconds per database otherwise). The app's own start finds them and goes on.
 */
async function installJobQueue(url: string): Promise<void> {
  const { JobQueue } = await import('../../src/jobs/job-queue');
  const { REPLY_QUEUE } = await import('../../src/replies/reply-jobs');
  const queue = new JobQueue(url);
  await queue.onModuleInit();
  await queue.createQueue(REPLY_QUEUE);
  await queue.onApplicationShutdown();
}

export default async function globalSetup(): Promise<void> {
  const { DataSource } = await import('typeorm');
  const { startEmbeddedPostgres } = await import('../../src/database/embedded-postgres');
  const { dataSourceOptions } = await import('../../src/database/data-source-options');
  const { adminQuery, databaseUrl, TEST_ADMIN_URL_VAR, TEST_TEMPLATE_VAR } =
    await import('../support/test-database');

  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'flexi-test-pg-'));
    const embedded = await startEmbeddedPostgres({
      dataDir: join(dir, 'postgres'),
      password: 'test-only-password',
      database: 'postgres',
      log: () => undefined,
    });
    globalThis.__FLEXI_TEST_DB__ = { stop: embedded.stop, dir };
    adminUrl = embedded.url;
  }

  // Migrated once; every test file then gets `CREATE DATABASE … TEMPLATE` (a file copy, milliseconds).
  const template = `flexi_test_template_${process.pid}`;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const dataSource = new DataSource({
    ...dataSourceOptions(databaseUrl(adminUrl, template)),
    logging: ['error'],
  });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  await installJobQueue(databaseUrl(adminUrl, template));

  process.env[TEST_ADMIN_URL_VAR] = adminUrl;
  process.env[TEST_TEMPLATE_VAR] = template;
}
