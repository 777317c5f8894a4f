import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
} from 'openai';
import { AiProviderError } from './ai-provider.port';
import {
  AI_REPLY_ERRORS,
  MAX_RETRY_WAIT_MS,
  messageForStatus,
  retryWaitMs,
  toAiProviderError,
  toOpenAiMessages,
  withBoundedRetryWait,
  withSameRealmErrors,
} from './openai-compatible.mapping';

describe(toOpenAiMessages.name, () => {
  it('should keep plain string content as a string when no part is attached', () => {
    const sut = toOpenAiMessages([
      { role: 'system', content: 'You are kind.' },
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi there' },
    ]);

    expect(sut).toEqual([
      { role: 'system', content: 'You are kind.' },
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi there' },
    ]);
  });

  it('should send text parts as text and images as base64 data URLs when a user turn has parts', () => {
    const sut = toOpenAiMessages([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Look at this' },
          { type: 'image', mime: 'image/png', dataBase64: 'iVBORw0KGgo=' },
          { type: 'image', mime: 'image/jpeg', dataBase64: '/9j/4AAQ' },
        ],
      },
    ]);

    expect(sut).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Look at this' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
          { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/4AAQ' } },
        ],
      },
    ]);
  });

  it('should join the text parts into one string when a system or assistant turn has parts', () => {
    const sut = toOpenAiMessages([
      {
        role: 'system',
        content: [
          { type: 'text', text: 'Role' },
          { type: 'text', text: 'Tone' },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: 'Earlier reply' }] },
    ]);

    expect(sut).toEqual([
      { role: 'system', content: 'Role\n\nTone' },
      { role: 'assistant', content: 'Earlier reply' },
    ]);
  });
});

describe(toAiProviderError.name, () => {
  const headers = new Headers();
  const statusError = (status: number) =>
    APIError.generate(status, { message: 'detail' }, undefined, headers);

  it.each([
    ['AuthenticationError 401', statusError(401), AI_REPLY_ERRORS.apiKeyRefused],
    ['PermissionDeniedError 403', statusError(403), AI_REPLY_ERRORS.apiKeyRefused],
    ['NotFoundError 404', statusError(404), 'The AI model "grok-test" was not found.'],
    ['RateLimitError 429', statusError(429), AI_REPLY_ERRORS.busy],
    ['InternalServerError 500', statusError(500), AI_REPLY_ERRORS.providerProblem],
    ['InternalServerError 503', statusError(503), AI_REPLY_ERRORS.providerProblem],
    ['BadRequestError 400', statusError(400), AI_REPLY_ERRORS.requestRefused],
    ['APIConnectionTimeoutError', new APIConnectionTimeoutError(), AI_REPLY_ERRORS.timeout],
    ['APIConnectionError', new APIConnectionError({ message: 'ECONNREFUSED' }), AI_REPLY_ERRORS.unreachable],
    ['APIUserAbortError', new APIUserAbortError(), AI_REPLY_ERRORS.cancelled],
  ])('should give the user message for %s when the request fails', (_name, error, message) => {
    const sut = toAiProviderError(error, 'grok-test', 'request');

    expect(sut).toBeInstanceOf(AiProviderError);
    expect(sut.message).toBe(message);
  });

  it('should keep an AiProviderError as it is when the adapter raised it', () => {
    const original = new AiProviderError(AI_REPLY_ERRORS.empty);

    expect(toAiProviderError(original, 'm', 'stream')).toBe(original);
  });

  it('should say the reply stopped when the connection breaks in the middle of the stream', () => {
    expect(toAiProviderError(new TypeError('terminated'), 'm', 'stream').message).toBe(
      AI_REPLY_ERRORS.stalled,
    );
  });

  it('should say the provider had a problem when an unknown error happens before the stream', () => {
    expect(toAiProviderError(new Error('boom'), 'm', 'request').message).toBe(
      AI_REPLY_ERRORS.providerProblem,
    );
  });

  it('should say the reply stopped when the stream carries an error event', () => {
    const streamed = new APIError(undefined, { message: 'overloaded' }, undefined, undefined);

    expect(toAiProviderError(streamed, 'm', 'stream').message).toBe(AI_REPLY_ERRORS.stalled);
  });

  it('should never pass the provider detail or a stack to the user when mapping', () => {
    const detailed = APIError.generate(
      500,
      { message: 'at Object.<anonymous> key=sk-123' },
      undefined,
      headers,
    );

    expect(toAiProviderError(detailed, 'm', 'request').message).not.toMatch(/sk-123|Object/);
  });

  it('should recognise the SDK subclasses by status when the SDK picks them', () => {
    expect(statusError(401)).toBeInstanceOf(AuthenticationError);
    expect(statusError(404)).toBeInstanceOf(NotFoundError);
    expect(statusError(429)).toBeInstanceOf(RateLimitError);
    expect(statusError(502)).toBeInstanceOf(InternalServerError);
  });
});

describe(messageForStatus.name, () => {
  it.each([
    [408, AI_REPLY_ERRORS.timeout],
    [409, AI_REPLY_ERRORS.providerProblem],
    [413, AI_REPLY_ERRORS.requestRefused],
    [422, AI_REPLY_ERRORS.requestRefused],
  ])('should map status %d to %p when the provider answers it', (status, message) => {
    expect(messageForStatus(status, 'm')).toBe(message);
  });
});

describe(retryWaitMs.name, () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it.each([
    [{ 'retry-after-ms': '250' }, 250],
    [{ 'retry-after': '3' }, 3000],
    [{ 'retry-after': '0.5' }, 500],
    [{ 'retry-after-ms': '40', 'retry-after': '9' }, 40],
    [{ 'retry-after': 'Wed, 01 Jan 2025 00:01:00 GMT' }, 60_000],
    [{}, undefined],
    [{ 'retry-after': 'soon' }, undefined],
  ])('should read %j as %p ms when a response carries it', (raw, expected) => {
    expect(retryWaitMs(new Headers(raw), now)).toBe(expected);
  });
});

describe(withBoundedRetryWait.name, () => {
  const answer = (status: number, headers: Record<string, string>) =>
    withBoundedRetryWait(() => Promise.resolve(new Response('{"error":{}}', { status, headers })));

  it('should forbid the retry when the provider asks for a wait above the bound', async () => {
    const sut = await answer(429, { 'retry-after': String(MAX_RETRY_WAIT_MS / 1000 + 1) })('http://x');

    expect(sut.status).toBe(429);
    expect(sut.headers.get('x-should-retry')).toBe('false');
    await expect(sut.json()).resolves.toEqual({ error: {} });
  });

  it('should leave the response alone when the wait is within the bound', async () => {
    const sut = await answer(429, { 'retry-after': '1' })('http://x');

    expect(sut.headers.get('x-should-retry')).toBeNull();
  });

  it('should leave a successful response alone when it carries retry-after', async () => {
    const sut = await answer(200, { 'retry-after': '3600' })('http://x');

    expect(sut.headers.get('x-should-retry')).toBeNull();
  });
});

describe(withSameRealmErrors.name, () => {
  it('should rebuild a foreign abort as an Error named AbortError when fetch rejects with one', async () => {
    const foreign = { name: 'AbortError', message: 'This operation was aborted' };
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a non-Error is the case under test
    const sut = withSameRealmErrors(() => Promise.reject(foreign));

    const error = await sut('http://x').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'AbortError',
      message: 'This operation was aborted',
      cause: foreign,
    });
  });

  it('should rethrow an Error of this realm unchanged when fetch rejects with one', async () => {
    const original = new TypeError('fetch failed');
    const sut = withSameRealmErrors(() => Promise.reject(original));

    await expect(sut('http://x')).rejects.toBe(original);
  });
});
