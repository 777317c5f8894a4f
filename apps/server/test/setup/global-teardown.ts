import { rmSync } from 'node:fs';
import { adminQuery, TEST_ADMIN_URL_VAR, TEST_TEMPLATE_VAR } from '../support/test-database';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env[TEST_ADMIN_URL_VAR];
  const template = process.env[TEST_TEMPLATE_VAR];
  if (adminUrl && template) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  const embedded = globalThis.__FLEXI_TEST_DB__;
  if (embedded) {
    await embedded.stop();
    rmSync(embedded.dir, { recursive: true, force: true });
  }
}
