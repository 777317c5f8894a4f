// A fast fake AI provider for the benchmarks: a real HTTP server on 127.0.0.1 speaking the OpenAI chat
// completions API (POST /v1/chat/completions), streaming as server-sent events in the real
// `chat.completion.chunk` shape, or one `chat.completion` without `stream`. No delay between chunks, so what
// a row measures is the app. (The integration tests' scriptable one is apps/server/test/support/
// fake-openai-server.ts; this is its plain, always-answering core, usable from a .mjs script.)
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

export const FAKE_AI_KEY = 'sk-bench-fake-key';
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

function answer(request, response, body) {
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
  let events = chunk(id, model, { role: 'assistant', content: '' });
  for (const piece of CHUNKS) events += chunk(id, model, { content: piece });
  events += chunk(id, model, {}, 'stop');
  response.end(`${events}data: [DONE]\n\n`);
}

/** Starts the provider; resolves with its base URL (for AI_BASE_URL), its key, a request count and close(). */
export async function startFakeAi() {
  let requests = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (piece) => chunks.push(piece));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      if (request.headers.authorization !== `Bearer ${FAKE_AI_KEY}`) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'Incorrect API key', type: 'invalid_request_error' } }),
        );
        return;
      }
      requests++;
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Answered as a stream-less reply, like any other.
      }
      answer(request, response, body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
    apiKey: FAKE_AI_KEY,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
