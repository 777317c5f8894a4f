import { EventEmitter } from 'node:events';
import { CREDENTIALS_ENDED, OpenSockets } from './open-sockets';

const ADA = 'ada-id';
const BOB = 'bob-id';

class FakeSocket extends EventEmitter {
  closedWith: [number, string] | null = null;

  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.emit('close');
  }
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe(OpenSockets.name, () => {
  let sut: OpenSockets;

  beforeEach(() => {
    sut = new OpenSockets();
  });

  it('should close, with Unauthorized, the sockets of the writer whose credentials no longer hold', async () => {
    const ended = new FakeSocket();
    const valid = new FakeSocket();
    sut.add(ADA, ended, () => Promise.resolve(false));
    sut.add(ADA, valid, () => Promise.resolve(true));

    sut.recheck(ADA);
    await settled();

    expect(ended.closedWith).toEqual([CREDENTIALS_ENDED.code, CREDENTIALS_ENDED.reason]);
    expect(CREDENTIALS_ENDED.code).toBe(4401);
    expect(valid.closedWith).toBeNull();
    expect(sut.size).toBe(1);
  });

  it("should check only that writer's sockets, or everyone's when no writer is named", async () => {
    const checked: string[] = [];
    sut.add(ADA, new FakeSocket(), () => Promise.resolve(checked.push(ADA) > 0));
    sut.add(BOB, new FakeSocket(), () => Promise.resolve(checked.push(BOB) > 0));

    sut.recheck(ADA);
    await settled();
    expect(checked).toEqual([ADA]);

    sut.recheck();
    await settled();
    expect(checked).toEqual([ADA, ADA, BOB]);
  });

  it('should keep a socket whose check failed for another reason (the database unreachable)', async () => {
    const socket = new FakeSocket();
    sut.add(ADA, socket, () => Promise.reject(new Error('connection refused')));

    sut.recheck(ADA);
    await settled();

    expect(socket.closedWith).toBeNull();
    expect(sut.size).toBe(1);
  });

  it('should hold a socket once, however many subscriptions run on it, and let it go when it closes', async () => {
    const socket = new FakeSocket();
    let checks = 0;
    const stillValid = () => Promise.resolve(++checks > 0);
    sut.add(ADA, socket, stillValid);
    sut.add(ADA, socket, stillValid);

    sut.recheck(ADA);
    await settled();
    expect(checks).toBe(1);

    socket.emit('close');
    expect(sut.size).toBe(0);
    sut.recheck(ADA);
    await settled();
    expect(checks).toBe(1);
  });
});
