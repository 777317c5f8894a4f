export const ConversationErrorCode = {
  NotFound: 'CONVERSATION_NOT_FOUND',
  EntryNotFound: 'ENTRY_NOT_FOUND',
  UnknownTopic: 'CONVERSATION_UNKNOWN_TOPIC',
  ReplyNotRetryable: 'REPLY_NOT_RETRYABLE',
  ReplyFailed: 'REPLY_FAILED',
} as const;
