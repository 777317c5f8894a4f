import { randomUUID } from 'node:crypto';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphqlContext, SubscriptionSocket } from './graphql-context';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLFormattedError } from 'graphql';
import type { AppEnv } from 'src/config/env';
import { MESSAGES } from 'src/common/messages';
import { depthLimitRule } from './depth-limit.rule';
import { wsOperationChecks } from './ws-operations';

export const MAX_QUERY_DEPTH = 10;
// Far above any real operation (Apollo Sandbox's introspection query has a few hundred tokens, 1,000 aliased
// fields, the cost limit, about 3,000), and low enough that the recursive parser cannot be nested deep enough
// to overflow its stack (it does at about 6,000 levels; 5,000 tokens allow at most about 2,500).
export const MAX_QUERY_TOKENS = 5_000;

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

interface WsContext {
  connectionParams?: Record<string, unknown>;
  extra?: { socket?: SubscriptionSocket };
}

/**
 * HTTP operations get the Fastify request; subscriptions get a request-like object carrying the
 * `authorization` connection param as a header, so the same JWT guard checks both, and the connection's socket.
 */
function graphqlContext(first: unknown, reply?: unknown): GraphqlContext {
  const ws = first as WsContext;
  if (ws && typeof ws === 'object' && 'extra' in ws) {
    const params = ws.connectionParams ?? {};
    const authorization = params.authorization ?? params.Authorization;
    const headers = typeof authorization === 'string' ? { authorization } : {};
    return { req: { id: randomUUID(), headers } as unknown as FastifyRequest, socket: ws.extra?.socket };
  }
  return { req: first as FastifyRequest, reply: reply as FastifyReply };
}

export function graphqlOptions(env: AppEnv): Omit<ApolloDriverConfig, 'driver'> {
  return {
    path: '/graphql',
    // The schema file in libs/schema is written by `schema:emit`, never by a running server.
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: true,
    plugins: [
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
      // No operation has cache hints; Apollo's cache-control plugin would wrap every field resolver of every
      // request to collect them (about 3% of the CPU time of the history list). Answers get `no-store` from
      // registerSecurityHeaders instead.
      ApolloServerPluginCacheControlDisabled(),
    ],
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    hideSchemaDetailsFromClientErrors: env.isProduction,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    validationRules: [depthLimitRule(MAX_QUERY_DEPTH)],
    // Replies stream over graphql-ws on the same path; the token comes in the connection params. Subscriptions
    // only, under the same token and depth limits (ws-operations.ts).
    subscriptions: {
      'graphql-ws': {
        path: '/graphql',
        ...wsOperationChecks({ maxTokens: MAX_QUERY_TOKENS, maxDepth: MAX_QUERY_DEPTH }),
      },
    },
    context: graphqlContext,
    // Field resolvers (Conversation.entries) report their errors through AllExceptionsFilter like operations
    // do, so a bad cursor is NOT_FOUND and a bad page size BAD_USER_INPUT, not an internal error.
    fieldResolverEnhancers: ['filters'],
    formatError,
  };
}
