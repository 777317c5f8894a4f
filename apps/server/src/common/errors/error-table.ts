import { AuthErrorCode } from 'src/auth/auth.errors';
import { UserErrorCode } from 'src/users/users.errors';
import { CommonErrorCode } from './common.errors';

type ValuesOf<T> = T[keyof T];

export type DomainErrorCode =
  ValuesOf<typeof CommonErrorCode> | ValuesOf<typeof AuthErrorCode> | ValuesOf<typeof UserErrorCode>;

export type GraphqlErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

interface Mapping {
  graphql: GraphqlErrorCode;
  status: number;
}

/** The one place that turns a domain error into a GraphQL code and an HTTP status. Exhaustive by type. */
export const ERROR_TABLE: Record<DomainErrorCode, Mapping> = {
  [CommonErrorCode.ValidationFailed]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [CommonErrorCode.MalformedRequest]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [CommonErrorCode.PayloadTooLarge]: { graphql: 'PAYLOAD_TOO_LARGE', status: 413 },
  [CommonErrorCode.UnsupportedMediaType]: { graphql: 'BAD_USER_INPUT', status: 415 },
  [CommonErrorCode.NotFound]: { graphql: 'NOT_FOUND', status: 404 },
  [CommonErrorCode.TooManyRequests]: { graphql: 'TOO_MANY_REQUESTS', status: 429 },
  [CommonErrorCode.Internal]: { graphql: 'INTERNAL_SERVER_ERROR', status: 500 },
  [AuthErrorCode.InvalidCredentials]: { graphql: 'UNAUTHENTICATED', status: 401 },
  [AuthErrorCode.AuthenticationRequired]: { graphql: 'UNAUTHENTICATED', status: 401 },
  // 403 on the REST paths: the spec's client logs out on a 403 from an authenticated call.
  [AuthErrorCode.InvalidToken]: { graphql: 'UNAUTHENTICATED', status: 403 },
  [AuthErrorCode.InvalidResetToken]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [UserErrorCode.UsernameTaken]: { graphql: 'CONFLICT', status: 409 },
  [UserErrorCode.EmailTaken]: { graphql: 'CONFLICT', status: 409 },
  [UserErrorCode.NotFound]: { graphql: 'NOT_FOUND', status: 404 },
};
