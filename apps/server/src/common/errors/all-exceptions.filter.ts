import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { GqlArgumentsHost, type GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { GraphqlContext } from 'src/common/graphql/graphql-context';
import type { ErrorTable } from './error-table';
import { toProblem } from './to-problem';

/**
 * Every error leaving a resolver or controller passes here, so both transports speak the same codes. The
 * table comes from the app, which composes it from the features' declarations.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly table: ErrorTable) {}

  catch(exception: unknown, host: ArgumentsHost): GraphQLError | void {
    if (host.getType<GqlContextType>() === 'graphql') {
      const context = GqlArgumentsHost.create(host).getContext<GraphqlContext>();
      const problem = toProblem(exception, this.table, context.req?.id);
      if (problem.retryAfterSeconds)
        void context.reply?.header('retry-after', String(problem.retryAfterSeconds));
      return new GraphQLError(problem.message, {
        extensions: { ...problem.details, code: problem.graphqlCode, reason: problem.code },
      });
    }
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const problem = toProblem(exception, this.table, request.id);
    const reply = http.getResponse<FastifyReply>();
    if (problem.retryAfterSeconds) void reply.header('retry-after', String(problem.retryAfterSeconds));
    void reply
      .status(problem.status)
      .send({ ...problem.details, message: problem.message, code: problem.code });
  }
}
