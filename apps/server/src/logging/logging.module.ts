import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * Gives Nest's loggers the request they run in (nestjs-pino's middleware binds a child logger per request).
 * The request line itself is Fastify's (RequestLogController), with the same `reqId`.
 */
export function requestContextLogging(root: Logger): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      logger: root,
      autoLogging: false,
      // Only the id: pino-http would otherwise bind the whole request, headers and all.
      quietReqLogger: true,
      // Fastify's id for this request (createApp puts it on the raw request too).
      genReqId: (request) => request.id,
    },
  });
}
