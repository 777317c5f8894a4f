import type { FastifyReply, FastifyRequest } from 'fastify';

/** What is needed of a subscription's graphql-ws socket: closing it, and hearing that it closed. */
export interface SubscriptionSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/** What every resolver sees as its context; `req.user` is set by the JWT guard. */
export interface GraphqlContext {
  req: FastifyRequest;
  reply?: FastifyReply;
  /** A subscription's graphql-ws connection: closed when its credentials end. */
  socket?: SubscriptionSocket;
}
