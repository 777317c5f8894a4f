import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

// Statuses whose answer has no body (a Response refuses one).
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch for the AI provider's client over node:http(s), with one keep-alive agent per scheme: Node's own
 * fetch (undici behind web streams) spent about a millisecond more before the request was written and the
 * first chunk read, on the way to every reply's first token. It takes what the provider's client sends (a
 * method, headers, a text or byte body, a signal) and answers a standard Response over the socket's stream;
 * any other body (a form, a stream) goes to Node's fetch.
 */
export function httpFetch(fallback: typeof fetch = globalThis.fetch): typeof fetch {
  const agents: Record<string, http.Agent> = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };
  return (input, init = {}) => {
    const body = init.body ?? undefined;
    const url = new URL(input instanceof Request ? input.url : String(input));
    const agent = agents[url.protocol];
    if (input instanceof Request || !agent || (body !== undefined && !isPlainBody(body)))
      return fallback(input, init);
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      const request = (url.protocol === 'https:' ? https : http).request(
        url,
        { method: init.method ?? 'GET', headers, agent, signal: init.signal ?? undefined },
        (response) => {
          const answerHeaders = new Headers();
          const raw = response.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) answerHeaders.append(raw[i], raw[i + 1]);
          const status = response.statusCode ?? 502;
          if (NULL_BODY.has(status)) response.resume();
          resolve(
            new Response(NULL_BODY.has(status) ? null : (Readable.toWeb(response) as ReadableStream), {
              status,
              statusText: response.statusMessage,
              headers: answerHeaders,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}

function isPlainBody(body: unknown): body is string | Uint8Array {
  return typeof body === 'string' || body instanceof Uint8Array;
}
