/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat completions API, scriptable per test.
 *
 *   const fake = await startFakeOpenAi();
 *   const app = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey });
 *   fake.script({ chunks: ['Hel', 'lo'] });          // the next replies, until scripted again
 *   fake.script({ failNext: { count: 2, status: 429 } }); // two 429s, then the reply
 *   fake.script({ stallAfterChunks: 2 });            // sends 2 content chunks, then holds the connection open
 *   fake.script({ dropAfterChunks: 1 });             // sends 1 content chunk, then resets the connection
 *   fake.script({ neverAnswer: true });              // reads the request, never sends headers
 *   fake.requests.at(-1)?.body.messages              // every request received, failed ones included
 *   fake.script({ transcript: 'Dear diary' });       // what /audio/transcriptions hears in any recording
 *   fake.transcriptions.at(-1)?.size                 // every recording received (model, name, type, size)
 *   fake.reset();                                    // default script, no recorded requests
 *   await fake.close();
 *
 * `POST /v1/chat/completions` answers `stream: true` as server-sent events (`data: {chunk}\n\n` … `data: [DONE]`,
 * the real `chat.completion.chunk` shape: a role chunk, one chunk per content piece, a `finish_reason` chunk)
 * and `stream: false` as one `chat.completion`. A wrong `Authorization: Bearer` answers 401 like OpenAI.
 * `POST /v1/audio/transcriptions` reads the multipart form (`file`, `model`, `response_format`) and answers
 * `{ text }`; `failNext`, `neverAnswer` and `transcriptionDelayMs` apply to it too.
 * Failed requests answer OpenAI's error body `{ error: { message, type, param, code } }`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: string } };

export interface FakeChatMessage {
  role: 'system' | 'user' | 'assistant' | 'developer' | 'tool';
  content: string | FakeContentPart[] | null;
}

export interface FakeChatRequestBody {
  model: string;
  messages: FakeChatMessage[];
  stream?: boolean;
  [option: string]: unknown;
}

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  /** The Authorization header as sent. */
  authorization?: string;
  /** The parsed JSON body; `undefined` when it was not JSON. */
  body: FakeChatRequestBody;
}

/** A recording sent to `/audio/transcriptions`, as the fake read it (failed requests included). */
export interface FakeTranscriptionRequest {
  authorization?: string;
  model: string | null;
  responseFormat: string | null;
  /** The file part's name and declared type, as the client sent them. */
  fileName: string | null;
  mime: string | null;
  size: number;
}

export interface FakeOpenAiScript {
  /** The reply's text, split into word-sized chunks (`'Hello there'` → `'Hello'`, `' there'`). */
  reply?: string;
  /** The exact content chunks; wins over `reply`. `[]` is an empty reply. */
  chunks?: string[];
  /** Pause before each content chunk, in ms. */
  chunkDelayMs?: number;
  /**
   * Answer the next `count` requests with `status` and an OpenAI error body. `retryAfterMs` (default 10, so
   * the SDK's retries stay fast; 0 sends no header and the SDK backs off 0.5 s, 1 s, …) becomes `retry-after-ms`.
   */
  failNext?: { count: number; status: number; message?: string; retryAfterMs?: number };
  /** Send this many content chunks, then nothing more while keeping the connection open. */
  stallAfterChunks?: number;
  /** Send this many content chunks, then destroy the connection (a reply cut off mid-way). */
  dropAfterChunks?: number;
  /** Read the request and never send the response headers. */
  neverAnswer?: boolean;
  /**
   * What a request asking for JSON (`response_format: {type: "json_object"}`, related search terms) is
   * answered; default `{"terms": []}`. Such requests are never failed, stalled or streamed by the rest of
   * the script.
   */
  json?: string;
  /** Pause before answering a JSON request, in ms. */
  jsonDelayMs?: number;
  /** What `/audio/transcriptions` hears in any recording; default FAKE_TRANSCRIPT. `''` hears nothing. */
  transcript?: string;
  /** Pause before answering a transcription, in ms. */
  transcriptionDelayMs?: number;
}

export interface FakeOpenAi {
  /** For AI_BASE_URL, e.g. `http://127.0.0.1:41234/v1`. */
  baseUrl: string;
  /** The only key accepted; anything else answers 401. */
  apiKey: string;
  /** Replaces the script (unset fields take the defaults: reply `Hello from the fake model.`, no delay). */
  script(script: FakeOpenAiScript): void;
  /** Every request received, in order, failed ones included. Live: read it after the call under test. */
  readonly requests: FakeOpenAiRequest[];
  /** Every recording received at `/audio/transcriptions`, in order, failed ones included. Live. */
  readonly transcriptions: FakeTranscriptionRequest[];
  /** The default script and no recorded requests, e.g. in `beforeEach`. */
  reset(): void;
  /** Stops the server, dropping held (stalled, unanswered) connections. */
  close(): Promise<void>;
}

export const FAKE_OPENAI_DEFAULT_REPLY = 'Hello from the fake model.';
export const FAKE_TRANSCRIPT = 'Hello from the fake transcriber.';
const FAKE_API_KEY = 'sk-fake-test-key';

const ERROR_KINDS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: {
    type: 'invalid_request_error',
    code: 'invalid_api_key',
    message: 'Incorrect API key provided. You can find your API key in your account settings.',
  },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory', message: 'Forbidden.' },
  404: {
    type: 'invalid_request_error',
    code: 'model_not_found',
    message: 'The model does not exist or you do not have access to it.',
  },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached. Please try again.' },
};
const SERVER_ERROR = {
  type: 'server_error',
  code: null,
  message: 'The server had an error while processing your request.',
};

export function splitIntoChunks(text: string): string[] {
  return text.split(/(?=\s)/).filter((piece) => piece !== '');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let current: FakeOpenAiScript = {};
  let failuresLeft = 0;
  const requests: FakeOpenAiRequest[] = [];
  const transcriptions: FakeTranscriptionRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'POST' && path === '/v1/audio/transcriptions') return transcribe(req, res, raw);
    const body = parseJson(raw.toString('utf8')) as FakeChatRequestBody;
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });

    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return sendError(res, 404, `Unknown request URL: ${req.method} ${path}.`, 'unknown_url');
    }
    if (req.headers.authorization !== `Bearer ${FAKE_API_KEY}`) return sendError(res, 401);
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return sendError(res, 400, "'model' and 'messages' are required.");
    }
    const script = current;
    if ((body.response_format as { type?: string } | undefined)?.type === 'json_object') {
      if (script.jsonDelayMs) await wait(script.jsonDelayMs);
      if (res.destroyed) return;
      return sendJson(res, 200, completion('chatcmpl-json', 0, body.model, script.json ?? '{"terms": []}'));
    }
    if (failuresLeft > 0 && script.failNext) {
      failuresLeft -= 1;
      const { status, message, retryAfterMs = 10 } = script.failNext;
      if (retryAfterMs > 0) res.setHeader('retry-after-ms', String(retryAfterMs));
      return sendError(res, status, message);
    }
    if (script.neverAnswer) return; // the socket stays open until the client gives up or close()

    const chunks = script.chunks ?? splitIntoChunks(script.reply ?? FAKE_OPENAI_DEFAULT_REPLY);
    const id = `chatcmpl-fake${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) return sendJson(res, 200, completion(id, created, body.model, chunks.join('')));

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      res.write(`data: ${JSON.stringify(chunk(id, created, body.model, delta, finishReason))}\n\n`);

    const breakOff = () => {
      // Once what was sent is flushed, so the client sees the chunks and then the reset.
      if (script.dropAfterChunks !== undefined) res.write('', () => res.destroy());
      // A stall returns with the response open: the connection lives until the client gives up or close().
    };
    const limit = Math.min(script.stallAfterChunks ?? Infinity, script.dropAfterChunks ?? Infinity);

    send({ role: 'assistant', content: '', refusal: null });
    for (const [index, content] of chunks.entries()) {
      if (index >= limit) return breakOff();
      if (script.chunkDelayMs) await wait(script.chunkDelayMs);
      if (res.destroyed) return;
      send({ content });
    }
    if (chunks.length <= limit && limit !== Infinity) return breakOff();
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
  }

  async function transcribe(req: IncomingMessage, res: ServerResponse, raw: Buffer): Promise<void> {
    const form = await readForm(req, raw);
    const file = form?.get('file');
    const field = (name: string) => {
      const value = form?.get(name);
      return typeof value === 'string' ? value : null;
    };
    transcriptions.push({
      authorization: req.headers.authorization,
      model: field('model'),
      responseFormat: field('response_format'),
      fileName: file instanceof File ? file.name : null,
      mime: file instanceof File ? file.type : null,
      size: file instanceof File ? file.size : 0,
    });
    if (req.headers.authorization !== `Bearer ${FAKE_API_KEY}`) return sendError(res, 401);
    if (!(file instanceof File) || !field('model')) {
      return sendError(res, 400, "'file' and 'model' are required.");
    }
    const script = current;
    if (failuresLeft > 0 && script.failNext) {
      failuresLeft -= 1;
      const { status, message, retryAfterMs = 10 } = script.failNext;
      if (retryAfterMs > 0) res.setHeader('retry-after-ms', String(retryAfterMs));
      return sendError(res, status, message);
    }
    if (script.neverAnswer) return;
    if (script.transcriptionDelayMs) await wait(script.transcriptionDelayMs);
    if (res.destroyed) return;
    sendJson(res, 200, { text: script.transcript ?? FAKE_TRANSCRIPT });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: FAKE_API_KEY,
    requests,
    transcriptions,
    script(script) {
      current = { ...script };
      failuresLeft = script.failNext?.count ?? 0;
    },
    reset() {
      current = {};
      failuresLeft = 0;
      requests.length = 0;
      transcriptions.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

/** A multipart form as Node's own fetch reads one; undefined when the body is not one. */
async function readForm(req: IncomingMessage, raw: Buffer): Promise<FormData | undefined> {
  try {
    return await new Response(raw, {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    return undefined;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, message?: string, code?: string): void {
  const kind = ERROR_KINDS[status] ?? SERVER_ERROR;
  sendJson(res, status, {
    error: { message: message ?? kind.message, type: kind.type, param: null, code: code ?? kind.code },
  });
}

function chunk(
  id: string,
  created: number,
  model: string,
  delta: Record<string, unknown>,
  finishReason: string | null,
) {
  return {
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

function completion(id: string, created: number, model: string, content: string) {
  const completionTokens = splitIntoChunks(content).length;
  return {
    id,
    object: 'chat.completion',
    created,
    model,
    system_fingerprint: 'fp_fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: completionTokens, total_tokens: completionTokens },
  };
}
