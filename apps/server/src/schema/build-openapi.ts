import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { AppModule } from 'src/app/app.module';
import { loadEnv } from 'src/config/env';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { ERROR_TABLE } from 'src/app/error-table';
import { toOpenApiFile } from 'src/openapi/api-description';
import { describeApi } from 'src/openapi/describe-api';

/**
 * The OpenAPI file from the app's controllers alone: no database, no HTTP server. Nest's preview mode wires
 * the modules without creating a provider (so nothing connects anywhere), which is all the scan needs.
 */
export async function buildOpenApiFile(): Promise<string> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error' });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({
      env,
      databaseUrl: 'postgres://unused.invalid/unused',
      whiteLabel: new WhiteLabelService(env.configDir),
      logger: pino({ enabled: false }),
    }),
    new FastifyAdapter(),
    { preview: true, logger: false },
  );
  try {
    return toOpenApiFile(describeApi(app, ERROR_TABLE));
  } finally {
    await app.close();
  }
}
