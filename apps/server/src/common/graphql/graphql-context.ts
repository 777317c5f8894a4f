import type { FastifyReply, FastifyRequest } from 'fastify';

/** What every resolver sees as its context; `req.user` is set by the JWT guard. */
export interface GraphqlContext {
  req: FastifyRequest;
  reply?: FastifyReply;
}
