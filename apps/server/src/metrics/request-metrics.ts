import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { routePatternOf } from 'src/logging/request-log';
import { operationOf } from './graphql-operation';
import { Metrics } from './metrics';

/** Times every answered request into the request duration histogram. */
export function registerRequestMetrics(app: NestFastifyApplication): void {
  const { requestDuration } = app.get(Metrics);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      requestDuration.observe(
        {
          method: request.method,
          route: routePatternOf(request),
          operation: operationOf(request),
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
}
