import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const USER_ERRORS = defineErrors({
  UsernameTaken: { code: 'USER_USERNAME_TAKEN', graphql: 'CONFLICT', status: 409 },
  EmailTaken: { code: 'USER_EMAIL_TAKEN', graphql: 'CONFLICT', status: 409 },
  NotFound: { code: 'USER_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
  // Not UNAUTHENTICATED or 401/403: the session is fine, and the client logs out on those.
  CurrentPasswordRequired: { code: 'USER_CURRENT_PASSWORD_REQUIRED', graphql: 'BAD_USER_INPUT', status: 400 },
  CurrentPasswordWrong: { code: 'USER_CURRENT_PASSWORD_WRONG', graphql: 'BAD_USER_INPUT', status: 400 },
});

export const UserErrorCode = codesOf(USER_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    users: typeof USER_ERRORS;
  }
}
