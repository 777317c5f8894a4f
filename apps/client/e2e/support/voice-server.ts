import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Voice entries need a speech-to-text model, which the run's own server has not (its screens stay as their
// baselines show them). A test of them starts a second server, from the same build, whose transcriptions go
// to a fake provider in this process; replies there still come from the offline companion.

const SERVER_MAIN = resolve(__dirname, '../../../../dist/apps/server/apps/server/src/main.js');
// Its own embedded PostgreSQL is created on the first start: initdb and the migrations take a while.
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const FAKE_API_KEY = 'sk-e2e-transcriber';
export const TRANSCRIPTION_MODEL = 'whisper-e2e';
export const FAKE_TRANSCRIPT = 'the tide was out and the gulls were loud';

/** A recording as the fake provider received it. */
export interface ReceivedRecording {
  model: string | null;
  fileName: string | null;
  mime: string | null;
  size: number;
}

export interface FakeTranscriber {
  readonly received: ReceivedRecording[];
  /** The next `count` recordings are answered with `status` (an OpenAI error body); then `FAKE_TRANSCRIPT`. */
  failNext(count: number, status: number): void;
}

export interface VoiceServer {
  origin: string;
  transcriber: FakeTranscriber;
  stop(): Promise<void>;
}

/** Starts the fake provider and a server that sends recordings to it; resolves once the server is ready. */
export async function startVoiceServer(): Promise<VoiceServer> {
  const provider = await startFakeTranscriber();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'flexi-e2e-voice-'));
  const logs: string[] = [];
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AI_TRANSCRIPTION_MODEL: TRANSCRIPTION_MODEL,
      AI_TRANSCRIPTION_BASE_URL: provider.baseUrl,
      AI_TRANSCRIPTION_API_KEY: FAKE_API_KEY,
      AI_MAX_RETRIES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => logs.push(chunk.toString('utf8'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    await stopProcess(child, exited);
    rmSync(dataDir, { recursive: true, force: true });
    await new Promise<void>((done) => provider.server.close(() => done()));
  };
  try {
    await waitUntilReady(origin, exited);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${logs.join('').slice(-4000)}`);
  }
  return { origin, transcriber: provider.transcriber, stop };
}

async function startFakeTranscriber(): Promise<{
  server: Server;
  baseUrl: string;
  transcriber: FakeTranscriber;
}> {
  const received: ReceivedRecording[] = [];
  let failures = { count: 0, status: 500 };
  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      const file = form?.get('file');
      const model = form?.get('model');
      received.push({
        model: typeof model === 'string' ? model : null,
        fileName: file instanceof File ? file.name : null,
        mime: file instanceof File ? file.type : null,
        size: file instanceof File ? file.size : 0,
      });
      const refuse = (status: number, message: string) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message, type: 'server_error', param: null, code: null } }));
      };
      if (request.url !== '/v1/audio/transcriptions') return refuse(404, 'Unknown request URL.');
      if (request.headers.authorization !== `Bearer ${FAKE_API_KEY}`)
        return refuse(401, 'Incorrect API key.');
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return refuse(failures.status, 'The server had an error while processing your request.');
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ text: FAKE_TRANSCRIPT }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    transcriber: { received, failNext: (count, status) => (failures = { count, status }) },
  };
}

/** The multipart form as Node's own fetch reads one; undefined when the body is not one. */
async function readForm(request: IncomingMessage): Promise<FormData | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const headers = { 'content-type': request.headers['content-type'] ?? '' };
    return await new Response(Buffer.concat(chunks), { headers }).formData();
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function waitUntilReady(origin: string, exited: Promise<void>): Promise<void> {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new Error('The voice server ended before it was ready');
    try {
      if ((await fetch(`${origin}/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The voice server was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM (the server stops its PostgreSQL), then SIGKILL if it has not ended in time. */
async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
