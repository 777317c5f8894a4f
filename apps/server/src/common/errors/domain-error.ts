import type { DomainErrorCode } from './error-table';

/** An expected failure with a user-facing message. Services throw these; transports map them via ERROR_TABLE. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
