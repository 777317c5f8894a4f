import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// Operation names are the caller's words: a bounded, plain name or nothing.
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/** What one answered request was, in the words of the route table and the GraphQL operation it ran. */
export interface RequestLine {
  method: string;
  route: string;
  operation?: string;
  status: number;
  durationMs: number;
}

/** The GraphQL operation a request names (POST body, multipart operations or GET query), if a plain name. */
export function operationNameOf(request: Pick<FastifyRequest, 'body' | 'query'>): string | undefined {
  const name = fieldOf(request.body, 'operationName') ?? fieldOf(request.query, 'operationName');
  return typeof name === 'string' && OPERATION_NAME.test(name) ? name : undefined;
}

/**
 * The route's pattern (`/files/:id/:name`), never the URL: paths and query strings carry ids and signatures,
 * and as a metric label every id would make a series of its own.
 */
export function routePatternOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

export function requestLine(request: FastifyRequest, reply: FastifyReply): RequestLine {
  const route = routePatternOf(request);
  return {
    method: request.method,
    route,
    operation: route === '/graphql' ? operationNameOf(request) : undefined,
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/**
 * Fastify's request logging, as one line per request when it is answered (Fastify's default is two lines,
 * with the URL and headers), through the request's logger, which carries its `reqId`.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completed line says everything.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = requestLine(request, reply);
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
