import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphqlContext, SubscriptionSocket } from 'src/common/graphql/graphql-context';
import type { AuthUser } from './auth-user';

export type RequestWithUser = FastifyRequest & { user?: AuthUser };

/**
 * The HTTP request behind a REST call or a GraphQL operation; for a subscription, a request-like object with
 * its connection's credentials, and the connection's socket.
 */
export function requestOf(context: ExecutionContext): {
  req: RequestWithUser;
  reply?: FastifyReply;
  socket?: SubscriptionSocket;
} {
  if (context.getType<GqlContextType>() === 'graphql') {
    const gql = GqlExecutionContext.create(context).getContext<GraphqlContext>();
    return { req: gql.req, reply: gql.reply, socket: gql.socket };
  }
  const http = context.switchToHttp();
  return { req: http.getRequest<RequestWithUser>(), reply: http.getResponse<FastifyReply>() };
}
