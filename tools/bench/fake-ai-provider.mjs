// A fast fake AI provider for the benchmarks: a real HTTP server on 127.0.0.1 speaking the OpenAI chat
// completions API (POST /v1/chat/completions), streaming server-sent events in the real
// `chat.completion.chunk` shape, or one `chat.completion` without `stream`. The role chunk and the first
// content chunk go as soon as the request body is read; the rest `restDelayMs` later (0: at once), so the
// first-token row can tell the first token apart. It notes when each request arrived (performance.now() of
// this process, the bench's own clock). (The integration tests' scriptable one is
// apps/server/test/support/fake-openai-server.ts; this is its plain, always-answering core, for .mjs scripts.)
import { Buffer } from 'node:buffer';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';

export const FAKE_API_KEY = 'sk-bench-fake-key';
const REPLY =
  'Thank you for writing this down. What made today different from yesterday, and what would you keep?';
const CHUNKS = REPLY.split(/(?=\s)/);

const chunk = (id, model, delta, finishReason = null) =>
  `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

function answer(response, body, restDelayMs) {
  const id = `chatcmpl-bench-${Date.now()}`;
  const model = body.model ?? 'fake';
  if (!body.stream) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: REPLY }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: CHUNKS.length, total_tokens: 10 + CHUNKS.length },
      }),
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(
    chunk(id, model, { role: 'assistant', content: '' }) + chunk(id, model, { content: CHUNKS[0] }),
  );
  const rest = () => {
    const events = CHUNKS.slice(1).map((piece) => chunk(id, model, { content: piece }));
    response.end(`${events.join('')}${chunk(id, model, {}, 'stop')}data: [DONE]\n\n`);
  };
  if (restDelayMs > 0) setTimeout(rest, restDelayMs);
  else rest();
}

/**
 * Starts the provider: its base URL (for AI_BASE_URL), its key, `arrivals` (when each request arrived, newest
 * last), a request count and close().
 */
export async function startFakeAiProvider({ restDelayMs = 0 } = {}) {
  const arrivals = [];
  const server = createServer((request, response) => {
    arrivals.push(performance.now());
    const parts = [];
    request.on('data', (part) => parts.push(part));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      if (request.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'Incorrect API key', type: 'invalid_request_error' } }),
        );
        return;
      }
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8'));
      } catch {
        // Answered as a stream-less reply, like any other.
      }
      answer(response, body, restDelayMs);
    });
  });
  // Connections are kept, as a real provider keeps them: Node's agents and fetch take the `Keep-Alive: timeout`
  // hint less a second, so a 1 s hint made every AI request open a new connection. close() ends them.
  server.keepAliveTimeout = 10_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
    apiKey: FAKE_API_KEY,
    arrivals,
    requests: () => arrivals.length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
