import { useCallback, useEffect, useRef, useState } from 'react';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { SearchEntriesDocument } from '@/features/search/graphql/search.generated';
import type { SearchResultItemFragment } from '@/features/search/graphql/search.generated';
import { MESSAGES, SEARCH_DEBOUNCE_MS } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';

/** Results asked for per search. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * idle: no term; waiting: typing (debounce running); loading: call made; loadingMore: the next page asked
 * for; done or error: answered.
 */
export type SearchStatus = 'idle' | 'waiting' | 'loading' | 'loadingMore' | 'done' | 'error';

/** The spec's texts (§8): the server's reason when it gave one, else a network failure. */
function searchErrorText(error: unknown): string {
  const reason = graphQLErrorMessage(error);
  return reason === undefined ? MESSAGES.searchError : MESSAGES.searchFailed(reason);
}

// One entry can be found as your words and as the reply (`prompt`, `response`): the kind is in the key.
const resultKey = (result: SearchResultItemFragment) =>
  [result.type, result.entryId, result.noteId, result.fileId].join(':');

function statusOf(
  typed: string,
  searched: string,
  list: PagedList<unknown>,
  moreError: string | null,
): SearchStatus {
  if (!typed) return 'idle';
  if (typed !== searched) return 'waiting';
  if (list.loading) return 'loading';
  if (list.loadingMore) return 'loadingMore';
  return list.error || moreError ? 'error' : 'done';
}

/**
 * Debounced search (spec §4): an empty term clears the results without a call; otherwise one call is made
 * once the term has not changed for 300 ms. Only the latest term's answer is shown; the results on screen stay
 * while the next term is typed and fetched.
 */
export function useSearch() {
  const [term, setTermValue] = useState('');
  // The term asked for, once the debounce has run; empty: nothing asked.
  const [searched, setSearched] = useState('');
  // A next page that failed: its text (the results shown stay).
  const [moreError, setMoreError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Bumped on every keystroke: a failed next page is reported only while its number is still the latest.
  const generation = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const list = usePagedQuery(SearchEntriesDocument, {
    field: 'searchEntries',
    variables: searched ? { term: searched, limit: SEARCH_PAGE_SIZE, offset: 0 } : null,
    fetchPolicy: 'network-only',
    keyOf: resultKey,
    errorText: searchErrorText,
  });
  const status = statusOf(term.trim(), searched, list, moreError);

  const setTerm = useCallback((value: string) => {
    setTermValue(value);
    setMoreError(null);
    clearTimeout(timer.current);
    generation.current += 1;
    const query = value.trim();
    if (!query) setSearched('');
    else timer.current = setTimeout(() => setSearched(query), SEARCH_DEBOUNCE_MS);
  }, []);

  const { hasMore, loadMore: loadNextPage } = list;
  /** The next page of the results shown (none while another call runs). */
  const loadMore = useCallback(() => {
    if (!hasMore || status !== 'done') return;
    const request = generation.current;
    void loadNextPage().then((failure) => {
      if (failure && request === generation.current) setMoreError(failure);
    });
  }, [hasMore, status, loadNextPage]);

  return {
    term,
    setTerm,
    loadMore,
    status,
    results: list.items,
    /** The spec's error text (§8), when status is error. */
    error: moreError ?? list.error,
    /** The term the results are for. */
    searchedTerm: list.itemsFor?.term ?? '',
    /** Whether the server has more results than are shown. */
    hasMore,
  };
}
