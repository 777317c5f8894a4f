import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { appendPage } from '@/shared/paging';
import {
  ConversationHistoryDocument,
  DeleteConversationDocument,
  RenameConversationDocument,
} from '@/features/history/graphql/history.generated';
import type { HistoryConversationFragment } from '@/features/history/graphql/history.generated';
import { MESSAGES } from '@/shared/messages';

/** Conversations per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryOutcome {
  ok: boolean;
  /** The spec's text for the outcome (§8), to show as a notice. */
  message: string;
}

export interface ConversationHistory {
  conversations: HistoryConversationFragment[];
  /** The first page is loading (nothing to show yet). */
  loading: boolean;
  /** The spec's load-failure text, or null. */
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Appends the next page; answers the failure text when it could not be fetched. */
  loadMore: () => Promise<HistoryOutcome | null>;
}

/**
 * The user's conversations, most recently active first, a page at a time. Cached ones show at once and are
 * refreshed from the server each time the history is mounted.
 */
export function useConversationHistory(): ConversationHistory {
  const { data, loading, error, networkStatus, fetchMore } = useQuery(ConversationHistoryDocument, {
    variables: { limit: HISTORY_PAGE_SIZE, offset: 0 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.conversations;
  const loaded = page?.items.length ?? 0;

  const loadMore = useCallback(async (): Promise<HistoryOutcome | null> => {
    try {
      await fetchMore({
        variables: { offset: loaded },
        // Pages live under the first page's cache entry, so the list grows in place.
        updateQuery: (previous, { fetchMoreResult }) => ({
          conversations: {
            ...fetchMoreResult.conversations,
            items: appendPage(
              previous.conversations.items,
              fetchMoreResult.conversations.items,
              (item) => item.id,
            ),
          },
        }),
      });
      return null;
    } catch {
      return { ok: false, message: MESSAGES.conversationLoadError };
    }
  }, [fetchMore, loaded]);

  return {
    conversations: page?.items ?? [],
    loading: loading && !page,
    // A failed refresh keeps showing what was already loaded.
    error: error && !page ? MESSAGES.conversationLoadError : null,
    hasMore: page?.hasMore ?? false,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore,
  };
}

/** Renames a conversation; the cache updates its title wherever it is shown. */
export function useRenameConversation() {
  const [mutate, { loading }] = useMutation(RenameConversationDocument);

  const rename = useCallback(
    async (id: string, title: string): Promise<HistoryOutcome> => {
      try {
        const { data } = await mutate({ variables: { input: { id, title } } });
        if (!data?.renameConversation) return { ok: false, message: MESSAGES.renameError };
        return { ok: true, message: MESSAGES.conversationRenamed };
      } catch {
        return { ok: false, message: MESSAGES.renameError };
      }
    },
    [mutate],
  );

  return { rename, renaming: loading };
}

/** Deletes a conversation and evicts it from the cache, so every list drops it. */
export function useDeleteConversation() {
  const [mutate, { loading }] = useMutation(DeleteConversationDocument);

  const remove = useCallback(
    async (id: string): Promise<HistoryOutcome> => {
      try {
        await mutate({
          variables: { id },
          update(cache) {
            // Lists filter out the dangling reference; gc drops its entries and opening.
            cache.evict({ id: cache.identify({ __typename: 'Conversation', id }) });
            cache.gc();
          },
        });
        return { ok: true, message: MESSAGES.conversationDeleted };
      } catch (error) {
        return { ok: false, message: graphQLErrorMessage(error) || MESSAGES.deleteError };
      }
    },
    [mutate],
  );

  return { remove, deleting: loading };
}
