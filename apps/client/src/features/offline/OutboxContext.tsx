import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { OutboxItem } from '@/features/offline/offline-db';
import { onOutboxChange, readOutbox } from '@/features/offline/outbox-store';
import { readTokenUsername } from '@/features/session/token-storage';

/** What the server made of a sent item: the entry (a start's is its opening). */
export interface SentEntry {
  id: string;
  conversationId: string;
  replyStatus: string;
}

export interface SentItem {
  item: OutboxItem;
  entry: SentEntry;
}

/** Who sends the outbox (journey's OutboxSender), as the views need it: to hear what it sent. */
export interface OutboxNotifier {
  onSent(listener: (sent: SentItem) => void): () => void;
  /**
   * What this page's sender stored into a conversation lately, oldest first: a view that loads the conversation
   * while the outbox sends into it may have read it just before (or heard of it just before it listened).
   */
  sentInto(conversationId: string): SentEntry[];
}

const OutboxContext = createContext<OutboxNotifier | null>(null);

/** The app's one sender of what was written offline (main.tsx); views without it (tests) send nothing later. */
export function OutboxProvider({ sender, children }: { sender: OutboxNotifier; children: ReactNode }) {
  return <OutboxContext.Provider value={sender}>{children}</OutboxContext.Provider>;
}

/** Calls `listener` for each waiting item the server stores while the calling view is on screen. */
export function useOutboxSent(listener: (sent: SentItem) => void): void {
  const sender = useContext(OutboxContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => sender?.onSent((sent) => latest.current(sent)), [sender]);
}

/** The entries the outbox stored lately into a conversation (none without a sender, as in tests); stable. */
export function useSentInto(): (conversationId: string) => SentEntry[] {
  const sender = useContext(OutboxContext);
  return useCallback((conversationId: string) => sender?.sentInto(conversationId) ?? [], [sender]);
}

const NO_ITEMS: OutboxItem[] = [];

/** The signed-in writer's waiting and refused items, oldest first, kept current across tabs. */
export function useOutboxItems(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>(NO_ITEMS);
  useEffect(() => {
    let current = true;
    const read = () => {
      const username = readTokenUsername();
      if (!username) return;
      readOutbox(username).then(
        (found) => current && setItems(found.length === 0 ? NO_ITEMS : found),
        () => undefined,
      );
    };
    const stop = onOutboxChange(read);
    read();
    return () => {
      current = false;
      stop();
    };
  }, []);
  return items;
}
