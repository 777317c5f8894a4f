import { types } from 'node:util';

/**
 * `instanceof Error` that also holds for errors made in another realm: Node's own network errors (the
 * PostgreSQL driver's ECONNREFUSED) fail a plain `instanceof Error` when the app runs inside a VM context
 * such as Jest's, and a check that misses them turns a database outage into "invalid token" or a 500.
 */
export function isError(value: unknown): value is Error {
  return value instanceof Error || types.isNativeError(value);
}

/** What to write in a log line about a caught value: an error's message, anything else as text. */
export function errorMessage(value: unknown): string {
  return isError(value) ? value.message : String(value);
}
