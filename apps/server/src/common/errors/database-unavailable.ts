import { isError } from './is-error';

// Node's socket errors when PostgreSQL cannot be reached or drops the connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server that is shutting down, starting up or full (class 08 is checked by prefix).
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres says these in plain text, with no code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is not established',
];

/**
 * Whether an error means the database is out of reach for now (a restart, a failover, a full pool), rather
 * than a fault in the request or the code. TypeORM wraps driver errors: the cause is looked at too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of [error, (error as { driverError?: unknown } | null)?.driverError]) {
    if (!isError(candidate)) continue;
    const code = (candidate as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (UNAVAILABLE_MESSAGES.some((text) => candidate.message.includes(text))) return true;
  }
  return false;
}
