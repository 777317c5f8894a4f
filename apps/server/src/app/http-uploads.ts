import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import processRequest from 'graphql-upload/processRequest.mjs';
import { MESSAGES } from 'src/common/messages';
import type { AppEnv } from 'src/config/env';

const GRAPHQL_PATH = '/graphql';
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
  // A refused upload (too large, wrong type, no token) is not read to its end: closing the connection after
  // the answer stops the client from sending the rest, instead of draining it.
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete && request.isMultipart()) reply.header('connection', 'close');
    return payload;
  });
  fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH || !request.isMultipart()) return;
    // Without the header Apollo refuses the request next, before we have read (and stored) any of it.
    if (!PREFLIGHT_HEADERS.some((header) => request.headers[header])) return;
    try {
      request.body = await processRequest(request.raw, reply.raw, {
        maxFileSize: env.uploadMaxBytes,
        maxFiles: 1,
        maxFieldSize: env.jsonBodyLimitBytes,
      });
    } catch (error) {
      return reply.code(statusOf(error)).send(graphqlError(error, env));
    }
  });
}

/** A multipart request that is not a valid GraphQL multipart request, in GraphQL's error shape. */
function graphqlError(error: unknown, env: AppEnv) {
  const tooLarge = statusOf(error) === 413;
  const message = tooLarge
    ? MESSAGES.fileTooLarge(env.uploadMaxBytes)
    : error instanceof Error
      ? error.message
      : MESSAGES.uploadInterrupted;
  return { errors: [{ message, extensions: { code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] };
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
}
