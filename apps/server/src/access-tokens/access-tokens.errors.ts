import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const ACCESS_TOKEN_ERRORS = defineErrors({
  NotFound: { code: 'ACCESS_TOKEN_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
  /** The writer has as many tokens as one may have. */
  LimitReached: { code: 'ACCESS_TOKEN_LIMIT', graphql: 'CONFLICT', status: 409 },
  /** A token without the scope the operation needs (WRITE for anything that changes data). */
  ScopeMissing: { code: 'ACCESS_TOKEN_SCOPE_MISSING', graphql: 'FORBIDDEN', status: 403 },
  /** An operation marked @SessionOnly() called with an access token. */
  SessionRequired: { code: 'SESSION_REQUIRED', graphql: 'FORBIDDEN', status: 403 },
});

export const AccessTokenErrorCode = codesOf(ACCESS_TOKEN_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    accessTokens: typeof ACCESS_TOKEN_ERRORS;
  }
}
