import { digestPeriodStart, nextDigestAt, nextReminderAt } from './mail-settings';

const at = (iso: string) => new Date(iso);

describe(nextReminderAt.name, () => {
  it("should find the next chosen weekday at the time, in the writer's zone", () => {
    // Wednesday 11 March 2026, 10:00 in Lisbon (UTC+0 in winter).
    const next = nextReminderAt(
      { weekdays: [1, 5], time: '20:30' },
      'Europe/Lisbon',
      at('2026-03-11T10:00:00Z'),
    );

    expect(next.toISOString()).toBe('2026-03-13T20:30:00.000Z'); // Friday
  });

  it('should take today when its time has not come yet, and next week when it has', () => {
    const zone = 'Asia/Tokyo'; // UTC+9
    expect(
      nextReminderAt({ weekdays: [3], time: '21:00' }, zone, at('2026-03-11T11:00:00Z')).toISOString(),
    ).toBe('2026-03-11T12:00:00.000Z');
    expect(
      nextReminderAt({ weekdays: [3], time: '21:00' }, zone, at('2026-03-11T12:00:00Z')).toISOString(),
    ).toBe('2026-03-18T12:00:00.000Z');
  });

  it('should keep the wall time across a daylight-saving change', () => {
    // Lisbon moves to UTC+1 on 29 March 2026.
    const next = nextReminderAt(
      { weekdays: [1], time: '08:00' },
      'Europe/Lisbon',
      at('2026-03-27T12:00:00Z'),
    );

    expect(next.toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });
});

describe(nextDigestAt.name, () => {
  it('should send a weekly digest on its weekday and a monthly one on the 1st', () => {
    const after = at('2026-03-11T10:00:00Z');
    expect(nextDigestAt({ frequency: 'weekly', weekday: 1, time: '09:00' }, 'UTC', after).toISOString()).toBe(
      '2026-03-16T09:00:00.000Z',
    );
    expect(
      nextDigestAt({ frequency: 'monthly', weekday: 1, time: '09:00' }, 'UTC', after).toISOString(),
    ).toBe('2026-04-01T09:00:00.000Z');
  });
});

describe(digestPeriodStart.name, () => {
  it('should review the whole week or month before the one it is sent in', () => {
    expect(digestPeriodStart({ frequency: 'weekly' }, 'UTC', at('2026-03-16T09:00:00Z'))).toBe('2026-03-09');
    expect(digestPeriodStart({ frequency: 'monthly' }, 'UTC', at('2026-04-01T09:00:00Z'))).toBe('2026-03-01');
  });
});
