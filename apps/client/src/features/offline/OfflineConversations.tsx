import { useEffect, useState } from 'react';
import { Button } from '@app/ui';
import { listSnapshots } from '@/features/offline/conversation-snapshots';
import type { ConversationSnapshot } from '@/features/offline/offline-db';
import { readTokenUsername } from '@/features/session/token-storage';
import { displayTitle } from '@/shared/conversation-title';
import { formatDay } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';
import './offline.css';

/**
 * History with no connection: the conversations this device keeps a copy of (the ones opened most recently),
 * to read and write in until the server is back.
 */
export function OfflineConversations({ onOpen }: { onOpen: (id: string) => void }) {
  const [kept, setKept] = useState<ConversationSnapshot[] | null>(null);
  useEffect(() => {
    const username = readTokenUsername();
    if (!username) return;
    let current = true;
    void listSnapshots(username).then((found) => current && setKept(found));
    return () => {
      current = false;
    };
  }, []);

  if (kept === null) return null;
  return (
    <div className="offline-conversations">
      <p role="status" className="history-empty">
        {kept.length === 0 ? MESSAGES.offlineNothingKept : MESSAGES.offlineKeptHere}
      </p>
      {kept.length > 0 && (
        <ul className="offline-conversations__list">
          {kept.map(({ conversation }) => (
            <li key={conversation.id}>
              <Button variant="secondary" onClick={() => onOpen(conversation.id)}>
                {displayTitle(conversation)}
              </Button>{' '}
              <span className="offline-conversations__day">{formatDay(conversation.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
