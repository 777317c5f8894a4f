import { Button, MarkdownText, MessageBubble } from '@app/ui';
import type { JourneyEntry } from '@/features/journey/graphql/journey.documents';

export interface ConversationMessagesProps {
  entries: JourneyEntry[];
  /** Labels the replies: the app's name. */
  appName: string;
  onRetry: (entryId: string) => void;
}

/** The conversation so far: each entry's words, then its reply streaming in (notes get none). */
export function ConversationMessages({ entries, appName, onRetry }: ConversationMessagesProps) {
  if (entries.length === 0) return null;
  return (
    <div className="journey-messages">
      {entries.map((entry) =>
        entry.kind === 'note' ? (
          <MessageBubble key={entry.id} variant="note" label="Note">
            <p className="journey-text">{entry.userText}</p>
          </MessageBubble>
        ) : (
          <div key={entry.id} className="journey-exchange">
            <MessageBubble variant="user" label="You">
              <p className="journey-text">{entry.userText}</p>
            </MessageBubble>
            <MessageBubble
              variant="reply"
              label={appName}
              streaming={entry.replyStatus === 'pending'}
              failed={entry.replyStatus === 'failed'}
              action={
                entry.replyStatus === 'failed' ? (
                  <Button variant="secondary" onClick={() => onRetry(entry.id)}>
                    Retry
                  </Button>
                ) : undefined
              }
            >
              <div aria-live="polite">
                {entry.replyText ? <MarkdownText>{entry.replyText}</MarkdownText> : null}
                {entry.replyStatus === 'failed' && (
                  <p className="journey-reply-error">{entry.replyError || 'Error connecting to server'}</p>
                )}
              </div>
            </MessageBubble>
          </div>
        ),
      )}
    </div>
  );
}
