import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { JourneyConversationDocument } from '@/features/journey/graphql/journey.generated';
import type { LoadedConversation } from '@/features/journey/useJourney';
import { hasErrorCode } from '@/shared/graphql-error';

export type StoredConversationState = 'idle' | 'loading' | 'loaded' | 'not-found' | 'failed';

export interface UseStoredConversationOptions {
  /** The conversation the route names; null for a new one. */
  id: string | null;
  /** The conversation already on screen (just started here): nothing to load. */
  shownId: string | null;
  onLoaded: (conversation: LoadedConversation) => void;
}

type Outcome = { id: string; state: 'loaded' | 'not-found' | 'failed' };

/** Loads the conversation a /conversation/{id} route names, once per id (spec §2, §4). */
export function useStoredConversation({ id, shownId, onLoaded }: UseStoredConversationOptions) {
  const client = useApolloClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const needed = id !== null && id !== shownId;

  useEffect(() => {
    if (!needed || id === null) return;
    let current = true;
    client
      .query({ query: JourneyConversationDocument, variables: { id }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!current) return;
        if (data) onLoaded(data.conversation);
        setOutcome({ id, state: data ? 'loaded' : 'not-found' });
      })
      .catch((error: unknown) => {
        if (current)
          setOutcome({
            id,
            state: hasErrorCode(error, 'NOT_FOUND', 'BAD_USER_INPUT') ? 'not-found' : 'failed',
          });
      });
    return () => {
      current = false;
    };
    // onLoaded is the journey's stable restore callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, id, needed]);

  if (id !== null && outcome?.id === id) return outcome.state;
  return needed ? 'loading' : 'idle';
}
