import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const AUTH_ERRORS = defineErrors({
  InvalidCredentials: { code: 'AUTH_INVALID_CREDENTIALS', graphql: 'UNAUTHENTICATED', status: 401 },
  AuthenticationRequired: { code: 'AUTH_REQUIRED', graphql: 'UNAUTHENTICATED', status: 401 },
  // 403 on the REST paths: the spec's client logs out on a 403 from an authenticated call.
  InvalidToken: { code: 'AUTH_INVALID_TOKEN', graphql: 'UNAUTHENTICATED', status: 403 },
  InvalidResetToken: { code: 'AUTH_INVALID_RESET_TOKEN', graphql: 'BAD_USER_INPUT', status: 400 },
});

export const AuthErrorCode = codesOf(AUTH_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    auth: typeof AUTH_ERRORS;
  }
}
