import { type CustomTypesConfig, types } from 'pg';

const TIMESTAMPTZ = types.builtins.TIMESTAMPTZ;
type TextParser = (text: string) => unknown;
const standardParser = (oid: number, format?: 'text' | 'binary') =>
  types.getTypeParser(oid, format) as TextParser;
const standardTimestamptz = standardParser(TIMESTAMPTZ);

const PLUS = 0x2b;
const DASH = 0x2d;
const ZERO = 0x30;
// 'YYYY-MM-DD HH:MM:SS+00': the shortest text of the shape read here.
const SHORTEST = 22;

const digit = (text: string, at: number) => text.charCodeAt(at) - ZERO;
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/**
 * A `timestamptz` as PostgreSQL writes it in a UTC session ('2026-11-23 06:40:45.123456+00'), read by
 * position rather than by pg's regular expressions: every row of a list carries several, and parsing them
 * took about 3% of a list request's CPU. Any other shape (another session time zone, BC, infinity, a year
 * before 100 or past 9999) goes to pg's own parser. Like it, keeps milliseconds (a Date holds no finer).
 */
export function parseTimestamptz(text: string): Date | number {
  const end = text.length - 3;
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  if (
    text.length < SHORTEST ||
    // Date.UTC reads the years 0-99 as 1900-1999.
    year < 100 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(end) !== PLUS ||
    text.charCodeAt(end + 1) !== ZERO ||
    text.charCodeAt(end + 2) !== ZERO
  ) {
    return standardTimestamptz(text) as Date | number;
  }
  let milliseconds = 0;
  // The fraction starts after the point at 19; its first three digits are the milliseconds.
  for (let at = 20, scale = 100; at < end && scale >= 1; at++, scale /= 10) {
    milliseconds += digit(text, at) * scale;
  }
  return new Date(
    Date.UTC(
      year,
      twoDigits(text, 5) - 1,
      twoDigits(text, 8),
      twoDigits(text, 11),
      twoDigits(text, 14),
      twoDigits(text, 17),
      milliseconds,
    ),
  );
}

/** pg's parsers, with timestamptz read by parseTimestamptz: for the pool's `types` option. */
export const pgTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === (TIMESTAMPTZ as number) && format !== 'binary'
      ? parseTimestamptz
      : standardParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
