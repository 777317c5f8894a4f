/** What a webhook can be told of (issue 26 §2); the values are the names integrators see in a delivery. */
export const WEBHOOK_EVENTS = [
  'ENTRY_CREATED',
  'REPLY_COMPLETED',
  'REPLY_FAILED',
  'CONVERSATION_DELETED',
  'SHARE_CREATED',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
