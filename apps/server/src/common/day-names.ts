// How a day is named to the writer in texts the server writes (reviews, their mails, journal answers): in
// English, as the rest of those texts.

/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** `Saturday 14 March` for `2026-03-14`; `Saturday 14 March 2026` with its year. */
export function dayName(day: string, { withYear = false } = {}): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${date} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`;
}
