import type { WebhookEvent } from '@/gql/graphql';

/** The events a webhook can be sent, in the order the form lists them, with what each means to a writer. */
export const WEBHOOK_EVENT_OPTIONS: ReadonlyArray<{ value: WebhookEvent; label: string }> = [
  { value: 'ENTRY_CREATED', label: 'An entry is written (an opening, a message or a note)' },
  { value: 'REPLY_COMPLETED', label: 'A reply is written' },
  { value: 'REPLY_FAILED', label: 'A reply fails' },
  { value: 'SHARE_CREATED', label: 'An entry is shared' },
  { value: 'CONVERSATION_DELETED', label: 'A conversation is deleted' },
];

/** A short name of an event, for a delivery row. */
export const EVENT_NAMES: Record<WebhookEvent, string> = {
  ENTRY_CREATED: 'Entry written',
  REPLY_COMPLETED: 'Reply written',
  REPLY_FAILED: 'Reply failed',
  SHARE_CREATED: 'Entry shared',
  CONVERSATION_DELETED: 'Conversation deleted',
};
