import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const FILE_ERRORS = defineErrors({
  NotFound: { code: 'FILE_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
  TooLarge: { code: 'FILE_TOO_LARGE', graphql: 'PAYLOAD_TOO_LARGE', status: 413 },
  TypeNotAllowed: { code: 'FILE_TYPE_NOT_ALLOWED', graphql: 'BAD_USER_INPUT', status: 415 },
  Missing: { code: 'FILE_MISSING', graphql: 'BAD_USER_INPUT', status: 400 },
  // The upload is an entry's attachment: it goes with the entry (deleteEntry), not on its own.
  Carried: { code: 'FILE_CARRIED', graphql: 'CONFLICT', status: 409 },
});

export const FileErrorCode = codesOf(FILE_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    files: typeof FILE_ERRORS;
  }
}
