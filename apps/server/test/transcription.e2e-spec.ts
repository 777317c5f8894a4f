import { PassThrough } from 'node:stream';
import { MESSAGES } from 'src/common/messages';
import { expectGraphqlError, expectNoServerError, expectRestError } from './support/expect-errors';
import { FAKE_TRANSCRIPT, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server';
import { m4aHead, oggOpusHead, wavTone, webmHead } from './support/sample-audio';
import { PNG_1X1, type SampleFile } from './support/sample-files';
import { signUp, startTestApp, type TestApp, withoutCost } from './support/test-app';
import { graphqlTranscribe, restTranscribe } from './support/uploads';

const CAPABILITIES =
  '{ capabilities { transcription transcriptionMaxSeconds transcriptionMaxBytes vision memory } }';
const MODEL = 'whisper-test';

const recording = (bytes: Buffer, name = 'recording.webm', declaredType = 'audio/webm'): SampleFile => ({
  bytes,
  name,
  declaredType,
});

describe('Voice entries: recordings written out by the provider and never kept', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let token: string;
  const logs: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    app = await startTestApp(
      {
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: fake.apiKey,
        AI_TRANSCRIPTION_MODEL: MODEL,
        AI_TRANSCRIPTION_TIMEOUT_SECONDS: '2',
        AI_MAX_RETRIES: '0',
        TRANSCRIPTION_MAX_BYTES: String(64 * 1024),
        TRANSCRIPTION_MAX_SECONDS: '90',
        LOG_LEVEL: 'verbose',
      },
      { logStream },
    );
    ({ token } = await signUp(app));
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('should tell the client that voice entries are on, with their limits', async () => {
    const result = await app.gql(CAPABILITIES, {}, token);

    expect(withoutCost(result.body)).toEqual({
      data: {
        capabilities: {
          transcription: true,
          transcriptionMaxSeconds: 90,
          transcriptionMaxBytes: 64 * 1024,
          vision: false,
          memory: true,
        },
      },
    });
  });

  it('should answer the text the provider heard when a WebM recording is sent through GraphQL', async () => {
    fake.script({ transcript: '  Today the sea was calm.  ' });
    const bytes = webmHead(2048);

    const result = await graphqlTranscribe(app, recording(bytes), token);

    expect(withoutCost(result.body)).toEqual({
      data: { transcribeAudio: { text: 'Today the sea was calm.' } },
    });
    // Sent under the name of the format its bytes tell (providers go by the extension), with the model.
    expect(fake.transcriptions).toEqual([
      {
        authorization: `Bearer ${fake.apiKey}`,
        model: MODEL,
        responseFormat: 'json',
        fileName: 'recording.webm',
        mime: 'audio/webm',
        size: bytes.length,
      },
    ]);
  });

  it.each([
    ['an Ogg Opus recording', oggOpusHead(), 'recording.ogg', 'audio/ogg'],
    ['a Safari M4A recording', m4aHead(), 'recording.m4a', 'audio/mp4'],
    ['a WAV file declared as something else', wavTone(0.2), 'recording.wav', 'audio/wav'],
  ])(
    'should answer the text when %s is sent to POST /api/transcriptions',
    async (_name, bytes, name, mime) => {
      const result = await restTranscribe(
        app,
        recording(bytes, 'voice.bin', 'application/octet-stream'),
        token,
      );

      expect(result).toMatchObject({ status: 200, body: { text: FAKE_TRANSCRIPT } });
      expect(fake.transcriptions.map(({ fileName, mime: type, size }) => ({ fileName, type, size }))).toEqual(
        [{ fileName: name, type: mime, size: bytes.length }],
      );
    },
  );

  it('should write neither the recording nor its words in the logs', async () => {
    fake.script({ transcript: 'Secret-words-of-the-diary-4411' });

    expect((await restTranscribe(app, recording(webmHead()), token)).status).toBe(200);
    fake.script({ failNext: { count: 1, status: 500, message: 'Secret-provider-detail' } });
    expect((await restTranscribe(app, recording(webmHead()), token)).status).toBe(502);

    const written = logs.join('');
    expect(written).toContain('Transcription failed');
    expect(written).not.toContain('Secret-words-of-the-diary-4411');
    // Neither the recording's name nor its type (the app's own routes, like /manifest.webmanifest, may say webm).
    expect(written).not.toContain('recording.webm');
    expect(written).not.toContain('audio/webm');
    expect(written).not.toContain(fake.apiKey);
  });

  it('should refuse an empty recording and call no provider', async () => {
    const empty = recording(Buffer.alloc(0));

    expectRestError(await restTranscribe(app, empty, token), {
      status: 400,
      code: 'RECORDING_EMPTY',
      message: MESSAGES.recordingEmpty,
    });
    expectGraphqlError(await graphqlTranscribe(app, empty, token), {
      code: 'BAD_USER_INPUT',
      message: MESSAGES.recordingEmpty,
    });
    expect(fake.transcriptions).toEqual([]);
  });

  it('should refuse a recording in which the provider heard no words', async () => {
    fake.script({ transcript: '   ' });

    expectRestError(await restTranscribe(app, recording(webmHead()), token), {
      status: 400,
      code: 'RECORDING_EMPTY',
      message: MESSAGES.recordingSilent,
    });
  });

  it.each([
    ['a PNG named like a recording', PNG_1X1],
    ['words', Buffer.from('This is not a recording, only words.')],
  ])('should refuse %s with 415 and call no provider', async (_name, bytes) => {
    const file = recording(bytes, 'voice.webm', 'audio/webm');

    expectRestError(await restTranscribe(app, file, token), {
      status: 415,
      code: 'RECORDING_TYPE_NOT_ALLOWED',
      message: MESSAGES.recordingTypeNotAllowed,
    });
    expectGraphqlError(await graphqlTranscribe(app, file, token), {
      code: 'BAD_USER_INPUT',
      message: MESSAGES.recordingTypeNotAllowed,
    });
    expect(fake.transcriptions).toEqual([]);
  });

  it('should accept a recording of exactly the limit', async () => {
    const bytes = webmHead(64 * 1024 - webmHead(0).length);

    expect(bytes.length).toBe(64 * 1024);
    expect((await restTranscribe(app, recording(bytes), token)).status).toBe(200);
  });

  it.each([
    ['one byte over', 64 * 1024 + 1],
    ['a megabyte over', 1024 * 1024],
  ])('should refuse a recording %s the limit with 413 naming it, on both transports', async (_name, size) => {
    const file = recording(webmHead(size - webmHead(0).length));
    const message = MESSAGES.recordingTooLarge(64 * 1024);

    expectRestError(await restTranscribe(app, file, token), {
      status: 413,
      code: 'RECORDING_TOO_LARGE',
      message,
    });
    expectGraphqlError(await graphqlTranscribe(app, file, token), { code: 'PAYLOAD_TOO_LARGE', message });
    expect(message).toBe('The recording is too large (maximum 64 KB).');
    expect(fake.transcriptions).toEqual([]);
  });

  it('should answer 400 when the form has no `audio` part', async () => {
    expectRestError(await restTranscribe(app, recording(webmHead()), token, 'file'), {
      status: 400,
      code: 'RECORDING_MISSING',
      message: MESSAGES.recordingMissing,
    });
  });

  it.each([
    [500, 'The AI provider had a problem. Please retry.'],
    [429, 'The AI provider is busy. Please retry in a moment.'],
    [400, 'The AI provider could not write out this recording. Please try again.'],
    [401, 'The AI provider refused the API key.'],
  ])(
    'should answer 502 TRANSCRIPTION_FAILED saying to retry when the provider answers %i',
    async (status, message) => {
      fake.script({ failNext: { count: 1, status } });

      const rest = await restTranscribe(app, recording(webmHead()), token);
      fake.script({ failNext: { count: 1, status } });
      const graphql = await graphqlTranscribe(app, recording(webmHead()), token);

      expect(rest).toMatchObject({ status: 502, body: { code: 'TRANSCRIPTION_FAILED', message } });
      expect(graphql.body.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.reason])).toEqual([
        [message, 'BAD_GATEWAY', 'TRANSCRIPTION_FAILED'],
      ]);
    },
  );

  it('should give up at AI_TRANSCRIPTION_TIMEOUT_SECONDS and say to retry, then write the same recording out', async () => {
    fake.script({ neverAnswer: true });
    const started = Date.now();

    const late = await restTranscribe(app, recording(webmHead()), token);

    expect(late).toMatchObject({
      status: 502,
      body: {
        code: 'TRANSCRIPTION_FAILED',
        message: 'The AI provider did not answer in time. Please retry.',
      },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    fake.reset();
    expect(await restTranscribe(app, recording(webmHead()), token)).toMatchObject({
      status: 200,
      body: { text: FAKE_TRANSCRIPT },
    });
  });

  it('should refuse a caller without a session on both transports', async () => {
    const rest = await restTranscribe(app, recording(webmHead()));
    const graphql = await graphqlTranscribe(app, recording(webmHead()));

    expect(rest.status).toBe(401);
    expect(graphql.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect((await app.gql(CAPABILITIES, {})).body.errors?.map((e) => e.extensions?.code)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(fake.transcriptions).toEqual([]);
  });
});

describe('Voice entries on a server without a transcription model', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    // A chat provider, but no AI_TRANSCRIPTION_MODEL; and the offline companion has no transcriber at all.
    app = await startTestApp({
      AI_API_KEY: 'sk-unused',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_VISION: 'true',
    });
    ({ token } = await signUp(app));
  });

  afterAll(async () => {
    await app.close();
  });

  it('should tell the client there are no voice entries here', async () => {
    const result = await app.gql<{ capabilities: { transcription: boolean; vision: boolean } }>(
      '{ capabilities { transcription vision } }',
      {},
      token,
    );

    expect(result.body.data?.capabilities).toEqual({ transcription: false, vision: true });
  });

  it('should refuse a recording with a 4xx saying voice entries are not available', async () => {
    const rest = await restTranscribe(app, recording(webmHead()), token);
    const graphql = await graphqlTranscribe(app, recording(webmHead()), token);

    expectRestError(rest, {
      status: 400,
      code: 'TRANSCRIPTION_UNAVAILABLE',
      message: 'Voice entries are not available on this server.',
    });
    expectGraphqlError(graphql, { code: 'BAD_USER_INPUT', message: MESSAGES.transcriptionUnavailable });
  });
});

describe('Voice entries within the hourly budget of each writer', () => {
  let fake: FakeOpenAi;
  let app: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({
      AI_TRANSCRIPTION_MODEL: MODEL,
      AI_TRANSCRIPTION_BASE_URL: fake.baseUrl,
      AI_TRANSCRIPTION_API_KEY: fake.apiKey,
      TRANSCRIPTION_RATE_LIMIT_PER_HOUR: '3',
    });
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('should refuse the 4th recording of a writer in an hour, REST and GraphQL together, with Retry-After', async () => {
    const { token } = await signUp(app);
    const used = [
      await restTranscribe(app, recording(webmHead()), token),
      await graphqlTranscribe(app, recording(webmHead()), token),
      await restTranscribe(app, recording(webmHead()), token),
    ];

    const rest = await restTranscribe(app, recording(webmHead()), token);
    const graphql = await graphqlTranscribe(app, recording(webmHead()), token);

    expect(used.map((result) => result.status)).toEqual([200, 200, 200]);
    expectNoServerError(rest);
    expect(rest).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(graphql.body.errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_REQUESTS']);
    expect(fake.transcriptions).toHaveLength(3);
  });

  it("should keep another writer's budget whole", async () => {
    const { token } = await signUp(app);

    expect((await restTranscribe(app, recording(webmHead()), token)).status).toBe(200);
  });

  it('should offer voice entries from a provider of their own when replies come from the offline companion', async () => {
    const { token } = await signUp(app);
    const result = await app.gql<{ capabilities: { transcription: boolean; vision: boolean } }>(
      '{ capabilities { transcription vision } }',
      {},
      token,
    );

    expect(result.body.data?.capabilities).toEqual({ transcription: true, vision: false });
  });
});
