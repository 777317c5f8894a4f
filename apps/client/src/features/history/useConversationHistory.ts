import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import {
  ConversationHistoryDocument,
  DeleteConversationDocument,
  RenameConversationDocument,
} from '@/features/history/graphql/history.generated';
import type { HistoryConversationFragment } from '@/features/history/graphql/history.generated';
import { MESSAGES } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';

/** Conversations per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

const FIRST_PAGE = { limit: HISTORY_PAGE_SIZE, offset: 0 };

export interface HistoryOutcome {
  ok: boolean;
  /** The spec's text for the outcome (§8), to show as a notice. */
  message: string;
}

/** The spec's text for a history page that could not be fetched, whatever the cause. */
const loadErrorText = () => MESSAGES.conversationLoadError;
const conversationKey = (conversation: HistoryConversationFragment) => conversation.id;

/**
 * The user's conversations, most recently active first, a page at a time; with a filter, only those whose
 * title, project or topic holds it. Cached ones show at once and are refreshed from the server each time the
 * history is mounted.
 */
export function useConversationHistory(filter = ''): PagedList<HistoryConversationFragment> {
  return usePagedQuery(ConversationHistoryDocument, {
    field: 'conversations',
    variables: filter ? { ...FIRST_PAGE, filter } : FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
    keyOf: conversationKey,
    errorText: loadErrorText,
  });
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
