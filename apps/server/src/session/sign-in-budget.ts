import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';

const ACCOUNT_FIELD = 'signInAccountField';

export type AccountField = 'username' | 'email';

/**
 * Puts a sign-in operation on the per-account budget too, keyed by this field of its input (REST body or
 * the GraphQL `input` argument), whichever address the attempts come from.
 */
export const AccountBudget = (field: AccountField): MethodDecorator => SetMetadata(ACCOUNT_FIELD, field);

/**
 * The account an attempt is aimed at, normalised as the lookup treats it (trimmed, any letter case), or
 * undefined when the operation has no account budget or the field is not a non-empty string (validation,
 * which runs after guards, then refuses the request).
 */
export function accountOf(context: ExecutionContext, reflector: Reflector): string | undefined {
  const field = reflector.get<AccountField | undefined>(ACCOUNT_FIELD, context.getHandler());
  if (!field) return undefined;
  const input =
    context.getType<GqlContextType>() === 'graphql'
      ? GqlExecutionContext.create(context).getArgs<{ input?: unknown }>().input
      : context.switchToHttp().getRequest<{ body?: unknown }>().body;
  const value = (input as Record<string, unknown> | null | undefined)?.[field];
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return `${field}:${value.trim().toLowerCase()}`;
}
