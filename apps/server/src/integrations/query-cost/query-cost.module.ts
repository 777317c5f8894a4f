import { Module } from '@nestjs/common';
import { REDIS, type RedisClient } from 'src/redis/redis-client';
import { COST_COUNTER, type CostCounter } from './cost-counter';
import { InMemoryCostCounter } from './in-memory-cost-counter';
import { QueryCostBudget } from './query-cost-budget';
import { QueryCostPlugin } from './query-cost.plugin';
import { RedisCostCounter } from './redis-cost-counter';

/** GraphQL query cost: reported in every answer (`extensions.cost`) and budgeted per caller per minute. */
@Module({
  providers: [
    {
      provide: COST_COUNTER,
      inject: [REDIS],
      useFactory: (redis: RedisClient | null): CostCounter =>
        redis ? new RedisCostCounter(redis) : new InMemoryCostCounter(),
    },
    QueryCostBudget,
    QueryCostPlugin,
  ],
  exports: [QueryCostBudget],
})
export class QueryCostModule {}
