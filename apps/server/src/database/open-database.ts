import { join } from 'node:path';
import type { AppEnv } from 'src/config/env';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres';

/**
 * DATABASE_URL when set; otherwise the embedded cluster kept in DATA_DIR/postgres. `onStarting`: see
 * EmbeddedPostgresOptions (called at once with DATABASE_URL).
 */
export async function openDatabase(
  env: AppEnv,
  databasePassword: string,
  log: (message: string) => void,
  onStarting?: () => void,
): Promise<RunningDatabase> {
  if (env.databaseUrl) {
    onStarting?.();
    return { url: env.databaseUrl, stop: () => Promise.resolve() };
  }
  return startEmbeddedPostgres({
    dataDir: join(env.dataDir, 'postgres'),
    password: databasePassword,
    database: 'flexi',
    log,
    onStarting,
  });
}
