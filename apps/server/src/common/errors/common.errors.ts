import { MESSAGES } from 'src/common/messages';
import { codesOf, defineErrors } from './error-declarations';

/** Errors of no feature in particular: input, transport, limits, and the server's own faults. */
export const COMMON_ERRORS = defineErrors({
  ValidationFailed: { code: 'VALIDATION_FAILED', graphql: 'BAD_USER_INPUT', status: 400 },
  MalformedRequest: { code: 'MALFORMED_REQUEST', graphql: 'BAD_USER_INPUT', status: 400 },
  PayloadTooLarge: {
    code: 'PAYLOAD_TOO_LARGE',
    graphql: 'PAYLOAD_TOO_LARGE',
    status: 413,
    message: MESSAGES.payloadTooLarge,
  },
  UnsupportedMediaType: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    graphql: 'BAD_USER_INPUT',
    status: 415,
    message: MESSAGES.unsupportedMediaType,
  },
  NotFound: { code: 'NOT_FOUND', graphql: 'NOT_FOUND', status: 404, message: MESSAGES.notFound },
  // Operators' endpoints (/metrics) without their credential; users never meet it.
  Forbidden: { code: 'FORBIDDEN', graphql: 'FORBIDDEN', status: 403 },
  TooManyRequests: {
    code: 'TOO_MANY_REQUESTS',
    graphql: 'TOO_MANY_REQUESTS',
    status: 429,
    message: MESSAGES.tooManyRequests,
  },
  // The database is out of reach for a moment (a restart, a failover): the client may retry.
  ServiceUnavailable: { code: 'SERVICE_UNAVAILABLE', graphql: 'SERVICE_UNAVAILABLE', status: 503 },
  Internal: { code: 'INTERNAL', graphql: 'INTERNAL_SERVER_ERROR', status: 500 },
});

export const CommonErrorCode = codesOf(COMMON_ERRORS);
