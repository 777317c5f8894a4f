import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { GraphQLError, OperationTypeNode } from 'graphql';

/**
 * Apollo would run a subscription sent over HTTP as a query, calling the event mapper with no event: refuse it
 * with a pointer to graphql-ws, where subscriptions are served (Nest runs those outside Apollo's plugins).
 */
@Plugin()
export class HttpSubscriptionsPlugin implements ApolloServerPlugin {
  requestDidStart(): Promise<GraphQLRequestListener<object>> {
    return Promise.resolve({
      didResolveOperation({ operation }) {
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return Promise.resolve();
        throw new GraphQLError(
          'Subscriptions are served over WebSocket (the graphql-ws protocol) on /graphql, not over HTTP.',
          { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
        );
      },
    });
  }
}
