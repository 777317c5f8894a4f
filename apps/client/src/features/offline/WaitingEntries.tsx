import { useState } from 'react';
import { AlertDialog, Button, MessageBubble } from '@app/ui';
import type { OutboxItem } from '@/features/offline/offline-db';
import { removeFromOutbox, updateOutboxItem } from '@/features/offline/outbox-store';
import { formatTime, timestampProps } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';
import './offline.css';

export interface WaitingEntriesProps {
  /** The conversation's items (or a start's), oldest first. */
  items: readonly OutboxItem[];
}

/** The words of a start: its project name, then each answer (what the opening will show once sent). */
function itemWords(item: OutboxItem): string[] {
  if (item.kind !== 'start' || !item.start) return [item.text];
  return [item.start.projectName, ...item.start.answers.map((answer) => answer.answer)].filter(Boolean);
}

/**
 * What was written here and is not on the server yet, after the conversation's entries: "Waiting to send"
 * until it is sent, or the server's refusal with the words kept, to send again or discard.
 */
export function WaitingEntries({ items }: WaitingEntriesProps) {
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  if (items.length === 0) return null;

  return (
    <>
      <AlertDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={MESSAGES.outboxDiscard}
        description={MESSAGES.outboxDiscardConfirm}
        actionLabel={MESSAGES.outboxDiscard}
        destructive
        cancelLabel="Cancel"
        onCancel={() => setDiscarding(null)}
        onAction={() => {
          if (discarding) void removeFromOutbox(discarding.key);
          setDiscarding(null);
        }}
      />
      <ol className="offline-waiting" aria-label={MESSAGES.waitingToSend}>
        {items.map((item) => {
          const refused = item.state === 'refused';
          return (
            <li key={item.key} data-outbox-key={item.key}>
              <MessageBubble
                variant={item.kind === 'note' ? 'note' : 'user'}
                label={item.kind === 'note' ? 'Note' : 'You'}
                {...timestampProps(item.createdAt, formatTime)}
                className="offline-waiting__bubble"
                failed={refused}
                action={
                  refused ? (
                    <span className="offline-waiting__actions">
                      <Button
                        variant="secondary"
                        onClick={() => void updateOutboxItem(item.key, { state: 'waiting', error: null })}
                      >
                        {MESSAGES.outboxSendAgain}
                      </Button>
                      <Button variant="secondary" onClick={() => setDiscarding(item)}>
                        {MESSAGES.outboxDiscard}
                      </Button>
                    </span>
                  ) : undefined
                }
              >
                {itemWords(item).map((words, i) => (
                  <p key={i} className="offline-waiting__words">
                    {words}
                  </p>
                ))}
                <p className={refused ? 'offline-waiting__error' : 'offline-waiting__status'} role="status">
                  {refused
                    ? MESSAGES.outboxRefused(item.error ?? MESSAGES.networkError)
                    : MESSAGES.waitingToSend}
                </p>
              </MessageBubble>
            </li>
          );
        })}
      </ol>
    </>
  );
}
