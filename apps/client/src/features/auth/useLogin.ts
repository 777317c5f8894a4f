import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LoginDocument } from '@/features/auth/graphql/auth.generated';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { setToken } from '@/features/session/token-storage';
import type { LoginInput } from '@/gql/graphql';
import { MESSAGES } from '@/shared/messages';

export type LoginOutcome = { ok: true } | { ok: false; message: string };

/** Logs in and, on success, keeps the token. Failures come back as the spec's user-facing text. */
export function useLogin() {
  const [mutate, { loading, client }] = useMutation(LoginDocument);

  const login = useCallback(
    async (input: LoginInput): Promise<LoginOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const token = data?.login.token;
        if (!token) return { ok: false, message: MESSAGES.loginFailed(data?.login.message) };
        // Nothing cached for a previous user may leak into this session.
        await client.clearStore();
        setToken(token);
        return { ok: true };
      } catch (error) {
        const reason = graphQLErrorMessage(error);
        return {
          ok: false,
          message: reason === undefined ? MESSAGES.loginError : MESSAGES.loginFailed(reason),
        };
      }
    },
    [mutate, client],
  );

  return { login, loading };
}
