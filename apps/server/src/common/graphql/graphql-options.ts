import type { ApolloDriverConfig } from '@nestjs/apollo';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLFormattedError } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import type { AppEnv } from 'src/config/env';
import { MESSAGES } from 'src/common/messages';

export const MAX_QUERY_DEPTH = 10;

/** A last guard: whatever reaches the client as an internal error carries no internal detail. */
function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR') {
    return { message: MESSAGES.internal, path: formatted.path, extensions: { code } };
  }
  const {
    stacktrace: _stacktrace,
    originalError: _originalError,
    ...extensions
  } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

export function graphqlOptions(env: AppEnv): Omit<ApolloDriverConfig, 'driver'> {
  return {
    path: '/graphql',
    // The schema file in libs/schema is written by `schema:emit`, never by a running server.
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: true,
    plugins: [ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })],
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    hideSchemaDetailsFromClientErrors: env.isProduction,
    includeStacktraceInErrorResponses: false,
    validationRules: [depthLimit(MAX_QUERY_DEPTH)],
    context: (req: unknown, reply: unknown) => ({ req, reply }),
    formatError,
  };
}
