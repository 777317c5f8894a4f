import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  /** When given, a dismiss button is shown. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

// role="alert" makes screen readers announce the message as soon as it is rendered.
export function Alert({
  tone = 'info',
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: AlertProps) {
  return (
    <div role="alert" className={['ui-alert', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}>
      <div className="ui-alert__message">{children}</div>
      {onDismiss && (
        <button type="button" className="ui-alert__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
