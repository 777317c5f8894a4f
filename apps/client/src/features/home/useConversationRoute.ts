import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearDraft } from '@/features/drafts/draft-storage';
import { START_DRAFT_KEY } from '@/features/drafts/start-draft';

/**
 * Which conversation the home view's panel shows, kept in step with the route (spec §2, §4):
 * - a conversation started in the panel gets its /conversation/{id} route (so a reload shows it again)
 *   without remounting the panel;
 * - a route naming any other conversation remounts the panel to load it;
 * - starting over clears all local state (a new panel key) and goes to /.
 */
export function useConversationRoute(routeConversationId: string | null) {
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const [topicKey, setTopicKey] = useState<string | null>(null);
  // The conversation the panel shows (started or loaded there) and the one it was mounted for.
  const [shownId, setShownId] = useState<string | null>(null);
  const [mountedFor, setMountedFor] = useState<string | null>(routeConversationId);
  const [seenRouteId, setSeenRouteId] = useState<string | null>(routeConversationId);
  if (routeConversationId !== seenRouteId) {
    setSeenRouteId(routeConversationId);
    if (routeConversationId !== shownId) {
      setMountedFor(routeConversationId);
      setShownId(null);
      // A new key even when mountedFor stays null (a conversation started at / and the route back at /):
      // the old panel would still hold its conversation and send the route back to it.
      setGeneration((value) => value + 1);
    }
  }

  const onConversationShown = useCallback(
    (id: string) => {
      setShownId(id);
      if (id !== routeConversationId) void navigate(`/conversation/${id}`, { replace: true });
    },
    [navigate, routeConversationId],
  );

  /** Drops the conversation on screen and any unsent start draft; `topic` preselects a memory type. */
  const startOver = useCallback(
    (topic: string | null, options: { replace: boolean }) => {
      clearDraft(START_DRAFT_KEY);
      setTopicKey(topic);
      setGeneration((value) => value + 1);
      setShownId(null);
      setMountedFor(null);
      void navigate('/', { replace: options.replace });
    },
    [navigate],
  );

  return {
    panelKey: `${generation}:${mountedFor ?? 'new'}`,
    conversationId: mountedFor,
    shownId,
    topicKey,
    onConversationShown,
    startOver,
  };
}
