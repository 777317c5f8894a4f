import './MessageBubble.css';
import type { ReactNode } from 'react';

export type MessageBubbleVariant = 'user' | 'reply' | 'note';

export interface MessageBubbleProps {
  variant: MessageBubbleVariant;
  /** Who or what the message is from: "You", the app's name, "Note". */
  label: string;
  /** Display text for when it was written (formatted by the consumer). */
  timestamp?: string;
  /** Machine-readable form of the timestamp (ISO 8601) for the <time> element. */
  dateTime?: string;
  children?: ReactNode;
  /** A reply still arriving: shows a typing indicator and marks the bubble busy. */
  streaming?: boolean;
  /** Text announced for the typing indicator. */
  typingLabel?: string;
  /** Marks a reply that failed; `action` (e.g. a retry button) is shown with it. */
  failed?: boolean;
  action?: ReactNode;
  id?: string;
  className?: string;
}

export function MessageBubble({
  variant,
  label,
  timestamp,
  dateTime,
  children,
  streaming = false,
  typingLabel,
  failed = false,
  action,
  id,
  className,
}: MessageBubbleProps) {
  const classes = [
    'ui-message',
    `ui-message--${variant}`,
    failed && 'ui-message--failed',
    streaming && 'ui-message--streaming',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article id={id} className={classes} aria-label={label} aria-busy={streaming || undefined}>
      <header className="ui-message__header">
        <span className="ui-message__label">{label}</span>
        {timestamp && (
          <time className="ui-message__time" dateTime={dateTime}>
            {timestamp}
          </time>
        )}
      </header>
      <div className="ui-message__body">{children}</div>
      {streaming && (
        <div className="ui-typing" role="status">
          <span className="ui-typing__dot" aria-hidden="true" />
          <span className="ui-typing__dot" aria-hidden="true" />
          <span className="ui-typing__dot" aria-hidden="true" />
          <span className="ui-visually-hidden">{typingLabel ?? `${label} is typing`}</span>
        </div>
      )}
      {action && <div className="ui-message__action">{action}</div>}
    </article>
  );
}
