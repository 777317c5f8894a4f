import { types } from 'pg';
import { parseTimestamptz, pgTypes } from './timestamp-parser';

const standard = types.getTypeParser(types.builtins.TIMESTAMPTZ, 'text') as (text: string) => Date | number;

describe('parseTimestamptz', () => {
  it.each([
    '2026-11-23 06:40:45.123456+00',
    '2026-11-23 06:40:45.12+00',
    '2026-11-23 06:40:45.1+00',
    '2026-11-23 06:40:45+00',
    '2026-01-02 03:04:05.000999+00',
    '1999-12-31 23:59:59.999999+00',
    '2024-02-29 12:00:00.5+00',
  ])('reads the UTC text %s as pg does', (text) => {
    expect((parseTimestamptz(text) as Date).toISOString()).toBe((standard(text) as Date).toISOString());
  });

  it.each([
    '2026-11-23 07:40:45.123456+01',
    '2026-11-23 12:10:45.123456+05:30',
    '2026-11-23 01:40:45-05',
    '0044-03-15 12:00:00+00 BC',
    '0099-06-01 00:00:00+00',
    '12026-11-23 06:40:45+00',
  ])('leaves %s (another zone, BC, years outside 100-9999) to pg, with the same instant', (text) => {
    expect((parseTimestamptz(text) as Date).getTime()).toBe((standard(text) as Date).getTime());
  });

  it('leaves infinity to pg', () => {
    expect(parseTimestamptz('infinity')).toBe(Infinity);
    expect(parseTimestamptz('-infinity')).toBe(-Infinity);
  });

  it('is the pool’s parser for timestamptz text only', () => {
    expect(pgTypes.getTypeParser(types.builtins.TIMESTAMPTZ, 'text')).toBe(parseTimestamptz);
    expect(pgTypes.getTypeParser(types.builtins.TIMESTAMPTZ, 'binary')).not.toBe(parseTimestamptz);
    expect(pgTypes.getTypeParser(types.builtins.INT8, 'text')).toBe(
      types.getTypeParser(types.builtins.INT8, 'text'),
    );
  });
});
