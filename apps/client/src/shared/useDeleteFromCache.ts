import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorReason } from '@/shared/graphql-error';

export interface DeleteOutcome {
  ok: boolean;
  message: string;
}

/** How a deletion's outcome is worded to the writer. */
export interface DeleteWords {
  deleted: string;
  failed: (reason: string) => string;
}

/**
 * Deletes one item by id (a review, an answer: one being written stops there) and drops it from the cache, so
 * every list showing it loses it: lists filter out the dangling reference.
 */
export function useDeleteFromCache<TData>(
  document: TypedDocumentNode<TData, { id: string }>,
  typename: string,
  words: DeleteWords,
): { remove: (id: string) => Promise<DeleteOutcome>; deleting: boolean } {
  const [mutate, { loading }] = useMutation(document);

  const remove = useCallback(
    async (id: string): Promise<DeleteOutcome> => {
      try {
        await mutate({
          variables: { id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: typename, id }) });
            cache.gc();
          },
        });
        return { ok: true, message: words.deleted };
      } catch (error) {
        return { ok: false, message: words.failed(errorReason(error)) };
      }
    },
    [mutate, typename, words],
  );

  return { remove, deleting: loading };
}
