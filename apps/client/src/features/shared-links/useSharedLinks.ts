import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  MySharesDocument,
  UnshareEntryDocument,
} from '@/features/shared-links/graphql/shared-links.generated';
import type { MySharesQuery } from '@/features/shared-links/graphql/shared-links.generated';
import { failureText } from '@/shared/graphql-error';
import { markShared } from '@/features/share/mark-shared';
import { MESSAGES } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';

/** One of the user's share links as the Shared links panel lists it. */
export type SharedLinkItem = MySharesQuery['myShares']['items'][number];

/** Share links per page of the panel. */
export const SHARED_LINKS_PAGE_SIZE = 20;

const FIRST_PAGE = { limit: SHARED_LINKS_PAGE_SIZE, offset: 0 };

export interface SharedLinksOutcome {
  ok: boolean;
  message: string;
}

const loadErrorText = () => MESSAGES.sharedLinksLoadError;
const linkKey = (link: SharedLinkItem) => link.entryId;

/**
 * The user's share links, most recently shared first (expired ones included), a page at a time. Refreshed
 * from the server each time the panel opens: the Share modal may have changed an expiry since.
 */
export function useSharedLinks(): PagedList<SharedLinkItem> {
  return usePagedQuery(MySharesDocument, {
    field: 'myShares',
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
    keyOf: linkKey,
    errorText: loadErrorText,
  });
}

/** Stops sharing an entry (its link then finds nothing) and drops it from the panel's list. */
export function useRevokeSharedLink() {
  const [mutate, { loading }] = useMutation(UnshareEntryDocument);

  const revoke = useCallback(
    async (link: SharedLinkItem): Promise<SharedLinksOutcome> => {
      try {
        await mutate({
          variables: { entryId: link.entryId },
          update(cache) {
            markShared(cache, link.entryId, false);
            cache.updateQuery({ query: MySharesDocument, variables: FIRST_PAGE }, (current) =>
              current
                ? {
                    myShares: {
                      ...current.myShares,
                      total: Math.max(0, current.myShares.total - 1),
                      items: current.myShares.items.filter((item) => item.entryId !== link.entryId),
                    },
                  }
                : current,
            );
          },
        });
        return { ok: true, message: MESSAGES.linkRevoked };
      } catch (error) {
        return { ok: false, message: failureText(error, MESSAGES.revokeFailed, MESSAGES.revokeError) };
      }
    },
    [mutate],
  );

  return { revoke, revoking: loading };
}
