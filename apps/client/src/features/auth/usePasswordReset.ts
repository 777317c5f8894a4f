import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '@/features/auth/graphql/auth.generated';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

export type ResetOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Asks for a reset mail. The server answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetDocument);

  const requestReset = useCallback(
    async (email: string): Promise<ResetOutcome> => {
      try {
        await mutate({ variables: { input: { email } } });
        return { ok: true, message: MESSAGES.resetEmailSent };
      } catch {
        return { ok: false, message: MESSAGES.resetEmailError };
      }
    },
    [mutate],
  );

  return { requestReset, loading };
}

/** Sets a new password with the token from the mail; a refusal says why after the spec's text (e.g. an expired link). */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordDocument);

  const resetPassword = useCallback(
    async (token: string, password: string): Promise<ResetOutcome> => {
      try {
        await mutate({ variables: { input: { token, password } } });
        return { ok: true, message: MESSAGES.passwordUpdated };
      } catch (error) {
        // The spec's text first (a status containing "Error" is red, §8), then the server's reason.
        const reason = graphQLErrorMessage(error);
        return {
          ok: false,
          message: reason ? `${MESSAGES.passwordUpdateError} ${reason}` : MESSAGES.passwordUpdateError,
        };
      }
    },
    [mutate],
  );

  return { resetPassword, loading };
}
