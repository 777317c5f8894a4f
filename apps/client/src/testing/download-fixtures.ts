import { vi } from 'vitest';

/**
 * A Response whose body the test writes chunk by chunk, as a server streaming a download would: push() sends
 * text, end() closes the body, error() breaks the connection.
 */
export function controlledResponse(headers: Record<string, string>, status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(stream, { status, headers }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    error: (reason: unknown) => controller.error(reason),
  };
}

/**
 * Catches what the app hands to the browser's save flow (an object URL clicked as `<a download>`), since jsdom
 * neither makes object URLs nor saves files.
 */
export function stubSaving() {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        next += 1;
        const href = `blob:test/${next}`;
        blobs.set(href, blob);
        return href;
      },
      revokeObjectURL: (href: string) => void blobs.delete(href),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ fileName: this.download, blob });
  });
  return { saved };
}
