import './compile-cache';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { InvalidWhiteLabelError, WhiteLabelService } from 'src/white-label/white-label.service';
import { InvalidEnvironmentError, loadEnv } from 'src/config/env';
import { loadOrCreateSecrets, withGeneratedSecrets } from 'src/config/runtime-secrets';
import { openDatabase } from 'src/database/open-database';
import { nestLoggerOver } from 'src/logging/nest-logger';
import { createRootLogger, pinoLevel } from 'src/logging/root-logger';

// JSON lines from the first one, the environment's own errors included (at the default level until it is read).
const rootLogger = createRootLogger({ logLevel: 'log' });
Logger.overrideLogger(nestLoggerOver(rootLogger));
const logger = new Logger('Main');

/** The app and its shutdown, loaded on demand (see main). */
async function loadApp() {
  const [{ createApp }, { drainAndClose }] = await Promise.all([
    import('./app/create-app'),
    import('./app/shutdown'),
  ]);
  return { createApp, drainAndClose };
}

async function main(): Promise<void> {
  const parsedEnv = loadEnv();
  rootLogger.level = pinoLevel(parsedEnv.logLevel);
  const secrets = loadOrCreateSecrets(parsedEnv.dataDir);
  const env = withGeneratedSecrets(parsedEnv, secrets);
  // Validate the config files before anything starts, so a typo stops the server with a pointed message.
  const whiteLabel = new WhiteLabelService(env.configDir);
  // The app's modules (loading them is most of start-up) load while the embedded PostgreSQL starts.
  let markStarting!: () => void;
  const starting = new Promise<void>((resolve) => (markStarting = resolve));
  const opening = openDatabase(env, secrets.databasePassword, (message) => logger.log(message), markStarting);
  await Promise.race([starting, opening]);
  const loading = loadApp();
  const database = await opening.catch(async (error: unknown) => {
    await loading.catch(() => undefined);
    throw error;
  });
  const { createApp, drainAndClose } = await loading.catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });

  let app;
  try {
    app = await createApp({ env, databaseUrl: database.url, whiteLabel, logger: rootLogger });
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await database.stop();
    throw error;
  }
  logger.log(
    `${whiteLabel.site.appName} is up: ${env.publicUrl} (GraphQL and Apollo Sandbox at /graphql, the offline explorer at /graphql/explorer)`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(
      `${signal} received: draining (up to ${env.shutdownGraceMs / 1000} s for replies in progress), ` +
        'then closing connections and the database',
    );
    void drainAndClose(app)
      .finally(() => database.stop())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError || error instanceof InvalidWhiteLabelError)
    logger.error(error.message);
  else logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
