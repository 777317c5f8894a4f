/**
 * The IANA time zone's canonical spelling (`europe/lisbon` → `Europe/Lisbon`), or null when this runtime's ICU
 * does not know it. Client and server check a writer's zone with the same rule.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!value || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** `YYYY-MM-DD`: the calendar day of `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
