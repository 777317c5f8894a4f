import {
  type DocumentNode,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { depthLimitRule } from './depth-limit.rule';

export const WS_SUBSCRIPTIONS_ONLY =
  'Only subscriptions are served over WebSocket (the graphql-ws protocol); send queries and mutations to /graphql over HTTP.';

/**
 * What graphql-ws runs before an operation on /graphql. Nest serves graphql-ws outside Apollo, so none of
 * Apollo's plugins or options apply there: the cost estimate and limit, the writer's query budget, the
 * sign-in rate limits that read the client's address, the operation metrics, the parser's token limit. So the
 * socket serves subscriptions only, as the HTTP endpoint serves everything else (and refuses subscriptions:
 * HttpSubscriptionsPlugin), and a subscription is held to the same token and depth limits as over HTTP. Its
 * refusals carry the codes Apollo gives the same refusals over HTTP.
 */
export function wsOperationChecks(limits: { maxTokens: number; maxDepth: number }) {
  const rules = [...specifiedRules, depthLimitRule(limits.maxDepth)];
  return {
    /** Refuses, as an error on that operation alone, what is not a subscription or cannot be read as one. */
    onSubscribe: (_ctx: unknown, _id: string, payload: SubscribePayload): GraphQLError[] | undefined => {
      let document: DocumentNode;
      try {
        document = parse(payload.query, { maxTokens: limits.maxTokens });
      } catch (error) {
        return [
          withCode(
            error instanceof GraphQLError ? error : new GraphQLError(String(error)),
            'GRAPHQL_PARSE_FAILED',
          ),
        ];
      }
      const operation = getOperationAST(document, payload.operationName);
      if (!operation) {
        return [
          new GraphQLError(unresolvedOperation(document, payload.operationName), {
            extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
          }),
        ];
      }
      if (operation.operation !== OperationTypeNode.SUBSCRIPTION) {
        return [new GraphQLError(WS_SUBSCRIPTIONS_ONLY, { extensions: { code: 'BAD_REQUEST' } })];
      }
      // graphql-ws parses it again (a subscription's document, once per subscription) and validates it below.
      return undefined;
    },
    // graphql-ws's own option: Nest's type for these options leaves it out, but passes them all to graphql-ws
    // (GqlSubscriptionService). The depth test in schema.e2e-spec.ts fails if an upgrade stops doing so.
    validate: (schema: GraphQLSchema, document: DocumentNode) =>
      validate(schema, document, rules).map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED')),
  };
}

/** Why no operation of `document` can be run, in graphql-js's words (what Apollo answers over HTTP). */
function unresolvedOperation(document: DocumentNode, operationName: string | null | undefined): string {
  if (operationName) return `Unknown operation named "${operationName}".`;
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.length === 0
    ? 'Must provide an operation.'
    : 'Must provide operation name if query contains multiple operations.';
}

/** `error` with `code` in its extensions, as Apollo sets it on the same error over HTTP. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}
