import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import processRequest from 'graphql-upload/processRequest.mjs';
import { isError } from 'src/common/errors/is-error';
import { MESSAGES } from 'src/common/messages';
import type { AppEnv } from 'src/config/env';

const GRAPHQL_PATH = '/graphql';
// Boundaries and part headers around the file of an upload at the size limit.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
// Long enough for an upload at the size limit on a slow line; past it the connection is closed instead.
const DRAIN_TIMEOUT_MS = 15_000;
// The headers that satisfy Apollo's CSRF prevention on a "simple" request such as a multipart form.
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/**
 * Multipart bodies for both transports. @fastify/multipart's content-type parser only marks the request and
 * leaves the body unread: REST handlers stream their file part with `request.file()`, and for `/graphql`
 * graphql-upload's `processRequest` reads the body in a preValidation hook and hands Apollo the operation
 * with `Upload` values.
 */
export async function registerUploads(app: NestFastifyApplication, env: AppEnv): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      // FilesService counts the bytes itself and refuses at the limit with the user-facing message; busboy's
      // own limit, one byte later, is the backstop.
      fileSize: env.uploadMaxBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 20,
      headerPairs: 100,
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Recordings (voice entries) may be larger than uploads: a refused one is read and dropped too.
  const drainLimit = Math.max(env.uploadMaxBytes, env.transcription.maxBytes) + MULTIPART_OVERHEAD_BYTES;
  // A refused upload is not read to its end. One refused before anything read it (no token, a bad form) and
  // no larger than an accepted upload is read and dropped first: answering and closing while the client still
  // sends makes it see a reset connection instead of the answer. Anything else closes the connection after
  // the answer, which stops the client from sending the rest.
  // These hooks run on every request: callback-style, so that the requests they leave alone (all but
  // uploads) pay no promise and microtask turn for them.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete || !request.isMultipart()) return done(null, payload);
    const declared = Number(request.headers['content-length']);
    const drainable = request.raw.readableFlowing === null && declared <= drainLimit;
    const drained = drainable ? drain(request.raw, drainLimit) : Promise.resolve(false);
    drained.then(
      (complete) => {
        if (!complete) reply.header('connection', 'close');
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
  fastify.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (request.routeOptions.url !== GRAPHQL_PATH || !request.isMultipart()) return done();
    // Without the header Apollo refuses the request next, before we have read (and stored) any of it.
    if (!PREFLIGHT_HEADERS.some((header) => request.headers[header])) return done();
    void readGraphqlUpload(request, reply, env).then(
      // An answered (refused) upload goes no further: Fastify's rule for callback hooks that reply.
      (answered) => answered || done(),
      (error: Error) => done(error),
    );
  });
}

/** Reads a GraphQL multipart request into its body; answers it (and says so) when it is no valid one. */
async function readGraphqlUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  env: AppEnv,
): Promise<boolean> {
  try {
    request.body = await processRequest(request.raw, reply.raw, {
      // The operation is not known yet, so this is only the backstop for the largest upload any operation
      // takes (importJournal's zip, transcribeAudio's recording). Each consumer counts the bytes itself and
      // refuses at its own limit with its own message: uploadFile still stops at UPLOAD_MAX_BYTES
      // (FilesService), and its connection is closed after the answer (onSend above), so the rest of a
      // too-large attachment is never read.
      maxFileSize: Math.max(env.uploadMaxBytes, env.importMaxBytes, env.transcription.maxBytes),
      maxFiles: 1,
      maxFieldSize: env.jsonBodyLimitBytes,
    });
  } catch (error) {
    reply.code(statusOf(error)).send(graphqlError(error, env));
    return true;
  }
  return false;
}

/** A multipart request that is not a valid GraphQL multipart request, in GraphQL's error shape. */
function graphqlError(error: unknown, env: AppEnv) {
  const tooLarge = statusOf(error) === 413;
  const message = tooLarge
    ? MESSAGES.fileTooLarge(env.uploadMaxBytes)
    : isError(error)
      ? error.message
      : MESSAGES.uploadInterrupted;
  return { errors: [{ message, extensions: { code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] };
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
}

/**
 * Reads and drops the rest of a request body; false when it is longer than `maxBytes`, breaks off, or is not
 * in within DRAIN_TIMEOUT_MS (a client trickling bytes must not hold the connection).
 */
function drain(body: Readable, maxBytes: number): Promise<boolean> {
  return new Promise((resolve) => {
    let size = 0;
    const timer = setTimeout(() => finish(false), DRAIN_TIMEOUT_MS);
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      body.off('data', count).off('end', ended).off('error', failed).off('close', failed);
      if (!drained) body.pause();
      resolve(drained);
    };
    const count = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(false);
    };
    const ended = () => finish(true);
    const failed = () => finish(false);
    body.on('data', count).once('end', ended).once('error', failed).once('close', failed);
  });
}
