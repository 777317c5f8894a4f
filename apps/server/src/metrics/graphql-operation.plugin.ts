import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import type { GraphqlContext } from 'src/common/graphql/graphql-context';
import { rememberOperation } from './graphql-operation';

/** Notes which operation an HTTP request resolved to, for the request duration metric. */
@Plugin()
export class GraphqlOperationPlugin implements ApolloServerPlugin<GraphqlContext> {
  requestDidStart(): Promise<GraphQLRequestListener<GraphqlContext>> {
    return Promise.resolve({
      didResolveOperation({ contextValue, operation }) {
        // HTTP requests only: a subscription's context holds no Fastify request.
        if (operation && contextValue.reply) rememberOperation(contextValue.req, operation);
        return Promise.resolve();
      },
    });
  }
}
