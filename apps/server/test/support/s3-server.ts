import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import S3rver from 's3rver';

/** s3rver keeps each object in `<bucket>/<key folders>/<last segment>._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object';
/** ... and each unfinished multipart upload in `<bucket>/._S3rver_uploads/<upload id>/`. */
const UPLOADS_DIR = '._S3rver_uploads';

/** s3rver accepts this key pair only (it does not check v4 signatures, only the key id). */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`: the same port after stop() and start(). */
  endpoint: string;
  bucket: string;
  /** STORAGE=s3 and the S3_* variables for a server using this bucket (startTestApp, or a child's env). */
  env: Record<string, string>;
  /** Every object key in the bucket, sorted. Read from s3rver's folder: works while stopped too. */
  objectKeys(): Promise<string[]>;
  /** The bytes stored under `key`, as kept on s3rver's disk (not through the S3 protocol). */
  objectBytes(key: string): Promise<Buffer>;
  /** Deletes the object behind the server's back (a row whose bytes are lost). */
  deleteObject(key: string): Promise<void>;
  /** Ids of the multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): Promise<string[]>;
  /** Creates the bucket, when the server was started without it. */
  createBucket(): Promise<void>;
  /** Stops answering (open connections are cut), keeping every object for start(). */
  stop(): Promise<void>;
  /** Answers again on the same port. */
  start(): Promise<void>;
  /** Stops and deletes everything. */
  close(): Promise<void>;
}

export interface TestS3ServerOptions {
  /** `flexi-test` unless given. */
  bucket?: string;
  /** false: start without the bucket (an operator who forgot to create it). */
  createBucket?: boolean;
}

/**
 * A real S3-protocol server (s3rver, objects on disk in a temporary folder) on a free local port, with one
 * bucket. s3rver lacks AbortMultipartUpload, so this server answers that request itself (it deletes the
 * upload's parts): tests can then check that a failed upload leaves no parts behind.
 */
export async function startS3Server(options: TestS3ServerOptions = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'flexi-test';
  const directory = mkdtempSync(join(tmpdir(), 'flexi-s3-'));
  const bucketDir = join(directory, bucket);
  if (options.createBucket !== false) await mkdir(bucketDir);

  const objectPath = (key: string) => `${join(bucketDir, ...key.split('/'))}${OBJECT_SUFFIX}`;
  let port = 0;
  let running: { http: Server; s3rver: S3rver } | undefined;

  const start = async () => {
    if (running) return;
    const s3rver = new S3rver({ directory, silent: true, vhostBuckets: false });
    const handle = s3rver.callback();
    const http = createServer((request, response) => {
      if (!abortMultipartUpload(request, response, bucketDir)) handle(request, response);
    });
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(port, '127.0.0.1', () => resolve());
    });
    port = (http.address() as AddressInfo).port;
    running = { http, s3rver };
  };

  const stop = async () => {
    if (!running) return;
    const { http, s3rver } = running;
    running = undefined;
    // The SDK keeps connections alive: cut them, or close() would wait for them and clients would not notice.
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    s3rver.logger.close();
  };

  await start();
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    objectKeys: async () => {
      const files = await readdir(bucketDir, { recursive: true }).catch(() => [] as string[]);
      return files
        .filter((file) => file.endsWith(OBJECT_SUFFIX) && !file.startsWith(UPLOADS_DIR))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length).split(sep).join('/'))
        .sort();
    },
    objectBytes: (key) => readFile(objectPath(key)),
    deleteObject: async (key) => {
      const base = join(bucketDir, ...key.split('/'));
      // The bytes, their md5 and their metadata, as s3rver's own delete removes them.
      await rm(objectPath(key));
      await rm(`${objectPath(key)}.md5`, { force: true });
      await rm(`${base}._S3rver_metadata.json`, { force: true });
    },
    pendingUploads: () => readdir(join(bucketDir, UPLOADS_DIR)).catch(() => []),
    createBucket: async () => {
      await mkdir(bucketDir, { recursive: true });
    },
    start,
    stop,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Answers `DELETE /<bucket>/<key>?uploadId=…` (AbortMultipartUpload) when it is one; false otherwise. */
function abortMultipartUpload(
  request: IncomingMessage,
  response: ServerResponse,
  bucketDir: string,
): boolean {
  const uploadId = new URL(request.url ?? '/', 'http://s3').searchParams.get('uploadId');
  if (request.method !== 'DELETE' || uploadId === null) return false;
  if (!/^[0-9a-f]+$/.test(uploadId)) {
    response.writeHead(400).end();
    return true;
  }
  request.resume();
  rm(join(bucketDir, UPLOADS_DIR, uploadId), { recursive: true }).then(
    () => response.writeHead(204).end(),
    () =>
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>'),
  );
  return true;
}
