import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { OutboxItem } from '@/features/offline/offline-db';
import type { OutboxSender, SentItem } from '@/features/offline/outbox-sender';
import { onOutboxChange, readOutbox } from '@/features/offline/outbox-store';
import { readTokenUsername } from '@/features/session/token-storage';

const OutboxContext = createContext<OutboxSender | null>(null);

/** The app's one sender of what was written offline (main.tsx); views without it (tests) send nothing later. */
export function OutboxProvider({ sender, children }: { sender: OutboxSender; children: ReactNode }) {
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
