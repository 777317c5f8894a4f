import { PassThrough, pipeline, Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { errorMessage } from 'src/common/errors/is-error';
import type { S3StorageEnv } from 'src/config/env';
import type { Readiness } from 'src/health/readiness';
import { assertStorageKey, type FileStorage } from './file-storage.port';

// Parts held in memory per upload: lib-storage buffers each part (5 MB, S3's minimum) before sending it, so
// an upload holds at most QUEUE_SIZE parts plus the one being filled, whatever the file's size.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

// The boot check and the readiness probe give up after this: an unreachable endpoint must not hold up either.
const BUCKET_CHECK_TIMEOUT_MS = 1_500;

/** An S3 client for any S3-compatible store (AWS, MinIO, Ceph, R2, s3rver). */
export function createS3Client(config: S3StorageEnv): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // The SDK's default (WHEN_SUPPORTED) sends streamed bodies as aws-chunked with a trailing checksum; stores
    // that do not speak that encoding (s3rver, older MinIO and Ceph) would keep the framing as the object's
    // bytes. sha256 is computed on the way in anyway (UploadInspector).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000 },
  });
}

/**
 * Files as objects in one bucket, keyed like the disk store's paths (`ab/cd/<uuid>`), so several server
 * instances share them. The bucket is the operator's to create; its state is reported as `storage` in
 * /health/ready, and a missing or unreachable bucket at boot is logged, not fatal.
 */
export class S3FileStorage implements FileStorage, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(S3FileStorage.name);

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly readiness: Readiness,
  ) {}

  async onModuleInit(): Promise<void> {
    this.readiness.add('storage', () => this.checkBucket());
    try {
      await this.checkBucket();
    } catch (error) {
      this.logger.error(
        `S3 bucket "${this.bucket}" ${bucketProblem(error)}. Uploads and downloads fail until it answers; ` +
          '/health/ready reports storage "down" meanwhile. The server does not create buckets.',
      );
    }
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  /** Resolves when the bucket exists and these credentials may use it. */
  async checkBucket(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(BUCKET_CHECK_TIMEOUT_MS),
    });
  }

  async put(key: string, content: Readable): Promise<void> {
    assertStorageKey(key);
    // lib-storage takes a body's `size` or `length` property for its byte count (UploadInspector has a `size`
    // that grows as it reads) and fails a multipart upload whose part count differs: it gets a plain stream.
    // pipeline() passes an error of `content` on to it, and stops `content` when the upload stops reading.
    const body = new PassThrough();
    pipeline(content, body, () => undefined);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: 'application/octet-stream' },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // Aborted below instead: lib-storage would throw the abort's own failure in place of the stream's error,
      // and callers tell a refused upload (413, 415) from a storage failure by that error.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      // A file smaller than one part is sent in one PUT only once it has been read whole, so a failed stream
      // left nothing; a larger one left parts, which the store keeps (and bills) until the upload is aborted.
      if (upload.uploadId) await this.abortMultipart(key, upload.uploadId);
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      // Resolves once the store has answered with the object's headers: a missing key rejects here, before
      // a download has sent its status line.
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(response.Body instanceof Readable)) throw new Error(`No readable body for ${key}`);
      return response.Body;
    } catch (error) {
      if (isNotFound(error)) throw storedBytesMissing(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible stores answer 404 instead.
      if (!isNotFound(error)) throw error;
    }
  }

  private async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      // No object exists either way (it is never completed); a bucket lifecycle rule can clear the parts.
      this.logger.warn(`Multipart upload ${uploadId} of ${key} could not be aborted: ${errorMessage(error)}`);
    }
  }
}

/** An error like the disk store's, so a log line reads the same whichever store is used. */
function storedBytesMissing(key: string): Error {
  return Object.assign(new Error(`No stored bytes under ${key}`), { code: 'ENOENT' });
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** NoSuchKey, or another 404 that is not about the bucket: nothing is stored under the key. */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || statusOf(error) === 404;
}

/** What the boot log says is wrong with the bucket. */
function bucketProblem(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'does not exist';
  if (status === 403 || status === 401) return 'refuses these credentials (403)';
  return `cannot be reached (${errorMessage(error)})`;
}
