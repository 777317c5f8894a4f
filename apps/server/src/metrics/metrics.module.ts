import { Global, Module } from '@nestjs/common';
import { GraphqlOperationPlugin } from './graphql-operation.plugin';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';
import { OpenSubscriptions } from './open-subscriptions';

/**
 * The instance's Prometheus metrics; any module may inject `Metrics` to count what it does, and
 * `OpenSubscriptions` to count (and bound) a subscription.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, OpenSubscriptions, GraphqlOperationPlugin],
  exports: [Metrics, OpenSubscriptions],
})
export class MetricsModule {}
