import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { KeptConversationFragmentDoc } from '@/features/journey/graphql/journey.generated';
import { saveSnapshot } from '@/features/offline/conversation-snapshots';
import { readTokenUsername } from '@/features/session/token-storage';

// A reply streams in many steps; the copy is written again once it has been still for a moment.
const SAVE_AFTER_MS = 1_000;

/**
 * Keeps this device's copy of the conversation on screen as it changes (a message sent, a reply finished), so
 * it reads the same offline: at once when it is first shown, when the connection drops and when the page is
 * left, and a second after each change. `version` is anything that changes with the timeline (its entries).
 */
export function useConversationSnapshot(conversationId: string | null, version: unknown): void {
  const client = useApolloClient();
  const savedFirst = useRef<string | null>(null);

  useEffect(() => {
    const username = readTokenUsername();
    if (!conversationId || !username) return;
    const save = () => {
      const kept = client.cache.readFragment({
        fragment: KeptConversationFragmentDoc,
        fragmentName: 'KeptConversation',
        id: client.cache.identify({ __typename: 'Conversation', id: conversationId }),
      });
      if (kept) void saveSnapshot(username, kept);
      return kept !== null;
    };
    if (savedFirst.current !== conversationId && save()) savedFirst.current = conversationId;
    const timer = setTimeout(save, SAVE_AFTER_MS);
    window.addEventListener('offline', save);
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', save);
      window.removeEventListener('pagehide', save);
    };
  }, [client, conversationId, version]);
}
