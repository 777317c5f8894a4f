import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { COST_COUNTER, type CostCounter } from './cost-counter';

export const COST_WINDOW_MS = 60_000;

/** What every GraphQL answer carries as `extensions.cost`. */
export interface QueryCost {
  /** The operation's estimated cost (0 when the request never named a valid operation). */
  requested: number;
  /** The caller's budget per minute (GRAPHQL_COST_PER_MINUTE). */
  limit: number;
  /** What is left of it this minute, after this operation. */
  remaining: number;
  /** When the next minute's budget starts (ISO-8601). */
  resetAt: string;
}

export interface CostCharge {
  cost: QueryCost;
  accepted: boolean;
  /** Seconds until the budget starts again (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/** Who spends: the credential sent (a session or an access token alike), else the client's address. */
export function callerOf(authorization: string | undefined, address: string): string {
  // Hashed: the counts, in memory or in Redis, hold no token and no address.
  const who = authorization ? `authorization ${authorization}` : `address ${address}`;
  return createHash('sha256').update(who).digest('base64url');
}

/** Each caller's GraphQL budget per minute (a fixed window on the clock's minutes, shared by instances). */
@Injectable()
export class QueryCostBudget {
  constructor(
    @Inject(COST_COUNTER) private readonly counter: CostCounter,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  /** Spends `requested` when it fits in what is left this minute; `accepted` says whether it did. */
  async charge(caller: string, requested: number, now = Date.now()): Promise<CostCharge> {
    const limit = this.env.graphqlCostPerMinute;
    const window = Math.floor(now / COST_WINDOW_MS);
    const resetAt = (window + 1) * COST_WINDOW_MS;
    const { used, accepted } = await this.counter.count(caller, requested, limit, window);
    return {
      cost: {
        requested,
        limit,
        remaining: Math.max(0, limit - used),
        resetAt: new Date(resetAt).toISOString(),
      },
      accepted,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }

  /** What is left, spending nothing: for answers refused before their operation ran. */
  async report(caller: string, requested: number, now = Date.now()): Promise<QueryCost> {
    const { cost } = await this.charge(caller, 0, now);
    return { ...cost, requested };
  }
}
