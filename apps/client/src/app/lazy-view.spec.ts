import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from '@/app/lazy-view';

afterEach(() => {
  vi.useRealTimers();
});

describe(loadChunk.name, () => {
  it('should resolve with the module when the import succeeds', async () => {
    await expect(loadChunk(() => Promise.resolve({ View: 'ok' }))).resolves.toEqual({ View: 'ok' });
  });

  it('should report a failed import as a ChunkLoadError', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const error: unknown = await loadChunk(failing).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as Error).message).toContain('Failed to fetch dynamically imported module');
  });

  it('should give up with a ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk(() => new Promise(() => undefined)).catch((reason: unknown) => reason);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
