import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { JourneyConversationDocument } from '@/features/journey/graphql/journey.generated';
import type { LoadedConversation } from '@/features/journey/useJourney';
import { readSnapshot } from '@/features/offline/conversation-snapshots';
import { readTokenUsername } from '@/features/session/token-storage';
import { graphQLErrorMessage, hasErrorCode } from '@/shared/graphql-error';

/**
 * `offline`: loaded from this device's copy, the server being out of reach; `unavailable`: offline with no
 * copy here.
 */
export type StoredConversationState =
  'idle' | 'loading' | 'loaded' | 'offline' | 'not-found' | 'failed' | 'unavailable';

export interface UseStoredConversationOptions {
  /** The conversation the route names; null for a new one. */
  id: string | null;
  /** The conversation already on screen (just started here): nothing to load. */
  shownId: string | null;
  onLoaded: (conversation: LoadedConversation) => void;
}

type Outcome = { id: string; state: 'loaded' | 'offline' | 'not-found' | 'failed' | 'unavailable' };

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
      .catch(async (error: unknown) => {
        if (!current) return;
        if (graphQLErrorMessage(error) !== undefined) {
          setOutcome({
            id,
            state: hasErrorCode(error, 'NOT_FOUND', 'BAD_USER_INPUT') ? 'not-found' : 'failed',
          });
          return;
        }
        // Out of reach: the copy this device kept the last time the writer opened it, when there is one.
        const username = readTokenUsername();
        const snapshot = username ? await readSnapshot<LoadedConversation>(username, id) : undefined;
        if (!current) return;
        if (!snapshot) {
          setOutcome({ id, state: navigator.onLine ? 'failed' : 'unavailable' });
          return;
        }
        client.writeQuery({
          query: JourneyConversationDocument,
          variables: { id },
          data: { conversation: snapshot.conversation },
        });
        onLoaded(snapshot.conversation);
        setOutcome({ id, state: 'offline' });
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
