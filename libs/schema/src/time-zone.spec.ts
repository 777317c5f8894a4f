import { canonicalTimeZone, dayIn } from './time-zone';

describe(canonicalTimeZone.name, () => {
  it.each([
    ['Europe/Lisbon', 'Europe/Lisbon'],
    ['europe/lisbon', 'Europe/Lisbon'],
    ['UTC', 'UTC'],
  ])('should know %s as %s', (value, canonical) => {
    expect(canonicalTimeZone(value)).toBe(canonical);
  });

  it.each(['', 'Mars/Olympus', 'Europe/Lisbon; DROP TABLE', 'x'.repeat(65)])(
    'should not know %j',
    (value) => {
      expect(canonicalTimeZone(value)).toBeNull();
    },
  );
});

describe(dayIn.name, () => {
  it('should give the day in the zone, which may not be the day in UTC', () => {
    const lateEvening = new Date('2026-03-14T23:30:00Z');

    expect(dayIn('UTC', lateEvening)).toBe('2026-03-14');
    expect(dayIn('Asia/Tokyo', lateEvening)).toBe('2026-03-15');
    expect(dayIn('America/Los_Angeles', new Date('2026-03-15T06:30:00Z'))).toBe('2026-03-14');
  });
});
