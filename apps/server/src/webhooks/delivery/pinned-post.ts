import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { readUpTo } from 'src/common/streams';
import type { PinnedAddress } from './url-safety';

/** What one attempt came to: the receiver's status (null: no answer) and why it failed, if it did. */
export interface AttemptResult {
  status: number | null;
  error: string | null;
}

export interface PostOptions {
  timeoutMs: number;
  maxResponseBytes: number;
}

/** Read and dropped: past the limit the rest of an answer is not wanted, and not a failure. */
class EnoughRead extends Error {}

/**
 * Posts `body` to `url`, connecting to `pinned` whatever the name resolves to now (the address that was checked:
 * a DNS answer that changes between the check and the connection cannot redirect it). TLS still checks the
 * certificate against the URL's host. Redirects are not followed: any answer other than 2xx is a failure.
 */
export async function pinnedPost(
  url: URL,
  pinned: PinnedAddress,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<AttemptResult> {
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    // Node asks for every address when it may try several (autoSelectFamily): the pinned one is all there is.
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'User-Agent': 'Flexi-Webhooks/1',
    },
    lookup,
    signal: AbortSignal.timeout(options.timeoutMs),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = send(url, requestOptions, resolve);
      request.on('error', reject);
      request.end(body);
    });
    await readUpTo(response, options.maxResponseBytes, () => new EnoughRead()).catch((error: unknown) => {
      if (!(error instanceof EnoughRead)) throw error;
    });
    const status = response.statusCode ?? null;
    const ok = status !== null && status >= 200 && status < 300;
    return { status, error: ok ? null : `The receiver answered ${status}.` };
  } catch (error) {
    return { status: null, error: describeFailure(error, options.timeoutMs) };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === 'TimeoutError' || name === 'AbortError')
    return `No answer within ${timeoutMs / 1000} seconds.`;
  if (code === 'ECONNREFUSED') return 'The connection was refused.';
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return 'The TLS certificate was not accepted.';
  return 'The receiver could not be reached.';
}
