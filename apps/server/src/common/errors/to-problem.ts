import { HttpException, Logger } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import { CommonErrorCode } from './common.errors';
import { isDatabaseUnavailable } from './database-unavailable';
import { DomainError } from './domain-error';
import type { DomainErrorCode, ErrorTable } from './error-table';
import { isError } from './is-error';

export interface Problem {
  code: DomainErrorCode;
  message: string;
  status: number;
  graphqlCode: string;
  /** Sent as `Retry-After` when the client should try again later. */
  retryAfterSeconds?: number;
  details?: Readonly<Record<string, string | number>>;
}

// How long a client is asked to wait while the database is out of reach; a restart takes a few seconds.
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const logger = new Logger('Errors');

// Framework errors that are the client's mistake, by HTTP status: said with their code's default message,
// or else their own.
const CLIENT_STATUS: Record<number, DomainErrorCode> = {
  400: CommonErrorCode.MalformedRequest,
  404: CommonErrorCode.NotFound,
  405: CommonErrorCode.NotFound,
  413: CommonErrorCode.PayloadTooLarge,
  415: CommonErrorCode.UnsupportedMediaType,
  429: CommonErrorCode.TooManyRequests,
};

function problem(table: ErrorTable, code: DomainErrorCode, message: string): Problem {
  const mapping = table[code];
  return { code, message, status: mapping.status, graphqlCode: mapping.graphql };
}

/**
 * Turns anything thrown into what the client may see, through the table the app composed from the
 * features' declarations. Unknown errors are logged with the request id and answered with a generic
 * message: no stack trace or internal detail leaves the server.
 */
export function toProblem(error: unknown, table: ErrorTable, requestId?: string): Problem {
  if (error instanceof DomainError) {
    const known = { ...problem(table, error.code, error.message), details: error.details };
    return error.retryAfterSeconds ? { ...known, retryAfterSeconds: error.retryAfterSeconds } : known;
  }

  const status = statusOf(error);
  const known = status === undefined ? undefined : CLIENT_STATUS[status];
  if (known) {
    return problem(table, known, table[known].message ?? messageOf(error));
  }

  if (isDatabaseUnavailable(error)) {
    logger.warn(`Database unavailable (request ${requestId ?? 'n/a'}): ${messageOf(error)}`);
    const unavailable = problem(table, CommonErrorCode.ServiceUnavailable, MESSAGES.serviceUnavailable);
    return { ...unavailable, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }

  logger.error(
    `Unexpected error (request ${requestId ?? 'n/a'}): ${isError(error) ? (error.stack ?? error.message) : String(error)}`,
  );
  return problem(table, CommonErrorCode.Internal, MESSAGES.internal);
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpException) return error.getStatus();
  const candidate = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate < 500 ? candidate : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof HttpException) {
    const response = error.getResponse();
    if (typeof response === 'object' && response && 'message' in response) {
      const { message } = response;
      if (typeof message === 'string') return message;
      if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    }
  }
  return isError(error) ? error.message : MESSAGES.internal;
}
