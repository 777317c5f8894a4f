import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { type GraphQLResolveInfo, OperationTypeNode } from 'graphql';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { AccessScope, AuthUser } from 'src/session/auth-user';
import { ONLY_READS } from 'src/session/only-reads.decorator';
import { SESSION_ONLY } from 'src/session/session-only.decorator';
import { AccessTokenErrorCode } from './access-tokens.errors';

// The HTTP methods that only read; every other method changes something.
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The scope an operation needs, from its kind alone, so that no new operation can be forgotten: GraphQL
 * queries and subscriptions and REST GETs read; mutations and every other REST method write, unless the route
 * is marked @OnlyReads() (a search sent as a POST).
 */
export function requiredScope(context: ExecutionContext, reflector: Reflector): AccessScope {
  if (context.getType<GqlContextType>() === 'graphql') {
    const info = GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>();
    return info.operation.operation === OperationTypeNode.MUTATION ? 'WRITE' : 'READ';
  }
  const method = context.switchToHttp().getRequest<FastifyRequest>().method;
  if (READING_METHODS.has(method) || marked(ONLY_READS, context, reflector)) return 'READ';
  return 'WRITE';
}

function marked(key: string, context: ExecutionContext, reflector: Reflector): boolean {
  return (
    reflector.getAllAndOverride<boolean | undefined>(key, [context.getHandler(), context.getClass()]) === true
  );
}

/**
 * Refuses what an access token may not run: an operation marked @SessionOnly() whatever its scopes, and one
 * needing a scope the token lacks. Sessions are not checked here: they keep every right.
 */
export function assertTokenMayRun(
  context: ExecutionContext,
  reflector: Reflector,
  token: NonNullable<AuthUser['accessToken']>,
): void {
  if (marked(SESSION_ONLY, context, reflector))
    throw new DomainError(AccessTokenErrorCode.SessionRequired, MESSAGES.sessionRequired);
  const needed = requiredScope(context, reflector);
  if (!token.scopes.includes(needed)) {
    throw new DomainError(AccessTokenErrorCode.ScopeMissing, MESSAGES.accessTokenLacksScope(needed));
  }
}
