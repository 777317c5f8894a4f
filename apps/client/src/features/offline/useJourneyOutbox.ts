import { useMemo, useState } from 'react';
import type { OutboxItem } from '@/features/offline/offline-db';
import type { SentEntry } from '@/features/offline/OutboxContext';
import { useOutboxItems, useOutboxSent } from '@/features/offline/OutboxContext';

export interface UseJourneyOutboxOptions {
  /** The conversation on screen; null on the empty-conversation flow. */
  conversationId: string | null;
  /** An item of this view was stored: its reply streams like any other (useJourney's followSent). */
  onSent: (entry: SentEntry) => void;
  /** The conversation started offline in this view now exists: the view opens it. */
  onStarted: (conversationId: string) => void;
}

/**
 * What the journey shows of the outbox: the items of the conversation on screen, or, with none on screen, the
 * conversations started offline and still waiting.
 */
export function useJourneyOutbox({ conversationId, onSent, onStarted }: UseJourneyOutboxOptions) {
  const items = useOutboxItems();
  const [startedHere, setStartedHere] = useState<string | null>(null);
  useOutboxSent(({ item, entry }) => {
    onSent(entry);
    if (item.key === startedHere) {
      setStartedHere(null);
      onStarted(entry.conversationId);
    }
  });
  const shown = useMemo(
    () =>
      // A start's conversationId is null: on the empty-conversation flow, the starts that wait.
      items.filter((item: OutboxItem) => item.conversationId === conversationId),
    [items, conversationId],
  );
  return {
    /** Oldest first. */
    items: shown,
    /** A start was kept for later in this view (the view opens it once it is sent). */
    keptStart: (key: string) => setStartedHere(key),
    startWaiting: startedHere !== null,
  };
}
