import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
// nestjs-pino's loggers (nest-logger.ts) read the request's logger from this store.
import { Store, storage } from 'nestjs-pino/storage';
import type { Logger } from 'pino';

/**
 * Fastify's onRequest hook that gives Nest's loggers the request they run in: whatever a service logs while
 * serving it goes through Fastify's own child logger for the request, so it carries the request's `reqId`
 * like the request line does. (nestjs-pino's LoggerModule did this through a Nest middleware, which made a
 * second child logger per request and ran @fastify/middie: see docs/decisions/0146-request-logger-hook.md.)
 */
export function bindRequestLogger(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  reply.header('x-request-id', request.id);
  storage.run(new Store(request.log as Logger), done);
}
