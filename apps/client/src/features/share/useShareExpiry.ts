import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ShareEntryDocument } from '@/features/share/graphql/share.generated';
import { failureText } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

export type ShareExpiryOutcome =
  | { ok: true; expiresAt: string | null; expired: boolean }
  /** The spec §8 share texts: Failed to share: {message} or Error sharing post. */
  | { ok: false; message: string };

/**
 * Shares an entry again with a new expiry: the server renews an expired link or changes a live one's expiry
 * (`days: null` makes it last until revoked).
 */
export function useShareExpiry() {
  const [mutate, { loading }] = useMutation(ShareEntryDocument);

  const setExpiry = useCallback(
    async (entryId: string, days: number | null): Promise<ShareExpiryOutcome> => {
      try {
        // An explicit null: left out, the server would keep the link's current expiry.
        const { data } = await mutate({ variables: { entryId, expiresInDays: days } });
        if (!data) return { ok: false, message: MESSAGES.shareError };
        return { ok: true, expiresAt: data.shareEntry.expiresAt ?? null, expired: data.shareEntry.expired };
      } catch (error) {
        return { ok: false, message: failureText(error, MESSAGES.shareFailed, MESSAGES.shareError) };
      }
    },
    [mutate],
  );

  return { setExpiry, saving: loading };
}
