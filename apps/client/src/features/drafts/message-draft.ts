/** What the message box sends: a continuation (with an AI reply) or a note to self (spec §4). */
export type InputMode = 'continue' | 'note';

// What the message box keeps across reloads, per conversation (spec: never lose typed text).
export interface MessageDraft {
  mode: InputMode;
  text: string;
}

export const EMPTY_MESSAGE_DRAFT: MessageDraft = { mode: 'continue', text: '' };

export function messageDraftKey(conversationId: string): string {
  return `message:${conversationId}`;
}

export function isMessageDraft(value: unknown): value is MessageDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<MessageDraft>;
  return (draft.mode === 'continue' || draft.mode === 'note') && typeof draft.text === 'string';
}
