import { Client } from 'pg';

/** Set by global setup for every test worker. */
export const TEST_ADMIN_URL_VAR = 'FLEXI_TEST_ADMIN_DATABASE_URL';
export const TEST_TEMPLATE_VAR = 'FLEXI_TEST_TEMPLATE_DATABASE';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
