import type { FastifyReply, FastifyRequest } from 'fastify';

/** What is needed of a subscription's graphql-ws socket: whether it is open, closing it, hearing that it closed. */
export interface SubscriptionSocket {
  /** The WebSocket's state: CONNECTING 0, OPEN 1, CLOSING 2, CLOSED 3. */
  readonly readyState: number;
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
