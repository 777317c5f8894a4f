/** Bytes received so far, and the whole size when the server said it (the journal zip is streamed without). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** Why a download did not finish: the server refused the link (its message), the connection broke, or it was cancelled. */
export class DownloadError extends Error {
  constructor(
    readonly reason: 'rejected' | 'network' | 'cancelled',
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

// Long enough for the browser to have started saving the file; revoking at once can cancel that in some browsers.
const REVOKE_OBJECT_URL_MS = 60_000;

/**
 * Fetches a signed export link (no token: the signature is the credential), reading the body as it arrives so
 * the bytes can be counted. The whole file ends up in a Blob, which browsers keep on disk when it is large.
 */
export async function fetchWithProgress(url: string, { onProgress, signal }: DownloadOptions = {}) {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'omit' });
  } catch (error) {
    throw asDownloadError(error, signal);
  }
  if (!response.ok) throw new DownloadError('rejected', await refusalMessage(response));

  const total = declaredLength(response);
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });

  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress?.({ received, total });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      // A length that turns out wrong (a proxy recompressed the body) must not show more than 100 %.
      onProgress?.({ received, total: total !== null && received <= total ? total : null });
    }
  } catch (error) {
    throw asDownloadError(error, signal);
  }
  return new Blob(chunks, { type });
}

/** Hands a downloaded file to the browser's save flow, under the name the server chose. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_OBJECT_URL_MS);
}

/** The body's size, when the header gives it for the bytes we will read (not for a compressed transfer). */
function declaredLength(response: Response): number | null {
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') return null;
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** The server's REST error body is `{ message, code }`; anything else falls back to the status. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: the status line says enough.
  }
  return `${response.status} ${response.statusText}`.trim();
}

function asDownloadError(error: unknown, signal: AbortSignal | undefined): DownloadError {
  if (signal?.aborted) return new DownloadError('cancelled', 'Download cancelled');
  return new DownloadError('network', error instanceof Error ? error.message : 'Network error');
}

/** Downloads an export link and saves it under the server's file name. */
export async function downloadExport(
  link: { url: string; fileName: string },
  options: DownloadOptions = {},
): Promise<void> {
  saveBlob(await fetchWithProgress(link.url, options), link.fileName);
}
