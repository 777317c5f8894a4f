import {
  type ApolloServerPlugin,
  type GraphQLRequestListener,
  type GraphQLResponse,
  HeaderMap,
} from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { estimatedCostOf } from 'src/common/graphql/complexity.plugin';
import type { GraphqlContext } from 'src/common/graphql/graphql-context';
import { MESSAGES } from 'src/common/messages';
import { type CostCharge, callerOf, type QueryCost, QueryCostBudget } from './query-cost-budget';
import { QUERY_COST_ERRORS } from './query-cost.errors';

/**
 * Charges each operation's estimated cost (ComplexityPlugin's) to its caller's budget once the operation is
 * resolved and before it runs, refuses it past the budget (429 with Retry-After), and reports the cost in
 * every answer as `extensions.cost`, error answers included.
 */
@Plugin()
export class QueryCostPlugin implements ApolloServerPlugin {
  constructor(private readonly budget: QueryCostBudget) {}

  requestDidStart(): Promise<GraphQLRequestListener<object>> {
    const budget = this.budget;
    let charged: QueryCost | undefined;
    return Promise.resolve({
      // After every plugin's didResolveOperation (the estimate, the depth and transport checks), so a
      // refused operation is never charged; a response returned here replaces execution.
      async responseForOperation({ contextValue }) {
        const charge = await budget.charge(callerOfContext(contextValue), estimatedCostOf(contextValue) ?? 0);
        charged = charge.cost;
        return charge.accepted ? null : refusal(charge);
      },
      async willSendResponse({ contextValue, response }) {
        const cost =
          charged ?? (await budget.report(callerOfContext(contextValue), estimatedCostOf(contextValue) ?? 0));
        const { body } = response;
        const result = body.kind === 'single' ? body.singleResult : body.initialResult;
        result.extensions = { ...result.extensions, cost };
      },
    });
  }
}

function callerOfContext(contextValue: object): string {
  const { req } = contextValue as GraphqlContext;
  return callerOf(req.headers.authorization, req.ip);
}

function refusal({ cost, retryAfterSeconds }: CostCharge): GraphQLResponse {
  const { code, graphql, status } = QUERY_COST_ERRORS.RateLimited;
  return {
    http: { status, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
    body: {
      kind: 'single',
      singleResult: {
        errors: [
          {
            message: MESSAGES.graphqlBudgetSpent(cost.requested, cost.remaining, retryAfterSeconds),
            extensions: { code: graphql, reason: code, retryAfter: retryAfterSeconds },
          },
        ],
      },
    },
  };
}
