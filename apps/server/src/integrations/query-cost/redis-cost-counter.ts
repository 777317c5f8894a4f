import { Logger } from '@nestjs/common';
import type { RedisClient } from 'src/redis/redis-client';
import type { CostCount, CostCounter } from './cost-counter';
import { InMemoryCostCounter } from './in-memory-cost-counter';

// Read, compare and add in one step on the server, so two instances charging one caller at once cannot both
// pass the limit, and a refused charge is not counted. The key outlives its window by a window.
const CHARGE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if cost == 0 then return {used, 1} end
if used + cost > tonumber(ARGV[2]) then return {used, 0} end
used = redis.call('INCRBY', KEYS[1], cost)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {used, 1}
`;
const KEY_TTL_MS = 120_000;

interface ChargeCommand {
  flexiChargeCost(key: string, cost: number, limit: number, ttlMs: number): Promise<[number, number]>;
}

/**
 * Counts in Redis, shared by every instance: one round trip per operation (EVALSHA; ioredis sends the script
 * itself the first time). While Redis cannot be reached each instance counts on its own, as it does without
 * REDIS_URL, and says so once per outage: the budget is a fairness limit, not a lock, and GraphQL keeps
 * answering.
 */
export class RedisCostCounter implements CostCounter {
  private readonly logger = new Logger('QueryCost');
  private readonly fallback = new InMemoryCostCounter();
  private down = false;

  constructor(private readonly redis: RedisClient) {
    redis.defineCommand('flexiChargeCost', { numberOfKeys: 1, lua: CHARGE_SCRIPT });
  }

  async count(caller: string, cost: number, limit: number, window: number): Promise<CostCount> {
    try {
      const [used, accepted] = await (this.redis as unknown as ChargeCommand).flexiChargeCost(
        `graphql-cost:${window}:${caller}`,
        cost,
        limit,
        KEY_TTL_MS,
      );
      if (this.down) {
        this.down = false;
        this.logger.log('Query costs are counted in Redis again');
      }
      return { used, accepted: accepted === 1 };
    } catch (error) {
      if (!this.down) {
        this.down = true;
        this.logger.warn(
          `Query costs cannot be counted in Redis (${error instanceof Error ? error.message : String(error)}); ` +
            'counting on this instance meanwhile',
        );
      }
      return this.fallback.count(caller, cost, limit, window);
    }
  }
}
