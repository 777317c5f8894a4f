import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearUserDrafts } from '@/features/drafts/draft-storage';
import { forgetEverythingKept } from '@/features/offline/forget-device-copies';
import { DeleteAccountDocument } from '@/features/profile/graphql/profile.generated';
import { endSession } from '@/features/session/useLogout';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

/**
 * Deletes the account. On success the session ends here too (token, drafts, cache) and the login view says
 * the account was deleted; a refusal (a wrong password) answers its message and changes nothing.
 */
export function useDeleteAccount(username: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(DeleteAccountDocument);

  const deleteAccount = useCallback(
    async (password: string): Promise<{ ok: true } | { ok: false; message: string }> => {
      try {
        const { data } = await mutate({ variables: { password } });
        if (!data?.deleteAccount) return { ok: false, message: MESSAGES.accountDeleteError };
      } catch (error) {
        return { ok: false, message: graphQLErrorMessage(error) || MESSAGES.accountDeleteError };
      }
      // The drafts belong to an account that no longer exists: a new one with the same name must not see them.
      clearUserDrafts(username);
      forgetEverythingKept(username);
      await endSession(client, navigate, { notice: MESSAGES.accountDeleted });
      return { ok: true };
    },
    [client, mutate, navigate, username],
  );

  return { deleteAccount, deleting: loading };
}
