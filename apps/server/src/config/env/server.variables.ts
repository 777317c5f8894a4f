import { resolve } from 'node:path';
import { findAppRoot } from 'src/config/app-root';
import { z } from 'zod';
import { flag, optionalText, optionalUrl, positiveInt } from './variable-kinds';

/** How the process runs, where it listens and what it serves. */
export const serverVariables = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('`production` hides GraphQL field suggestions and requires `JWT_SECRET`'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port'),
  HOST: z.string().default('0.0.0.0').describe('Interface to listen on'),
  DATA_DIR: z
    .string()
    .default('./.data')
    .describe('Embedded database, uploaded files, generated secrets, mail outbox'),
  PUBLIC_URL: optionalUrl(['http', 'https']).describe('Origin used in reset-password and share links'),
  CONFIG_DIR: optionalText.describe('Folder holding `flexiconfig.json` and `flexifeatures.json`'),
  CLIENT_DIR: optionalText.describe(
    'Folder of the built web client served at `/` (`npm run build` writes it)',
  ),
  JSON_BODY_LIMIT_BYTES: positiveInt(1024 * 1024).describe('Largest accepted JSON request body'),
  TRUST_PROXY: flag().describe("`true` behind a reverse proxy, so rate limits see the client's address"),
  LOG_LEVEL: z
    .enum(['error', 'warn', 'log', 'debug', 'verbose'])
    .default('log')
    .describe('`error`, `warn`, `log`, `debug` or `verbose`'),
  METRICS_TOKEN: optionalText.describe(
    'Bearer token for `GET /metrics`; unset, only a scraper on the same host may read it',
  ),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(20)
    .describe(
      'On SIGTERM, how long replies being generated may take to finish; the rest go back to the job queue',
    ),
});

export function serverSettings(env: z.output<typeof serverVariables>) {
  // The server runs from source (tests) and from dist/: default folders are found from the project root.
  const appRoot = findAppRoot();
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    configDir: resolve(env.CONFIG_DIR ?? resolve(appRoot, 'apps/server/config')),
    clientDir: resolve(env.CLIENT_DIR ?? resolve(appRoot, 'dist/apps/client')),
    jsonBodyLimitBytes: env.JSON_BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    /** Without one, /metrics answers only on loopback. */
    metricsToken: env.METRICS_TOKEN,
    /** On SIGTERM, how long replies being generated here may take to finish before they are handed back. */
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
  };
}
