import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AccessTokensDocument,
  CreateAccessTokenDocument,
  RevokeAccessTokenDocument,
} from '@/features/access-tokens/graphql/access-tokens.generated';
import type { AccessTokenItemFragment } from '@/features/access-tokens/graphql/access-tokens.generated';
import type { AccessScope } from '@/gql/graphql';
import { failureText } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';

export type AccessTokenItem = AccessTokenItemFragment;

/** A writer has at most 50 tokens: one page holds them all. */
const FIRST_PAGE = { limit: 50, offset: 0 };

const loadErrorText = () => MESSAGES.accessTokensLoadError;
const tokenKey = (token: AccessTokenItem) => token.id;

export interface NewToken {
  name: string;
  scopes: AccessScope[];
  /** Null: never expires. */
  expiresInDays: number | null;
}

export type CreateOutcome = { ok: true; token: string } | { ok: false; message: string };

/** The writer's access tokens, newest first, fetched afresh each time the panel opens. */
export function useAccessTokens(): PagedList<AccessTokenItem> {
  return usePagedQuery(AccessTokensDocument, {
    field: 'accessTokens',
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
    keyOf: tokenKey,
    errorText: loadErrorText,
  });
}

/** Creates a token and puts it first in the list; the answer's secret is the caller's to show once. */
export function useCreateAccessToken() {
  const [mutate, { loading }] = useMutation(CreateAccessTokenDocument);

  const create = useCallback(
    async (request: NewToken): Promise<CreateOutcome> => {
      try {
        const result = await mutate({
          variables: request,
          update(cache, { data }) {
            const created = data?.createAccessToken.accessToken;
            if (!created) return;
            cache.updateQuery({ query: AccessTokensDocument, variables: FIRST_PAGE }, (current) =>
              current
                ? {
                    accessTokens: {
                      ...current.accessTokens,
                      total: current.accessTokens.total + 1,
                      items: [created, ...current.accessTokens.items],
                    },
                  }
                : current,
            );
          },
        });
        const token = result.data?.createAccessToken.token;
        return token ? { ok: true, token } : { ok: false, message: MESSAGES.accessTokenCreateError };
      } catch (error) {
        return {
          ok: false,
          message: failureText(error, MESSAGES.accessTokenCreateFailed, MESSAGES.accessTokenCreateError),
        };
      }
    },
    [mutate],
  );

  return { create, creating: loading };
}

/** Revokes a token (it stops working at once) and drops it from the list. */
export function useRevokeAccessToken() {
  const [mutate] = useMutation(RevokeAccessTokenDocument);

  return useCallback(
    async (token: AccessTokenItem): Promise<{ ok: boolean; message: string }> => {
      try {
        await mutate({
          variables: { id: token.id },
          update(cache) {
            cache.updateQuery({ query: AccessTokensDocument, variables: FIRST_PAGE }, (current) =>
              current
                ? {
                    accessTokens: {
                      ...current.accessTokens,
                      total: Math.max(0, current.accessTokens.total - 1),
                      items: current.accessTokens.items.filter((item) => item.id !== token.id),
                    },
                  }
                : current,
            );
          },
        });
        return { ok: true, message: MESSAGES.accessTokenRevoked };
      } catch (error) {
        return {
          ok: false,
          message: failureText(error, MESSAGES.accessTokenRevokeFailed, MESSAGES.accessTokenRevokeError),
        };
      }
    },
    [mutate],
  );
}
