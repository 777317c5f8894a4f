import { Plugin } from '@nestjs/apollo';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { type DocumentNode, getVariableValues, GraphQLError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_COMPLEXITY = 1000;

// Apollo keeps each parsed document (its document store), so the same query text is the same DocumentNode
// from one request to the next: its cost is estimated once per operation and set of variables. The estimate
// reads booleans (@include, @skip) and numbers (page sizes, if a field's cost ever follows one), never a string,
// so strings are left out of the key: a message sent with continueConversation is estimated once, not once per
// message. Bounded: a few sets of variables per document, short ones only.
const CACHED_VARIABLE_SETS = 16;
const CACHED_VARIABLES_MAX_LENGTH = 200;
const estimates = new WeakMap<DocumentNode, Map<string, number>>();
// Each request's estimate, by its context object, for whoever reports or budgets it (extensions.cost).
const requestCosts = new WeakMap<object, number>();

/** The estimated cost of the request whose context this is; undefined before (or without) an operation. */
export function estimatedCostOf(contextValue: object): number | undefined {
  return requestCosts.get(contextValue);
}

/** Refuses operations whose estimated cost is too high, before any resolver runs. */
@Plugin()
export class ComplexityPlugin implements ApolloServerPlugin {
  constructor(private readonly schemaHost: GraphQLSchemaHost) {}

  requestDidStart(): Promise<GraphQLRequestListener<object>> {
    const { schema } = this.schemaHost;
    return Promise.resolve({
      didResolveOperation({ request, document, operation, contextValue }) {
        const key = cacheKey(request.operationName, request.variables);
        let known = estimates.get(document);
        let complexity = key === null ? undefined : known?.get(key);
        if (complexity === undefined) {
          // Invalid variables: Apollo reports them itself, as BAD_USER_INPUT, when it coerces them next.
          const variables = getVariableValues(
            schema,
            operation?.variableDefinitions ?? [],
            request.variables ?? {},
          );
          if (variables.errors) return Promise.resolve();
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
            throw tooComplex(
              `Query is too large to estimate. The maximum allowed is ${MAX_QUERY_COMPLEXITY}.`,
            );
          }
          if (key !== null) {
            if (!known) estimates.set(document, (known = new Map<string, number>()));
            if (known.size >= CACHED_VARIABLE_SETS) known.delete(known.keys().next().value as string);
            known.set(key, complexity);
          }
        }
        requestCosts.set(contextValue, complexity);
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

/**
 * The operation and its variables as a cache key, strings written as their type only (see above); null when
 * too long, or too deep to write out.
 */
function cacheKey(operationName: string | null | undefined, variables: object | undefined): string | null {
  try {
    const key = `${operationName ?? ''} ${JSON.stringify(variables ?? {}, withoutStrings)}`;
    return key.length <= CACHED_VARIABLES_MAX_LENGTH ? key : null;
  } catch {
    // Nested thousands deep: getVariableValues refuses those below, as before.
    return null;
  }
}

const tooComplex = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

const withoutStrings = (_key: string, value: unknown) => (typeof value === 'string' ? '' : value);
