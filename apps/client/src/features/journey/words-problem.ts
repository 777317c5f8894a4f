import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';

/**
 * What keeps a message's or a note's words from being sent or saved, as the server words it; undefined when
 * nothing does. A note is never empty; a message may be, when it carries a file.
 */
export function wordsProblem(text: string, kind: 'message' | 'note', hasFile: boolean): string | undefined {
  if (!text.trim() && kind === 'note') return VALIDATION_MESSAGES.noteRequired;
  if (!text.trim() && !hasFile) return VALIDATION_MESSAGES.messageRequired;
  if (text.length > LIMITS.messageMax) return VALIDATION_MESSAGES.messageTooLong;
  return undefined;
}
