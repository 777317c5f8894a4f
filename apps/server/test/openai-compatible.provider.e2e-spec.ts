import { Logger } from '@nestjs/common';
import OpenAI from 'openai';
import type { TopicEntry } from '@app/schema';
import { AiProviderError, type ChatMessage, type ReplyRequest } from 'src/ai/ai-provider.port';
import { AI_REPLY_ERRORS } from 'src/ai/openai-compatible.mapping';
import { type OpenAiCompatibleOptions, OpenAiCompatibleProvider } from 'src/ai/openai-compatible.provider';
import { type FakeOpenAi, startFakeOpenAi } from './support/fake-openai-server';
import { freePort } from './support/free-port';
import { sleep } from './support/smtp-sink';

// No database: the adapter against a real HTTP server that speaks the OpenAI API.
const MODEL = 'grok-test';

const topic: TopicEntry = {
  key: 'memories',
  displayName: 'Memories',
  enabled: true,
  promptQuestions: [{ id: 'q1', text: 'What do you remember?', required: true }],
  promptRole: 'a kind listener',
  promptContext: '',
  promptConstraints: '',
  promptTone: 'warm',
  promptExamples: '',
};

function replyRequest(messages: ChatMessage[] = [{ role: 'user', content: 'Hello' }]): ReplyRequest {
  return {
    topic,
    messages: [{ role: 'system', content: 'You are a kind listener.' }, ...messages],
    latest: { text: 'Hello' },
  };
}

interface Outcome {
  chunks: string[];
  error?: unknown;
  elapsedMs: number;
}

/** Drains a reply, keeping the chunks that arrived before any failure. */
async function drain(replies: AsyncIterable<string>, onChunk?: (chunk: string) => void): Promise<Outcome> {
  const started = Date.now();
  const chunks: string[] = [];
  try {
    for await (const chunk of replies) {
      chunks.push(chunk);
      onChunk?.(chunk);
    }
    return { chunks, elapsedMs: Date.now() - started };
  } catch (error) {
    return { chunks, error, elapsedMs: Date.now() - started };
  }
}

function expectFailure(outcome: Outcome, message: string): void {
  expect(outcome.error).toBeInstanceOf(AiProviderError);
  expect((outcome.error as Error).message).toBe(message);
}

describe(OpenAiCompatibleProvider.name, () => {
  let fake: FakeOpenAi;
  let warnings: jest.SpyInstance;

  const createSut = (options: Partial<OpenAiCompatibleOptions> = {}) =>
    new OpenAiCompatibleProvider({
      baseUrl: fake.baseUrl,
      apiKey: fake.apiKey,
      model: MODEL,
      timeoutMs: 2_000,
      maxRetries: 2,
      stallTimeoutMs: 1_000,
      vision: false,
      ...options,
    });
  const reply = (
    sut: OpenAiCompatibleProvider,
    request = replyRequest(),
    signal = new AbortController().signal,
  ) => drain(sut.streamReply(request, signal));

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });

  beforeEach(() => {
    fake.reset();
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await fake.close();
  });

  describe('when the provider answers', () => {
    it('should yield every chunk in order when the reply streams', async () => {
      fake.script({ chunks: ['It ', 'sounds ', 'like a ', 'lovely ', 'day.'] });

      const outcome = await reply(createSut());

      expect(outcome.error).toBeUndefined();
      expect(outcome.chunks).toEqual(['It ', 'sounds ', 'like a ', 'lovely ', 'day.']);
      expect(outcome.chunks.join('')).toBe('It sounds like a lovely day.');
      expect(fake.requests).toHaveLength(1);
    });

    it('should send the model, the key, stream: true and the messages with the system prompt first', async () => {
      await reply(
        createSut(),
        replyRequest([
          { role: 'user', content: 'First answer' },
          { role: 'assistant', content: 'First reply' },
          { role: 'user', content: 'And then?' },
        ]),
      );

      const [sent] = fake.requests;
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.authorization).toBe(`Bearer ${fake.apiKey}`);
      expect(sent.body).toMatchObject({ model: MODEL, stream: true });
      expect(sent.body.messages).toEqual([
        { role: 'system', content: 'You are a kind listener.' },
        { role: 'user', content: 'First answer' },
        { role: 'assistant', content: 'First reply' },
        { role: 'user', content: 'And then?' },
      ]);
    });

    it('should send an attached image as a base64 data URL part when the user turn carries one', async () => {
      await reply(
        createSut(),
        replyRequest([
          {
            role: 'user',
            content: [
              { type: 'text', text: 'This is my grandmother.' },
              { type: 'image', mime: 'image/jpeg', dataBase64: '/9j/4AAQSkZJRg==' },
            ],
          },
        ]),
      );

      expect(fake.requests[0].body.messages[1]).toEqual({
        role: 'user',
        content: [
          { type: 'text', text: 'This is my grandmother.' },
          { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' } },
        ],
      });
    });

    it('should keep streaming when chunks are slow but each arrives within the stall timeout', async () => {
      fake.script({ chunks: ['a', 'b', 'c', 'd', 'e'], chunkDelayMs: 120 });

      const outcome = await reply(createSut({ stallTimeoutMs: 400 }));

      expect(outcome.error).toBeUndefined();
      expect(outcome.chunks).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(outcome.elapsedMs).toBeGreaterThan(400);
    });
  });

  describe('when the provider fails before the reply starts', () => {
    it('should retry and succeed when a 429 precedes the answer', async () => {
      fake.script({ reply: 'Back again.', failNext: { count: 1, status: 429 } });

      const outcome = await reply(createSut({ maxRetries: 2 }));

      expect(outcome.error).toBeUndefined();
      expect(outcome.chunks.join('')).toBe('Back again.');
      expect(fake.requests).toHaveLength(2);
    });

    it.each([
      [429, AI_REPLY_ERRORS.busy],
      [500, AI_REPLY_ERRORS.providerProblem],
      [503, AI_REPLY_ERRORS.providerProblem],
    ])('should give up after maxRetries + 1 requests when every answer is %d', async (status, message) => {
      fake.script({ failNext: { count: 10, status } });

      const outcome = await reply(createSut({ maxRetries: 2 }));

      expectFailure(outcome, message);
      expect(outcome.chunks).toEqual([]);
      expect(fake.requests).toHaveLength(3);
    });

    it('should not retry and should blame the key when the provider answers 401', async () => {
      const outcome = await reply(createSut({ apiKey: 'sk-wrong-key' }));

      expectFailure(outcome, AI_REPLY_ERRORS.apiKeyRefused);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0].authorization).toBe('Bearer sk-wrong-key');
    });

    it('should not retry and should name the model when the provider answers 404', async () => {
      fake.script({ failNext: { count: 1, status: 404 } });

      const outcome = await reply(createSut());

      expectFailure(outcome, `The AI model "${MODEL}" was not found.`);
      expect(fake.requests).toHaveLength(1);
    });

    it('should fail at once without retrying when a 429 asks for a wait longer than 10 s', async () => {
      fake.script({ failNext: { count: 1, status: 429, retryAfterMs: 60_000 } });

      const outcome = await reply(createSut({ maxRetries: 2 }));

      expectFailure(outcome, AI_REPLY_ERRORS.busy);
      expect(fake.requests).toHaveLength(1);
      expect(outcome.elapsedMs).toBeLessThan(1_000);
    });

    it('should time out when the provider never sends its headers', async () => {
      fake.script({ neverAnswer: true });

      const outcome = await reply(createSut({ timeoutMs: 300, maxRetries: 0 }));

      expectFailure(outcome, AI_REPLY_ERRORS.timeout);
      expect(fake.requests).toHaveLength(1);
      expect(outcome.elapsedMs).toBeLessThan(1_500);
    });

    it('should retry a timed-out attempt when retries are left', async () => {
      fake.script({ neverAnswer: true });

      const outcome = await reply(createSut({ timeoutMs: 200, maxRetries: 1 }));

      expectFailure(outcome, AI_REPLY_ERRORS.timeout);
      expect(fake.requests).toHaveLength(2);
    });

    it('should say the provider cannot be reached when the connection is refused', async () => {
      const closedPort = await freePort();

      const outcome = await reply(createSut({ baseUrl: `http://127.0.0.1:${closedPort}/v1`, maxRetries: 0 }));

      expectFailure(outcome, AI_REPLY_ERRORS.unreachable);
    });

    it('should log the cause for operators without the API key when a request fails', async () => {
      fake.script({ failNext: { count: 1, status: 500, message: `upstream rejected ${fake.apiKey}` } });

      const outcome = await reply(createSut({ maxRetries: 0 }));

      expectFailure(outcome, AI_REPLY_ERRORS.providerProblem);
      expect(warnings).toHaveBeenCalledTimes(1);
      const logged = String(warnings.mock.calls[0][0]);
      expect(logged).toContain('500');
      expect(logged).toContain('upstream rejected ***');
      expect(logged).not.toContain(fake.apiKey);
    });
  });

  describe('when the reply breaks off', () => {
    it('should yield the chunks before a stall and then fail with the stall message', async () => {
      fake.script({ chunks: ['Once ', 'upon ', 'a time'], stallAfterChunks: 2 });

      const outcome = await reply(createSut({ stallTimeoutMs: 300 }));

      expectFailure(outcome, AI_REPLY_ERRORS.stalled);
      expect(outcome.chunks).toEqual(['Once ', 'upon ']);
      expect(outcome.elapsedMs).toBeLessThan(1_500);
      expect(fake.requests).toHaveLength(1);
    });

    it('should fail with the stall message when the headers come but no content follows', async () => {
      fake.script({ stallAfterChunks: 0 });

      const outcome = await reply(createSut({ stallTimeoutMs: 300 }));

      expectFailure(outcome, AI_REPLY_ERRORS.stalled);
      expect(outcome.chunks).toEqual([]);
    });

    it('should yield the chunks before a dropped connection and then fail with the stall message', async () => {
      fake.script({ chunks: ['Once ', 'upon ', 'a time'], dropAfterChunks: 1 });

      const outcome = await reply(createSut());

      expectFailure(outcome, AI_REPLY_ERRORS.stalled);
      expect(outcome.chunks).toEqual(['Once ']);
      expect(fake.requests).toHaveLength(1);
    });

    it.each([
      ['no content chunk', []],
      ['only whitespace', ['  ', '\n']],
    ])('should fail with the empty message when the stream ends with %s', async (_name, chunks) => {
      fake.script({ chunks });

      const outcome = await reply(createSut());

      expectFailure(outcome, AI_REPLY_ERRORS.empty);
    });
  });

  describe("when the caller's signal aborts", () => {
    it('should stop promptly in the middle of the stream and send nothing more', async () => {
      fake.script({ chunks: ['one ', 'two ', 'three ', 'four'], chunkDelayMs: 300 });
      const controller = new AbortController();

      const outcome = await drain(createSut().streamReply(replyRequest(), controller.signal), () =>
        controller.abort(),
      );

      expectFailure(outcome, AI_REPLY_ERRORS.cancelled);
      expect(outcome.chunks).toEqual(['one ']);
      expect(outcome.elapsedMs).toBeLessThan(600);
      expect(warnings).not.toHaveBeenCalled();
    });

    it('should stop promptly when the provider has not answered yet', async () => {
      fake.script({ neverAnswer: true });
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);

      const outcome = await drain(
        createSut({ timeoutMs: 5_000 }).streamReply(replyRequest(), controller.signal),
      );

      expectFailure(outcome, AI_REPLY_ERRORS.cancelled);
      expect(outcome.elapsedMs).toBeLessThan(500);
    });

    it('should not retry after an abort during the backoff before a retry', async () => {
      fake.script({ failNext: { count: 5, status: 503, retryAfterMs: 400 } });
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);

      const outcome = await drain(
        createSut({ maxRetries: 3 }).streamReply(replyRequest(), controller.signal),
      );
      await sleep(600);

      expectFailure(outcome, AI_REPLY_ERRORS.cancelled);
      expect(outcome.elapsedMs).toBeLessThan(350);
      expect(fake.requests).toHaveLength(1);
    });

    it('should send no request when the signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort();

      const outcome = await drain(createSut().streamReply(replyRequest(), controller.signal));

      expectFailure(outcome, AI_REPLY_ERRORS.cancelled);
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('the fake server itself', () => {
    it('should answer stream: false with one chat.completion when a test needs the whole reply', async () => {
      fake.script({ reply: 'All at once.' });
      const client = new OpenAI({ baseURL: fake.baseUrl, apiKey: fake.apiKey, maxRetries: 0 });

      const completion = await client.chat.completions.create({
        model: MODEL,
        messages: [{ role: 'user', content: 'Hi' }],
      });

      expect(completion.object).toBe('chat.completion');
      expect(completion.choices[0].message).toMatchObject({ role: 'assistant', content: 'All at once.' });
      expect(fake.requests[0].body.stream).toBeUndefined();
    });
  });
});
