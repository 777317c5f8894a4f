import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpFetch } from './http-fetch';

describe(httpFetch.name, () => {
  let server: Server;
  let baseUrl: string;
  const seen: Array<{ method?: string; url?: string; authorization?: string; body: string }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (part: Buffer) => (body += part.toString()));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body,
        });
        if (request.url === '/empty') return response.writeHead(204).end();
        if (request.url === '/slow') return; // never answers
        response.writeHead(429, { 'content-type': 'text/event-stream', 'retry-after-ms': '10' });
        response.write('data: one\n\n');
        setTimeout(() => response.end('data: two\n\n'), 10);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  it('should send the method, headers and body, and stream the answer with its status and headers', async () => {
    const sut = httpFetch();

    const response = await sut(`${baseUrl}/chat?x=1`, {
      method: 'POST',
      headers: new Headers({ authorization: 'Bearer key' }),
      body: '{"hi":true}',
    });

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after-ms')).toBe('10');
    expect(await response.text()).toBe('data: one\n\ndata: two\n\n');
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/chat?x=1',
      authorization: 'Bearer key',
      body: '{"hi":true}',
    });
  });

  it('should answer a status without a body with an empty one', async () => {
    const response = await httpFetch()(`${baseUrl}/empty`);

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('should fail with an AbortError when the signal aborts before the answer', async () => {
    const controller = new AbortController();
    const answer = httpFetch()(`${baseUrl}/slow`, { method: 'POST', body: 'x', signal: controller.signal });

    controller.abort();

    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("should leave a body it does not send itself (a form) to Node's fetch", async () => {
    const fallback = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(() =>
      Promise.resolve(new Response('from fetch')),
    );
    const form = new FormData();

    const response = await httpFetch(fallback)(`${baseUrl}/upload`, { method: 'POST', body: form });

    expect(await response.text()).toBe('from fetch');
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
