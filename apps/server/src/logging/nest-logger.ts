import type { LoggerService } from '@nestjs/common';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * Nest's logger over our pino instance. Inside a request (LoggingModule binds it) a line carries the request's
 * `reqId`; elsewhere it goes through the root logger.
 */
export function nestLoggerOver(root: Logger): LoggerService {
  return new NestPinoLogger(new PinoLogger({ pinoHttp: { logger: root } }), {});
}
