import { LIMITS } from '@app/schema';
import { MESSAGES } from '@/shared/messages';

// A new title is held to the project name's limit: it takes the project name's place in the history.
export const TITLE_MAX = LIMITS.projectNameMax;

/** What the history shows for a conversation: its title after a rename, else its project name. */
export function displayTitle(conversation: { title: string; projectName: string }): string {
  return conversation.title.trim() || conversation.projectName;
}

/** Why a new title cannot be saved, or null when it can. */
export function validateTitle(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return MESSAGES.renameTitleRequired;
  if (trimmed.length > TITLE_MAX) return MESSAGES.renameTitleTooLong(TITLE_MAX);
  return null;
}
