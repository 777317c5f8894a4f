import type { DigestFrequency, Weekday } from '@/gql/graphql';

/** Writing reminders as the form holds them; null: off. */
export interface ReminderSetting {
  weekdays: Weekday[];
  time: string;
}

/** Review digests as the form holds them; null: off. */
export interface DigestSetting {
  frequency: DigestFrequency;
  weekday: Weekday;
  time: string;
}

export const WEEKDAYS: ReadonlyArray<{ value: Weekday; label: string; short: string }> = [
  { value: 'MONDAY', label: 'Monday', short: 'Mon' },
  { value: 'TUESDAY', label: 'Tuesday', short: 'Tue' },
  { value: 'WEDNESDAY', label: 'Wednesday', short: 'Wed' },
  { value: 'THURSDAY', label: 'Thursday', short: 'Thu' },
  { value: 'FRIDAY', label: 'Friday', short: 'Fri' },
  { value: 'SATURDAY', label: 'Saturday', short: 'Sat' },
  { value: 'SUNDAY', label: 'Sunday', short: 'Sun' },
];

/** What turning reminders on offers first: weekday evenings. */
export const DEFAULT_REMINDER: ReminderSetting = {
  weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  time: '20:00',
};

/** What turning the digest on offers first: Monday morning, with the week before. */
export const DEFAULT_DIGEST: DigestSetting = { frequency: 'WEEKLY', weekday: 'MONDAY', time: '09:00' };

/** The weekdays in week order, whatever order they were ticked in. */
export function inWeekOrder(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.map((day) => day.value).filter((day) => days.includes(day));
}

/** Whether two settings (as loaded, or as the form holds them) say the same; null is off. */
export function sameSetting<T extends object>(a: T | null | undefined, b: T | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
