import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';
import { errorMessage } from 'src/common/errors/is-error';

/**
 * TypeORM's messages through Nest's logger, without query parameters: a failed query's parameters hold
 * password hashes, email addresses and what people wrote, none of which belongs in a log.
 */
export class TypeormLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {
    // Every query would be too much; failures and slow queries are logged below.
  }

  logQueryError(error: unknown, query: string): void {
    this.logger.error(`Query failed: ${errorMessage(error)} (${query.slice(0, 200)})`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query.slice(0, 200)}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(errorMessage(message));
    else this.logger.log(errorMessage(message));
  }
}
