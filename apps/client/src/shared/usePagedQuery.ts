import { NetworkStatus } from '@apollo/client';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { appendPage } from '@/shared/paging';

/** What a paged list query answers under its field: a page of items and whether another follows. */
interface ListPage {
  items: readonly unknown[];
  hasMore: boolean;
}

/** The fields of a query's answer that hold a page. */
type PageField<TData> = { [K in keyof TData]: TData[K] extends ListPage ? K : never }[keyof TData];

type ItemOf<TData, TField extends keyof TData> = TData[TField] extends { items: ReadonlyArray<infer TItem> }
  ? TItem
  : never;

type PageOf<TData, TField extends keyof TData> = ListPage & { items: Array<ItemOf<TData, TField>> };

/** The variables every paged list query takes. */
interface PageVariables extends OperationVariables {
  limit: number;
  offset: number;
}

export interface PagedQueryOptions<TData, TVariables, TField extends keyof TData> {
  /** The field of the answer that holds the page (`conversations`, `myShares`, `searchEntries`). */
  field: TField;
  /** The first page's variables (offset 0); later pages change only the offset. Null: nothing to ask. */
  variables: TVariables | null;
  fetchPolicy: 'cache-and-network' | 'network-only';
  /** What identifies an item, so that one repeated at the seam of two pages is shown once. */
  keyOf: (item: ItemOf<TData, TField>) => string;
  /** The text to show for a page that could not be fetched. */
  errorText: (error: unknown) => string;
}

export interface PagedList<TItem, TVariables = unknown> {
  items: TItem[];
  /** The variables of the page on screen (null when none is). */
  itemsFor: TVariables | null;
  /** The first page of these variables is loading. */
  loading: boolean;
  /** The first page could not be fetched and nothing is shown: its text. A failed refresh keeps the list. */
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Appends the next page; answers the failure text when it could not be fetched, else null. */
  loadMore: () => Promise<string | null>;
}

/**
 * A list the server answers a page at a time (offset and limit), with "Load more": the one paging hook of the
 * client (History, Shared links, Search). Pages live under the first page's cache entry, so the list grows in
 * place and every cache update (a rename, a revoke) shows in it.
 */
export function usePagedQuery<
  TData,
  TVariables extends PageVariables,
  TField extends PageField<TData> & string,
>(
  query: TypedDocumentNode<TData, TVariables>,
  { field, variables, fetchPolicy, keyOf, errorText }: PagedQueryOptions<TData, TVariables, TField>,
): PagedList<ItemOf<TData, TField>, TVariables> {
  const { data, loading, error, networkStatus, fetchMore } = useQuery<TData, TVariables>(
    query,
    variables ? { variables, fetchPolicy, notifyOnNetworkStatusChange: true } : skipToken,
  );
  const page = data?.[field] as PageOf<TData, TField> | undefined;

  // While the first page of new variables loads (a search term refined), the page before it stays on screen;
  // asking nothing (null variables) clears it.
  const [shown, setShown] = useState(page && variables ? { page, variables } : null);
  if (page && variables && page !== shown?.page) setShown({ page, variables });
  if (!variables && shown) setShown(null);
  const visible = page && variables ? { page, variables } : loading ? shown : null;
  // The rows shown are the next offset: one removed here (revoked, deleted) is gone on the server too.
  const loaded = visible?.page.items.length ?? 0;

  const loadMore = useCallback(async (): Promise<string | null> => {
    try {
      await fetchMore({
        variables: { offset: loaded } as Partial<TVariables>,
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous[field] as PageOf<TData, TField>;
          const next = fetchMoreResult[field] as PageOf<TData, TField>;
          return {
            ...fetchMoreResult,
            [field]: { ...next, items: appendPage(before.items, next.items, keyOf) },
          };
        },
      });
      return null;
    } catch (failure) {
      return errorText(failure);
    }
  }, [fetchMore, loaded, field, keyOf, errorText]);

  return {
    items: visible?.page.items ?? [],
    itemsFor: visible?.variables ?? null,
    loading: loading && !page,
    error: error && !visible ? errorText(error) : null,
    hasMore: visible?.page.hasMore ?? false,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore,
  };
}
