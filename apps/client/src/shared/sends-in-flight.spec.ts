import { describe, expect, it } from 'vitest';
import { sendsInFlight, startSend, whenNoSendInFlight } from '@/shared/sends-in-flight';

describe('sends in flight', () => {
  it('should resolve at once when nothing is being sent', async () => {
    await expect(whenNoSendInFlight()).resolves.toBeUndefined();
    expect(sendsInFlight()).toBe(0);
  });

  it('should wait for the last of several sends, each ended once however often it is called', async () => {
    const endFirst = startSend();
    const endSecond = startSend();
    let settled = false;
    const waiting = whenNoSendInFlight().then(() => (settled = true));

    endFirst();
    endFirst();
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(sendsInFlight()).toBe(1);

    endSecond();
    await waiting;
    expect(settled).toBe(true);
    expect(sendsInFlight()).toBe(0);
  });
});
