import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppEnv } from 'src/config/env';
import { nestLoggerOver } from 'src/logging/nest-logger';
import { bindRequestLogger } from 'src/logging/request-context';
import { RequestLogController } from 'src/logging/request-log';
import { registerRequestMetrics } from 'src/metrics/request-metrics';
import { ApiDescription } from 'src/openapi/api-description';
import { AppModule, type AppModuleOptions } from './app.module';
import { GRAPHQL_EXPLORER_PATH, registerSecurityHeaders } from './http-security';
import { ERROR_TABLE } from './error-table';
import { answerClientError } from './http-client-errors';
import { closeConnectionsWhileDraining } from './shutdown';
import { registerBodyParsers } from './http-json';
import { registerUploads } from './http-uploads';

/** Builds the whole server (used by main and by the integration tests). Call listen() on the result. */
export async function createApp(options: AppModuleOptions): Promise<NestFastifyApplication> {
  const { env, logger } = options;
  const adapter = new FastifyAdapter({
    bodyLimit: env.jsonBodyLimitBytes,
    trustProxy: env.trustProxy,
    genReqId: () => randomUUID(),
    clientErrorHandler: answerClientError,
    loggerInstance: logger,
    logController: new RequestLogController(),
    // No Nest middleware is used (the request's logger is bound by a Fastify hook), so no @fastify/middie,
    // which would otherwise run on every request.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: nestLoggerOver(logger),
  });
  // Errors raised before a route runs (malformed JSON, oversized bodies) reach AllExceptionsFilter through
  // Nest's own Fastify error handler, so they get the same shape as the rest.
  app.getHttpAdapter().getInstance().addHook('onRequest', bindRequestLogger);
  // GET /api/openapi.json describes the controllers of this app (built on first request).
  app.get(ApiDescription).describe(app, ERROR_TABLE);
  registerRequestMetrics(app);
  closeConnectionsWhileDraining(app);
  registerBodyParsers(app);
  registerSecurityHeaders(app);
  await registerUploads(app, env);
  await serveClient(app, env);
  return app;
}

async function serveClient(app: NestFastifyApplication, env: AppEnv): Promise<void> {
  if (!existsSync(join(env.clientDir, 'index.html'))) {
    new Logger('Client').warn(
      `No built client in ${env.clientDir}: run \`npm run build\` to serve the web app.`,
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: env.clientDir,
    prefix: '/',
    wildcard: false,
    // The client build writes .br and .gz copies of its text assets; each answer picks the best the browser
    // accepts, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite names assets by content hash: they never change. index.html must always be revalidated.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The GraphQL explorer, beside the endpoint it explores; Apollo Sandbox stays at /graphql itself.
  app
    .getHttpAdapter()
    .getInstance()
    .get(GRAPHQL_EXPLORER_PATH, (_request, reply) => reply.sendFile('explorer.html'));
}
