import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const CONVERSATION_ERRORS = defineErrors({
  NotFound: { code: 'CONVERSATION_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
  EntryNotFound: { code: 'ENTRY_NOT_FOUND', graphql: 'NOT_FOUND', status: 404 },
  UnknownTopic: { code: 'CONVERSATION_UNKNOWN_TOPIC', graphql: 'BAD_USER_INPUT', status: 400 },
  ReplyNotRetryable: { code: 'REPLY_NOT_RETRYABLE', graphql: 'CONFLICT', status: 409 },
  // The AI provider failed; the user's words are stored and the reply can be retried.
  ReplyFailed: { code: 'REPLY_FAILED', graphql: 'BAD_GATEWAY', status: 502 },
});

export const ConversationErrorCode = codesOf(CONVERSATION_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    conversations: typeof CONVERSATION_ERRORS;
  }
}
