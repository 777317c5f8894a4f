import { codesOf, defineErrors } from 'src/common/errors/error-declarations';

export const QUERY_COST_ERRORS = defineErrors({
  // Past GRAPHQL_COST_PER_MINUTE: the family of every other budget (TOO_MANY_REQUESTS), named on its own.
  RateLimited: { code: 'RATE_LIMITED', graphql: 'TOO_MANY_REQUESTS', status: 429 },
});

export const QueryCostErrorCode = codesOf(QUERY_COST_ERRORS);

declare module 'src/common/errors/error-table' {
  interface DomainErrorRegistry {
    queryCost: typeof QUERY_COST_ERRORS;
  }
}
