import { EventEmitter } from 'node:events';
import { CREDENTIALS_ENDED, OpenSockets } from './open-sockets';

const ADA = 'ada-id';
const BOB = 'bob-id';

class FakeSocket extends EventEmitter {
  closedWith: [number, string] | null = null;
  readyState = 1;

  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = 3;
    this.emit('close');
  }
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

// Credentials that outlast every test but the ones about expiry.
const inADay = () => new Date(Date.now() + 24 * 3600 * 1000);

describe(OpenSockets.name, () => {
  let sut: OpenSockets;

  beforeEach(() => {
    sut = new OpenSockets();
  });

  it('should close, with Unauthorized, the sockets of the writer whose credentials no longer hold', async () => {
    const ended = new FakeSocket();
    const valid = new FakeSocket();
    sut.add(ADA, ended, () => Promise.resolve(false), inADay());
    sut.add(ADA, valid, () => Promise.resolve(true), inADay());

    sut.recheck(ADA);
    await settled();

    expect(ended.closedWith).toEqual([CREDENTIALS_ENDED.code, CREDENTIALS_ENDED.reason]);
    expect(CREDENTIALS_ENDED.code).toBe(4401);
    expect(valid.closedWith).toBeNull();
    expect(sut.size).toBe(1);
  });

  it("should check only that writer's sockets, or everyone's when no writer is named", async () => {
    const checked: string[] = [];
    sut.add(ADA, new FakeSocket(), () => Promise.resolve(checked.push(ADA) > 0), inADay());
    sut.add(BOB, new FakeSocket(), () => Promise.resolve(checked.push(BOB) > 0), inADay());

    sut.recheck(ADA);
    await settled();
    expect(checked).toEqual([ADA]);

    sut.recheck();
    await settled();
    expect(checked).toEqual([ADA, ADA, BOB]);
  });

  it('should keep a socket whose check failed for another reason (the database unreachable)', async () => {
    const socket = new FakeSocket();
    sut.add(ADA, socket, () => Promise.reject(new Error('connection refused')), inADay());

    sut.recheck(ADA);
    await settled();

    expect(socket.closedWith).toBeNull();
    expect(sut.size).toBe(1);
  });

  it('should hold a socket once, however many subscriptions run on it, and let it go when it closes', async () => {
    const socket = new FakeSocket();
    let checks = 0;
    const stillValid = () => Promise.resolve(++checks > 0);
    sut.add(ADA, socket, stillValid, inADay());
    sut.add(ADA, socket, stillValid, inADay());

    sut.recheck(ADA);
    await settled();
    expect(checks).toBe(1);

    socket.emit('close');
    expect(sut.size).toBe(0);
    sut.recheck(ADA);
    await settled();
    expect(checks).toBe(1);
  });

  describe('when credentials expire', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should close the socket with Unauthorized when its credentials expire, not before', () => {
      const socket = new FakeSocket();
      sut.add(ADA, socket, () => Promise.resolve(true), new Date(Date.now() + 60_000));

      jest.advanceTimersByTime(59_999);
      expect(socket.closedWith).toBeNull();
      jest.advanceTimersByTime(1);

      expect(socket.closedWith).toEqual([CREDENTIALS_ENDED.code, CREDENTIALS_ENDED.reason]);
      expect(sut.size).toBe(0);
    });

    it('should wait in steps for an expiry beyond the longest timer (an access token of a year)', () => {
      const socket = new FakeSocket();
      const inAYear = 365 * 24 * 3600 * 1000;
      sut.add(ADA, socket, () => Promise.resolve(true), new Date(Date.now() + inAYear));

      jest.advanceTimersByTime(inAYear - 1);
      expect(socket.closedWith).toBeNull();
      jest.advanceTimersByTime(1);
      expect(socket.closedWith).toEqual([CREDENTIALS_ENDED.code, CREDENTIALS_ENDED.reason]);
    });

    it('should close at once, and let go of, a socket whose credentials have expired already', () => {
      const socket = new FakeSocket();
      sut.add(ADA, socket, () => Promise.resolve(true), new Date(Date.now() - 1));

      expect(socket.closedWith).toEqual([CREDENTIALS_ENDED.code, CREDENTIALS_ENDED.reason]);
      expect(sut.size).toBe(0);
      expect(jest.getTimerCount()).toBe(0);
    });

    it('should not hold a socket that closed while its credentials were being checked', () => {
      const socket = new FakeSocket();
      socket.close(1000, 'gone');

      sut.add(ADA, socket, () => Promise.resolve(true), inADay());

      expect(sut.size).toBe(0);
      expect(jest.getTimerCount()).toBe(0);
    });

    it('should forget the expiry of a socket that closed first', () => {
      const socket = new FakeSocket();
      sut.add(ADA, socket, () => Promise.resolve(true), new Date(Date.now() + 60_000));

      socket.emit('close');

      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
