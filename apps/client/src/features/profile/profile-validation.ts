import { EMAIL_PATTERN, LIMITS, profileChangeNeedsCurrentPassword, VALIDATION_MESSAGES } from '@app/schema';
import type { DigestSetting, ReminderSetting } from '@/features/profile/mail-settings';
import { MESSAGES } from '@/shared/messages';

export interface ProfileChanges {
  email?: string;
  password?: string;
  displayName?: string;
  /** An IANA zone from the list (issue 24). */
  timeZone?: string;
  /** Sent only with a new password or another email address, which the server guards with it. */
  currentPassword?: string;
  /** Writing reminders (issue 24 §6); null turns them off. */
  writingReminder?: ReminderSetting | null;
  /** Review digests; null turns them off. */
  reviewDigest?: DigestSetting | null;
  /** Whether replies may draw on the writer's earlier entries from their other conversations. */
  aiMemory?: boolean;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Spec §5 profile update rules, checked in the spec's order with the same pattern, limit and texts as the
 * server, then the current password where the changes need it: the first broken rule's text, else undefined.
 */
export function validateProfileChanges(changes: ProfileChanges, currentEmail: string): string | undefined {
  const { email, password, displayName, timeZone, writingReminder, reviewDigest, aiMemory } = changes;
  if (
    email === undefined &&
    password === undefined &&
    displayName === undefined &&
    timeZone === undefined &&
    writingReminder === undefined &&
    reviewDigest === undefined &&
    aiMemory === undefined
  ) {
    return VALIDATION_MESSAGES.profileNeedsOneField;
  }
  if (writingReminder && writingReminder.weekdays.length === 0) return MESSAGES.reminderDaysRequired;
  if (writingReminder && !TIME_OF_DAY.test(writingReminder.time)) return MESSAGES.timeOfDayRequired;
  if (reviewDigest && !TIME_OF_DAY.test(reviewDigest.time)) return MESSAGES.timeOfDayRequired;
  if (email !== undefined && !EMAIL_PATTERN.test(email)) return VALIDATION_MESSAGES.invalidEmail;
  if (password !== undefined && password.length < LIMITS.passwordMin)
    return VALIDATION_MESSAGES.passwordTooShort;
  if (displayName !== undefined && !displayName.trim()) return VALIDATION_MESSAGES.displayNameBlank;
  if (profileChangeNeedsCurrentPassword(changes, currentEmail) && !changes.currentPassword) {
    return VALIDATION_MESSAGES.currentPasswordRequired;
  }
  return undefined;
}
