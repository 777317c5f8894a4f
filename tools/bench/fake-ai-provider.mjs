// A real local HTTP server speaking the OpenAI chat completions streaming API, for the first-token row: it
// sends the role chunk and the first content chunk as soon as the request body is read, the rest of the reply
// `restDelayMs` later (so the first token is told apart from the others), then `[DONE]`. It notes when each
// request arrived (performance.now() of this process, the bench's own clock).
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { once } from 'node:events';

export const FAKE_API_KEY = 'bench-fake-key';
const CHUNKS = ['Hello', ' from', ' the', ' fake', ' model.'];

const chunk = (delta, finish = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'bench-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

/** Starts the fake; `arrivals` holds the time each request arrived, newest last. */
export async function startFakeAiProvider({ restDelayMs = 20 } = {}) {
  const arrivals = [];
  const server = createServer((request, response) => {
    arrivals.push(performance.now());
    const body = [];
    request.on('data', (part) => body.push(part));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'bad key', type: 'invalid_request_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }) + chunk({ content: CHUNKS[0] }));
      setTimeout(() => {
        for (const piece of CHUNKS.slice(1)) response.write(chunk({ content: piece }));
        response.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
      }, restDelayMs);
    });
  });
  // Keep-alive sockets would hold close() open; the SDK's agent keeps them.
  server.keepAliveTimeout = 1_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${server.address().port}/v1`;
  return {
    baseUrl,
    arrivals,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
