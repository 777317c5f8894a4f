import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';

// The server holds a new title to the same rule (libs/schema).
export const TITLE_MAX = LIMITS.titleMax;

/** What the history shows for a conversation: its title after a rename, else its project name. */
export function displayTitle(conversation: { title: string; projectName: string }): string {
  return conversation.title.trim() || conversation.projectName;
}

/** Why a new title cannot be saved, or null when it can. */
export function validateTitle(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return VALIDATION_MESSAGES.titleRequired;
  if (trimmed.length > TITLE_MAX) return VALIDATION_MESSAGES.titleTooLong;
  return null;
}
