import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RegisterDocument } from '@/features/auth/graphql/auth.generated';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import type { RegisterInput } from '@/gql/graphql';
import { MESSAGES } from '@/shared/messages';

export type RegisterOutcome = { ok: true } | { ok: false; message: string };

/** Creates an account. Failures come back as the server's message, else the spec's generic text. */
export function useRegister() {
  const [mutate, { loading }] = useMutation(RegisterDocument);

  const register = useCallback(
    async (input: RegisterInput): Promise<RegisterOutcome> => {
      try {
        await mutate({ variables: { input } });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: graphQLErrorMessage(error) || MESSAGES.registerError };
      }
    },
    [mutate],
  );

  return { register, loading };
}
