import { Logger } from '@nestjs/common';
import type { AppEnv } from 'src/config/env';
import { AbandonedUploadsJanitor } from './abandoned-uploads.janitor';
import type { FilesService } from './files.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A FilesService whose abandoned uploads come in the given batch sizes, one per call, then none. */
function filesRemoving(batches: number[]) {
  const removeAbandoned = jest.fn((_hours: number, limit: number) =>
    Promise.resolve(Math.min(batches.shift() ?? 0, limit)),
  );
  return { service: { removeAbandoned } as unknown as FilesService, removeAbandoned };
}

describe(AbandonedUploadsJanitor.name, () => {
  const env = { abandonedUploadHours: 36 } as AppEnv;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('should delete batch after batch with the configured retention until one comes back short', async () => {
    const { service, removeAbandoned } = filesRemoving([100, 100, 42]);
    const sut = new AbandonedUploadsJanitor(env, service);

    expect(await sut.run()).toBe(242);

    expect(removeAbandoned.mock.calls).toEqual([
      [36, 100],
      [36, 100],
      [36, 100],
    ]);
  });

  it('should run first a minute after boot and then every hour when the application has started', async () => {
    const { service, removeAbandoned } = filesRemoving([3]);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const sut = new AbandonedUploadsJanitor(env, service);

    sut.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(MINUTE - 1);
    expect(removeAbandoned).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(removeAbandoned).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Removed 3 abandoned uploads');
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(removeAbandoned).toHaveBeenCalledTimes(2);

    await sut.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(2 * HOUR);
    expect(removeAbandoned).toHaveBeenCalledTimes(2);
  });

  it('should log a failed run and run again at the next tick when the database fails', async () => {
    const removeAbandoned = jest
      .fn()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValue(0);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const sut = new AbandonedUploadsJanitor(env, { removeAbandoned } as unknown as FilesService);

    sut.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(warn).toHaveBeenCalledWith('Removing abandoned uploads failed: connection refused');
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(removeAbandoned).toHaveBeenCalledTimes(2);

    await sut.onModuleDestroy();
  });

  it('should wait for the batch under way and start no further one when the module is destroyed', async () => {
    let finish: (count: number) => void = () => undefined;
    const removeAbandoned = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const sut = new AbandonedUploadsJanitor(env, { removeAbandoned } as unknown as FilesService);
    sut.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(MINUTE);

    let destroyed = false;
    const destroying = sut.onModuleDestroy().then(() => (destroyed = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(destroyed).toBe(false);
    finish(100);
    await destroying;

    // A full batch would ask for another; a stopping janitor does not.
    expect(removeAbandoned).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Removed 100 abandoned uploads');
  });
});
