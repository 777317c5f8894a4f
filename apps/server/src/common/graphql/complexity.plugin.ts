import { Plugin } from '@nestjs/apollo';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getVariableValues, GraphQLError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_COMPLEXITY = 1000;

/** Refuses operations whose estimated cost is too high, before any resolver runs. */
@Plugin()
export class ComplexityPlugin implements ApolloServerPlugin {
  constructor(private readonly schemaHost: GraphQLSchemaHost) {}

  requestDidStart(): Promise<GraphQLRequestListener<object>> {
    const { schema } = this.schemaHost;
    return Promise.resolve({
      didResolveOperation({ request, document, operation }) {
        // Invalid variables: Apollo reports them itself, as BAD_USER_INPUT, when it coerces them next.
        const variables = getVariableValues(
          schema,
          operation?.variableDefinitions ?? [],
          request.variables ?? {},
        );
        if (variables.errors) return Promise.resolve();
        let complexity: number;
        try {
          complexity = getComplexity({
            schema,
            operationName: request.operationName,
            query: document,
            variables: request.variables,
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
        } catch {
          // The estimator gives up on what it cannot measure, e.g. past its own limit of 10,000 fields.
          throw tooComplex(`Query is too large to estimate. The maximum allowed is ${MAX_QUERY_COMPLEXITY}.`);
        }
        if (complexity > MAX_QUERY_COMPLEXITY) {
          throw tooComplex(
            `Query is too complex: ${complexity}. The maximum allowed is ${MAX_QUERY_COMPLEXITY}.`,
          );
        }
        return Promise.resolve();
      },
    });
  }
}

const tooComplex = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
