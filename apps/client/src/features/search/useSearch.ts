import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { SearchEntriesDocument } from '@/features/search/graphql/search.generated';
import type { SearchResultItemFragment } from '@/features/search/graphql/search.generated';
import { MESSAGES, SEARCH_DEBOUNCE_MS } from '@/shared/messages';

/** Results asked for per search. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * idle: no term; waiting: typing (debounce running); loading: call made; loadingMore: the next page asked
 * for; done or error: answered.
 */
export type SearchStatus = 'idle' | 'waiting' | 'loading' | 'loadingMore' | 'done' | 'error';

interface SearchState {
  status: SearchStatus;
  results: SearchResultItemFragment[];
  /** The spec's error text (§8), when status is error. */
  error: string | null;
  /** The term the results are for. */
  searchedTerm: string;
  /** Whether the server has more results than are shown. */
  hasMore: boolean;
}

const IDLE: SearchState = { status: 'idle', results: [], error: null, searchedTerm: '', hasMore: false };

/**
 * Debounced search (spec §4): an empty term clears the results without a call; otherwise one call is made
 * once the term has not changed for 300 ms. Answers to older terms are dropped.
 */
export function useSearch() {
  const client = useApolloClient();
  const [term, setTermValue] = useState('');
  const [state, setState] = useState<SearchState>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Bumped on every keystroke: an answer is used only while its number is still the latest.
  const generation = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      generation.current += 1;
    },
    [],
  );

  /** Asks for results from `offset` on; the first page replaces the results, later pages add to them. */
  const run = useCallback(
    async (query: string, request: number, offset = 0) => {
      setState((previous) => ({ ...previous, status: offset ? 'loadingMore' : 'loading', error: null }));
      try {
        const { data } = await client.query({
          query: SearchEntriesDocument,
          variables: { term: query, limit: SEARCH_PAGE_SIZE, offset },
          fetchPolicy: 'network-only',
        });
        if (request !== generation.current) return;
        const page = data?.searchEntries;
        setState((previous) => ({
          status: 'done',
          results: [...(offset ? previous.results : []), ...(page?.items ?? [])],
          error: null,
          searchedTerm: query,
          hasMore: page?.hasMore ?? false,
        }));
      } catch (error) {
        if (request !== generation.current) return;
        const reason = graphQLErrorMessage(error);
        const message = reason === undefined ? MESSAGES.searchError : MESSAGES.searchFailed(reason);
        // A failed next page keeps what is shown; a failed first page shows only the error.
        setState((previous) => ({
          status: 'error',
          results: offset ? previous.results : [],
          error: message,
          searchedTerm: query,
          hasMore: offset ? previous.hasMore : false,
        }));
      }
    },
    [client],
  );

  const setTerm = useCallback(
    (value: string) => {
      setTermValue(value);
      clearTimeout(timer.current);
      generation.current += 1;
      const query = value.trim();
      if (!query) {
        setState(IDLE);
        return;
      }
      const request = generation.current;
      // The previous results stay on screen while the user types.
      setState((previous) => ({ ...previous, status: 'waiting' }));
      timer.current = setTimeout(() => void run(query, request), SEARCH_DEBOUNCE_MS);
    },
    [run],
  );

  /** The next page of the results shown (none while another call runs). */
  const loadMore = useCallback(() => {
    if (!state.hasMore || state.status !== 'done') return;
    void run(state.searchedTerm, generation.current, state.results.length);
  }, [run, state.hasMore, state.status, state.searchedTerm, state.results.length]);

  return { term, setTerm, loadMore, ...state };
}
