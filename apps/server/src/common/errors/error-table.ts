import { AuthErrorCode } from 'src/auth/auth.errors';
import { ConversationErrorCode } from 'src/conversations/conversations.errors';
import { FileErrorCode } from 'src/files/files.errors';
import { JournalTransferErrorCode } from 'src/journal-transfer/journal-transfer.errors';
import { ShareErrorCode } from 'src/share/share.errors';
import { UserErrorCode } from 'src/users/users.errors';
import { CommonErrorCode } from './common.errors';

type ValuesOf<T> = T[keyof T];

export type DomainErrorCode =
  | ValuesOf<typeof CommonErrorCode>
  | ValuesOf<typeof AuthErrorCode>
  | ValuesOf<typeof UserErrorCode>
  | ValuesOf<typeof FileErrorCode>
  | ValuesOf<typeof ConversationErrorCode>
  | ValuesOf<typeof ShareErrorCode>
  | ValuesOf<typeof JournalTransferErrorCode>;

export type GraphqlErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
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
  // Operators' endpoints (/metrics) without their credential; users never meet it.
  [CommonErrorCode.Forbidden]: { graphql: 'FORBIDDEN', status: 403 },
  [CommonErrorCode.TooManyRequests]: { graphql: 'TOO_MANY_REQUESTS', status: 429 },
  // The database is out of reach for a moment (a restart, a failover): the client may retry.
  [CommonErrorCode.ServiceUnavailable]: { graphql: 'SERVICE_UNAVAILABLE', status: 503 },
  [CommonErrorCode.Internal]: { graphql: 'INTERNAL_SERVER_ERROR', status: 500 },
  [AuthErrorCode.InvalidCredentials]: { graphql: 'UNAUTHENTICATED', status: 401 },
  [AuthErrorCode.AuthenticationRequired]: { graphql: 'UNAUTHENTICATED', status: 401 },
  // 403 on the REST paths: the spec's client logs out on a 403 from an authenticated call.
  [AuthErrorCode.InvalidToken]: { graphql: 'UNAUTHENTICATED', status: 403 },
  [AuthErrorCode.InvalidResetToken]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [UserErrorCode.UsernameTaken]: { graphql: 'CONFLICT', status: 409 },
  [UserErrorCode.EmailTaken]: { graphql: 'CONFLICT', status: 409 },
  [UserErrorCode.NotFound]: { graphql: 'NOT_FOUND', status: 404 },
  // Not UNAUTHENTICATED or 401/403: the session is fine, and the client logs out on those.
  [UserErrorCode.CurrentPasswordRequired]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [UserErrorCode.CurrentPasswordWrong]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [ConversationErrorCode.NotFound]: { graphql: 'NOT_FOUND', status: 404 },
  [ConversationErrorCode.EntryNotFound]: { graphql: 'NOT_FOUND', status: 404 },
  [ConversationErrorCode.UnknownTopic]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [ConversationErrorCode.ReplyNotRetryable]: { graphql: 'CONFLICT', status: 409 },
  // The AI provider failed; the user's words are stored and the reply can be retried.
  [ConversationErrorCode.ReplyFailed]: { graphql: 'BAD_GATEWAY', status: 502 },
  [FileErrorCode.NotFound]: { graphql: 'NOT_FOUND', status: 404 },
  [FileErrorCode.TooLarge]: { graphql: 'PAYLOAD_TOO_LARGE', status: 413 },
  [FileErrorCode.TypeNotAllowed]: { graphql: 'BAD_USER_INPUT', status: 415 },
  [FileErrorCode.Missing]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [ShareErrorCode.NotFound]: { graphql: 'NOT_FOUND', status: 404 },
  [ShareErrorCode.Expired]: { graphql: 'NOT_FOUND', status: 404 },
  [JournalTransferErrorCode.ExportLinkInvalid]: { graphql: 'NOT_FOUND', status: 404 },
  [JournalTransferErrorCode.ImportNotAJournal]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [JournalTransferErrorCode.ImportNewerVersion]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [JournalTransferErrorCode.ImportDamaged]: { graphql: 'BAD_USER_INPUT', status: 400 },
  [JournalTransferErrorCode.ImportInvalid]: { graphql: 'BAD_USER_INPUT', status: 400 },
  // BAD_USER_INPUT like the other refusals of an import (the client shows them the same way); 413 for HTTP.
  [JournalTransferErrorCode.ImportTooLarge]: { graphql: 'BAD_USER_INPUT', status: 413 },
};
