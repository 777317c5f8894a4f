import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const TRANSCRIPTION_ERRORS = defineErrors({
  // AI_TRANSCRIPTION_MODEL (or a key) is unset: `capabilities.transcription` says so beforehand.
  Unavailable: { code: 'TRANSCRIPTION_UNAVAILABLE', graphql: 'BAD_USER_INPUT', status: 400 },
  Missing: { code: 'RECORDING_MISSING', graphql: 'BAD_USER_INPUT', status: 400 },
  // No bytes, or no words heard in them.
  Empty: { code: 'RECORDING_EMPTY', graphql: 'BAD_USER_INPUT', status: 400 },
  TypeNotAllowed: { code: 'RECORDING_TYPE_NOT_ALLOWED', graphql: 'BAD_USER_INPUT', status: 415 },
  TooLarge: { code: 'RECORDING_TOO_LARGE', graphql: 'PAYLOAD_TOO_LARGE', status: 413 },
  // The provider failed, refused or was late: the same family as a failed reply (REPLY_FAILED).
  Failed: { code: 'TRANSCRIPTION_FAILED', graphql: 'BAD_GATEWAY', status: 502 },
});

export const TranscriptionErrorCode = codesOf(TRANSCRIPTION_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    transcription: typeof TRANSCRIPTION_ERRORS;
  }
}
