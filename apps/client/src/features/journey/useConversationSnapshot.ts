import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { JourneyConversationDocument } from '@/features/journey/graphql/journey.generated';
import { saveSnapshot } from '@/features/offline/conversation-snapshots';
import { readTokenUsername } from '@/features/session/token-storage';

// A reply streams in many steps; the copy is written once it has been still for a moment.
const SAVE_AFTER_MS = 1_000;

/**
 * Keeps this device's copy of the conversation on screen as it changes (a message sent, a reply finished), so
 * it reads the same offline. `version` is anything that changes with the timeline (its entries).
 */
export function useConversationSnapshot(conversationId: string | null, version: unknown): void {
  const client = useApolloClient();
  useEffect(() => {
    const username = readTokenUsername();
    if (!conversationId || !username) return;
    const timer = setTimeout(() => {
      const data = client.readQuery({
        query: JourneyConversationDocument,
        variables: { id: conversationId },
      });
      if (data) void saveSnapshot(username, data.conversation);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [client, conversationId, version]);
}
