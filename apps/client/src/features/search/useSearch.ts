import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphQLErrorMessage } from '@/shared/graphql-error';
import { SEARCH_ENTRIES_QUERY } from '@/features/search/graphql/search.documents';
import type { SearchResultItem } from '@/features/search/graphql/search.documents';
import { MESSAGES, SEARCH_DEBOUNCE_MS } from '@/shared/messages';

/** Results asked for per search. */
export const SEARCH_PAGE_SIZE = 20;

/** idle: no term; waiting: typing (debounce running); loading: call made; done or error: answered. */
export type SearchStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'error';

interface SearchState {
  status: SearchStatus;
  results: SearchResultItem[];
  /** The spec's error text (§8), when status is error. */
  error: string | null;
  /** The term the results are for. */
  searchedTerm: string;
}

const IDLE: SearchState = { status: 'idle', results: [], error: null, searchedTerm: '' };

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

  const run = useCallback(
    async (query: string, request: number) => {
      setState((previous) => ({ ...previous, status: 'loading', error: null }));
      try {
        const { data } = await client.query({
          query: SEARCH_ENTRIES_QUERY,
          variables: { term: query, limit: SEARCH_PAGE_SIZE, offset: 0 },
          fetchPolicy: 'network-only',
        });
        if (request !== generation.current) return;
        setState({
          status: 'done',
          results: data?.searchEntries.items ?? [],
          error: null,
          searchedTerm: query,
        });
      } catch (error) {
        if (request !== generation.current) return;
        const reason = graphQLErrorMessage(error);
        const message = reason === undefined ? MESSAGES.searchError : MESSAGES.searchFailed(reason);
        setState({ status: 'error', results: [], error: message, searchedTerm: query });
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

  return { term, setTerm, ...state };
}
