import { z } from 'zod';

// The largest cost one operation may have (MAX_QUERY_COMPLEXITY in complexity.plugin.ts): a budget below it
// would refuse such an operation in every minute, however long the caller waited.
const LARGEST_OPERATION_COST = 1000;

/** What GraphQL callers may spend. */
export const graphqlVariables = z.object({
  GRAPHQL_COST_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(
      LARGEST_OPERATION_COST,
      `must be at least ${LARGEST_OPERATION_COST}, the largest cost of one operation`,
    )
    .default(100_000)
    .describe(
      'GraphQL cost (`extensions.cost`) one caller (a session or token, else an address) may spend per minute, counted across instances in Redis when `REDIS_URL` is set; past it, 429 `RATE_LIMITED`',
    ),
});

export function graphqlSettings(env: z.output<typeof graphqlVariables>) {
  return {
    graphqlCostPerMinute: env.GRAPHQL_COST_PER_MINUTE,
  };
}
