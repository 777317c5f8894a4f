import type { DomainErrorCode } from './error-table';

/**
 * An expected failure with a user-facing message. Services throw these; transports map them through
 * the ERROR_TABLE the app composes from the features' declarations.
 * `details` are facts the client needs to act on the failure (the ids to retry a reply): REST puts them in
 * the body beside the message, GraphQL in the error's extensions. `retryAfterSeconds` becomes a `Retry-After`
 * header on both transports.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: Readonly<Record<string, string | number>>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
