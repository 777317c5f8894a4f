import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchBucket,
  NoSuchKey,
  type S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { Readiness } from 'src/health/readiness';
import { createS3Client, S3FileStorage } from './s3-file-storage';

const KEY = 'ab/cd/abcd1234-0000-4000-8000-000000000000';
const metadata = (httpStatusCode: number) => ({ $metadata: { httpStatusCode } });
const serviceError = (name: string, httpStatusCode: number) =>
  new S3ServiceException({ name, $fault: 'client', ...metadata(httpStatusCode) });

type Command = { constructor: { name: string }; input: Record<string, unknown> };

/** Answers each command with `answer` (a value, or a thrown error); records what was sent. */
function fakeClient(answer: (command: Command) => unknown) {
  const sent: Command[] = [];
  const client = {
    config: { requestChecksumCalculation: () => Promise.resolve('WHEN_REQUIRED') },
    send: jest.fn(async (command: Command) => {
      sent.push(command);
      // Answered on a later tick, as a real request is.
      await Promise.resolve();
      return answer(command);
    }),
    destroy: jest.fn(),
  };
  return { client: client as unknown as S3Client, sent };
}

/** A client whose every command fails with `error()`. */
function throwing(error: () => unknown): S3Client {
  return fakeClient(() => {
    throw error();
  }).client;
}

/** 6 MB (more than one 5 MB part), then an error once the client has been sent a part. */
function failsAfterOnePart(sent: Command[]): Readable {
  let pushed = 0;
  return new Readable({
    read() {
      if (pushed++ < 6) return void this.push(Buffer.alloc(1024 * 1024, 'x'));
      const failOncePartSent = () => {
        if (sent.some((command) => command instanceof UploadPartCommand)) this.destroy(new Error('boom'));
        else setTimeout(failOncePartSent, 5);
      };
      failOncePartSent();
    },
  });
}

describe(createS3Client.name, () => {
  it('should ask for checksums only when an operation requires them, and address the bucket as configured', async () => {
    const sut = createS3Client({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      bucket: 'flexi',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });

    await expect(sut.config.requestChecksumCalculation()).resolves.toBe('WHEN_REQUIRED');
    await expect(sut.config.responseChecksumValidation()).resolves.toBe('WHEN_REQUIRED');
    await expect(sut.config.region()).resolves.toBe('eu-central-1');
    expect(sut.config.forcePathStyle).toBe(true);
    sut.destroy();
  });
});

describe(S3FileStorage.name, () => {
  let errors: jest.SpyInstance;

  beforeEach(() => {
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('open', () => {
    it('should return the body when the object exists', async () => {
      const body = Readable.from([Buffer.from('bytes')]);
      const { client, sent } = fakeClient(() => ({ Body: body }));
      const sut = new S3FileStorage(client, 'flexi', new Readiness());

      await expect(sut.open(KEY)).resolves.toBe(body);
      expect(sent[0]).toBeInstanceOf(GetObjectCommand);
      expect(sent[0].input).toEqual({ Bucket: 'flexi', Key: KEY });
    });

    it.each([
      ['NoSuchKey', () => new NoSuchKey({ message: 'gone', ...metadata(404) })],
      ['a bare 404', () => serviceError('NotFound', 404)],
    ])('should reject with ENOENT when the store answers %s', async (_name, error) => {
      const sut = new S3FileStorage(throwing(error), 'flexi', new Readiness());

      await expect(sut.open(KEY)).rejects.toMatchObject({
        code: 'ENOENT',
        message: `No stored bytes under ${KEY}`,
      });
    });

    it.each([
      ['NoSuchBucket', () => new NoSuchBucket({ message: 'no bucket', ...metadata(404) })],
      ['AccessDenied', () => serviceError('AccessDenied', 403)],
      [
        'a connection failure',
        () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      ],
    ])('should pass the error on when the store answers %s', async (_name, error) => {
      const thrown = error();
      const sut = new S3FileStorage(
        throwing(() => thrown),
        'flexi',
        new Readiness(),
      );

      await expect(sut.open(KEY)).rejects.toBe(thrown);
    });

    it('should refuse a key that is not a storage key without asking the store', async () => {
      const { client, sent } = fakeClient(() => ({}));
      const sut = new S3FileStorage(client, 'flexi', new Readiness());

      await expect(sut.open('../x')).rejects.toThrow('Invalid storage key');
      await expect(sut.remove('a//b')).rejects.toThrow('Invalid storage key');
      await expect(sut.put('', Readable.from([]))).rejects.toThrow('Invalid storage key');
      expect(sent).toEqual([]);
    });
  });

  describe('remove', () => {
    it('should delete the object', async () => {
      const { client, sent } = fakeClient(() => ({}));

      await new S3FileStorage(client, 'flexi', new Readiness()).remove(KEY);

      expect(sent[0]).toBeInstanceOf(DeleteObjectCommand);
      expect(sent[0].input).toEqual({ Bucket: 'flexi', Key: KEY });
    });

    it.each([
      ['NoSuchKey', () => new NoSuchKey({ message: 'gone', ...metadata(404) })],
      ['a bare 404', () => serviceError('NotFound', 404)],
    ])('should resolve when the store answers %s', async (_name, error) => {
      const sut = new S3FileStorage(throwing(error), 'flexi', new Readiness());

      await expect(sut.remove(KEY)).resolves.toBeUndefined();
    });

    it.each([
      ['NoSuchBucket', () => new NoSuchBucket({ message: 'no bucket', ...metadata(404) })],
      ['AccessDenied', () => serviceError('AccessDenied', 403)],
    ])('should reject when the store answers %s', async (_name, error) => {
      const sut = new S3FileStorage(throwing(error), 'flexi', new Readiness());

      await expect(sut.remove(KEY)).rejects.toBeInstanceOf(S3ServiceException);
    });
  });

  describe('put', () => {
    const multipartAnswers = (abort: () => unknown) => (command: Command) => {
      if (command instanceof CreateMultipartUploadCommand) return { UploadId: 'upload-1' };
      if (command instanceof UploadPartCommand) return { ETag: '"etag"' };
      if (command instanceof CompleteMultipartUploadCommand) return {};
      if (command instanceof AbortMultipartUploadCommand) return abort();
      throw new Error(`unexpected ${command.constructor.name}`);
    };

    it('should complete a multipart upload of a stream that has a size property of its own', async () => {
      const { client, sent } = fakeClient(multipartAnswers(() => ({})));
      // Like UploadInspector, whose `size` counts the bytes read so far: not the length of the whole stream.
      const chunks = [Buffer.alloc(4 * 1024 * 1024), Buffer.alloc(4 * 1024 * 1024)];
      const content = Object.assign(Readable.from(chunks), { size: 0 });

      await new S3FileStorage(client, 'flexi', new Readiness()).put(KEY, content);

      expect(sent.map((command) => command.constructor.name)).toEqual([
        'CreateMultipartUploadCommand',
        'UploadPartCommand',
        'UploadPartCommand',
        'CompleteMultipartUploadCommand',
      ]);
    });

    it('should send nothing and reject with the stream error when a small stream fails', async () => {
      const { client, sent } = fakeClient(() => ({}));
      const failing = new Readable({
        read() {
          this.destroy(new Error('boom'));
        },
      });

      await expect(new S3FileStorage(client, 'flexi', new Readiness()).put(KEY, failing)).rejects.toThrow(
        'boom',
      );
      expect(sent).toEqual([]);
    });

    it('should abort the multipart upload and reject with the stream error when a large stream fails', async () => {
      const { client, sent } = fakeClient(multipartAnswers(() => ({})));

      await expect(
        new S3FileStorage(client, 'flexi', new Readiness()).put(KEY, failsAfterOnePart(sent)),
      ).rejects.toThrow('boom');
      const abort = sent.find((command) => command instanceof AbortMultipartUploadCommand);
      expect(abort?.input).toEqual({ Bucket: 'flexi', Key: KEY, UploadId: 'upload-1' });
    });

    it('should still reject with the stream error when the abort itself fails', async () => {
      const { client, sent } = fakeClient(
        multipartAnswers(() => {
          throw serviceError('MethodNotAllowed', 405);
        }),
      );

      await expect(
        new S3FileStorage(client, 'flexi', new Readiness()).put(KEY, failsAfterOnePart(sent)),
      ).rejects.toThrow('boom');
    });
  });

  describe('the bucket check', () => {
    it('should add a storage probe that is up when HeadBucket answers', async () => {
      const { client, sent } = fakeClient(() => ({}));
      const readiness = new Readiness();

      await new S3FileStorage(client, 'flexi', readiness).onModuleInit();

      await expect(readiness.check()).resolves.toEqual({ storage: 'up' });
      expect(sent[0]).toBeInstanceOf(HeadBucketCommand);
      expect(sent[0].input).toEqual({ Bucket: 'flexi' });
      expect(errors).not.toHaveBeenCalled();
    });

    it.each([
      ['is missing', () => serviceError('NotFound', 404), 'does not exist'],
      ['refuses the credentials', () => serviceError('Forbidden', 403), 'refuses these credentials (403)'],
      [
        'cannot be reached',
        () => new Error('connect ECONNREFUSED'),
        'cannot be reached (connect ECONNREFUSED)',
      ],
    ])('should log, not throw, and report down when the bucket %s at boot', async (_name, error, problem) => {
      const readiness = new Readiness();
      const sut = new S3FileStorage(throwing(error), 'flexi', readiness);

      await sut.onModuleInit();

      await expect(readiness.check()).resolves.toEqual({ storage: 'down' });
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^S3 bucket "flexi" ${escape(problem)}\\.`)),
      );
    });
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
