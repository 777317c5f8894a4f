import { Global, Module } from '@nestjs/common';
import { GraphqlOperationPlugin } from './graphql-operation.plugin';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';

/** The instance's Prometheus metrics; any module may inject `Metrics` to count what it does. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, GraphqlOperationPlugin],
  exports: [Metrics],
})
export class MetricsModule {}
