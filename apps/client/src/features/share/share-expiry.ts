import { LIMITS } from '@app/schema';
import { formatDate } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

/** The choices of the Share modal's "Link expires" field; `days: null` shares without an expiry. */
export const EXPIRY_CHOICES = [
  { value: 'never', label: 'Never', days: null },
  { value: '1', label: '1 day', days: 1 },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
  // The server's longest expiry is a year.
  { value: String(LIMITS.shareExpiryDaysMax), label: '1 year', days: LIMITS.shareExpiryDaysMax },
] as const;

/** Shown first when the link already expires on a date: choosing nothing keeps that date. */
export const KEEP_CHOICE = { value: 'keep', label: 'As set' } as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** How long a link lasts, as users read it: Never expires, Expires <date> or Expired. */
export function expiryLabel(link: { expiresAt?: string | null; expired: boolean }): string {
  if (link.expired) return MESSAGES.expired;
  return link.expiresAt ? MESSAGES.expiresOn(formatDate(link.expiresAt)) : MESSAGES.neverExpires;
}
