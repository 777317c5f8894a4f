import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, downloadExport, fetchWithProgress } from '@/features/export-import/download-export';
import { controlledResponse, stubSaving } from '@/testing/download-fixtures';

describe(fetchWithProgress.name, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should count the bytes against Content-Length as they arrive and return them all', async () => {
    const body = controlledResponse({ 'content-length': '10', 'content-type': 'text/markdown' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(body.response));
    const onProgress = vi.fn();

    const fetching = fetchWithProgress('/exports/c1.md?signature=s', { onProgress });
    body.push('# Tit');
    body.push('le\n\n');
    body.end();
    const blob = await fetching;

    expect(await blob.text()).toBe('# Title\n\n');
    expect(blob.type).toBe('text/markdown');
    expect(onProgress.mock.calls.map(([progress]) => progress as unknown)).toEqual([
      { received: 0, total: 10 },
      { received: 5, total: 10 },
      { received: 9, total: 10 },
    ]);
    expect(fetch).toHaveBeenCalledWith('/exports/c1.md?signature=s', expect.anything());
  });

  it('should report no total when the body is streamed without a length, or is compressed', async () => {
    const cases: Record<string, string>[] = [{}, { 'content-length': '4', 'content-encoding': 'gzip' }];
    for (const headers of cases) {
      const body = controlledResponse(headers);
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(body.response));
      const onProgress = vi.fn();

      const fetching = fetchWithProgress('/exports/journal.zip', { onProgress });
      body.push('PK\u0003\u0004 and more bytes');
      body.end();
      await fetching;

      expect(onProgress).toHaveBeenLastCalledWith({ received: 19, total: null });
    }
  });

  it("should reject with the server's message when the link is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }), { status: 404 }),
        ),
    );

    const fetching = fetchWithProgress('/exports/journal.zip');

    await expect(fetching).rejects.toEqual(new DownloadError('rejected', 'Not found'));
    await expect(fetching).rejects.toHaveProperty('reason', 'rejected');
  });

  it('should reject as a network failure when the connection breaks mid-body, and as cancelled when aborted', async () => {
    const broken = controlledResponse({});
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(broken.response));
    const fetching = fetchWithProgress('/exports/journal.zip');
    broken.push('PK');
    broken.error(new TypeError('network error'));
    await expect(fetching).rejects.toHaveProperty('reason', 'network');

    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        Promise.reject(init.signal?.aborted ? new DOMException('aborted', 'AbortError') : new Error('?')),
      ),
    );
    controller.abort();
    await expect(
      fetchWithProgress('/exports/journal.zip', { signal: controller.signal }),
    ).rejects.toHaveProperty('reason', 'cancelled');
  });
});

describe(downloadExport.name, () => {
  let saving: ReturnType<typeof stubSaving>;
  beforeEach(() => {
    saving = stubSaving();
  });

  it("should save the file under the server's name through a temporary link", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('# Garden', { headers: { 'content-type': 'text/markdown' } })),
    );

    await downloadExport({ url: '/exports/c1.md', fileName: 'Garden.md' });

    expect(saving.saved).toHaveLength(1);
    expect(saving.saved[0]?.fileName).toBe('Garden.md');
    expect(await saving.saved[0]?.blob.text()).toBe('# Garden');
    // The temporary link is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
