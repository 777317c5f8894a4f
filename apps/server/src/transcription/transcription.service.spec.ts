import { Readable } from 'node:stream';
import { AiProviderError } from 'src/ai/ai-provider.port';
import type { AudioRecording, Transcriber } from 'src/ai/transcriber.port';
import { MESSAGES } from 'src/common/messages';
import { webmHead } from 'test/support/sample-audio';
import { expectDomainError, testEnv } from 'test/unit/fakes';
import { TranscriptionService } from './transcription.service';

/** Hears `heard` in every recording (or fails with it), keeping what it was given. */
class FakeTranscriber implements Transcriber {
  readonly model = 'whisper-test';
  readonly given: AudioRecording[] = [];

  constructor(private readonly heard: string | Error = 'Words heard') {}

  transcribe(recording: AudioRecording): Promise<string> {
    this.given.push(recording);
    return this.heard instanceof Error ? Promise.reject(this.heard) : Promise.resolve(this.heard);
  }
}

const env = testEnv({ TRANSCRIPTION_MAX_BYTES: '2048' });
const streamOf =
  (...chunks: Buffer[]) =>
  () =>
    Readable.from(chunks);

describe(TranscriptionService.name, () => {
  it('should send the bytes with the format they tell, and answer the words heard', async () => {
    const transcriber = new FakeTranscriber();
    const sut = new TranscriptionService(transcriber, env);
    const head = webmHead(100);

    await expect(sut.transcribe(streamOf(head.subarray(0, 10), head.subarray(10)))).resolves.toBe(
      'Words heard',
    );
    expect(transcriber.given).toEqual([{ bytes: head, format: { extension: 'webm', mime: 'audio/webm' } }]);
  });

  it('should open nothing when voice entries are off', async () => {
    const open = jest.fn(streamOf(webmHead()));
    const sut = new TranscriptionService(null, env);

    await expectDomainError(
      sut.transcribe(open),
      'TRANSCRIPTION_UNAVAILABLE',
      MESSAGES.transcriptionUnavailable,
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('should stop reading as soon as the recording passes the limit', async () => {
    const transcriber = new FakeTranscriber();
    const sut = new TranscriptionService(transcriber, env);
    const read: number[] = [];
    const chunks = function* () {
      for (let i = 0; i < 100; i++) {
        read.push(i);
        yield Buffer.alloc(1024);
      }
    };

    await expectDomainError(
      sut.transcribe(() => Readable.from(chunks())),
      'RECORDING_TOO_LARGE',
      'The recording is too large (maximum 2 KB).',
    );
    expect(read.length).toBeLessThan(10);
    expect(transcriber.given).toEqual([]);
  });

  it.each([
    ['no bytes', [], 'RECORDING_EMPTY', MESSAGES.recordingEmpty],
    [
      'bytes of no sound format',
      [Buffer.from('hello')],
      'RECORDING_TYPE_NOT_ALLOWED',
      MESSAGES.recordingTypeNotAllowed,
    ],
  ] as const)('should refuse %s without calling the provider', async (_name, chunks, code, message) => {
    const transcriber = new FakeTranscriber();
    const sut = new TranscriptionService(transcriber, env);

    await expectDomainError(sut.transcribe(streamOf(...chunks)), code, message);
    expect(transcriber.given).toEqual([]);
  });

  it('should refuse a recording in which no words were heard', async () => {
    const sut = new TranscriptionService(new FakeTranscriber(''), env);

    await expectDomainError(
      sut.transcribe(streamOf(webmHead())),
      'RECORDING_EMPTY',
      MESSAGES.recordingSilent,
    );
  });

  it("should answer TRANSCRIPTION_FAILED with the provider error's message when the provider fails", async () => {
    const failing = new FakeTranscriber(
      new AiProviderError('The AI provider is busy. Please retry in a moment.'),
    );
    const sut = new TranscriptionService(failing, env);

    await expectDomainError(
      sut.transcribe(streamOf(webmHead())),
      'TRANSCRIPTION_FAILED',
      'The AI provider is busy. Please retry in a moment.',
    );
  });

  it('should say the upload broke off when its stream fails', async () => {
    const broken = () =>
      new Readable({
        read() {
          this.destroy(new Error('Part terminated early'));
        },
      });
    const sut = new TranscriptionService(new FakeTranscriber(), env);

    await expectDomainError(sut.transcribe(broken), 'MALFORMED_REQUEST', MESSAGES.uploadInterrupted);
  });
});
