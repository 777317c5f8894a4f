import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export type ToastTone = 'error' | 'success' | 'info';

export interface ToastProps {
  tone?: ToastTone;
  children: ReactNode;
  /** Shows a dismiss button, and is called when the toast times out. */
  onDismiss?: () => void;
  /** Auto-dismiss after this many milliseconds; omit to keep the toast until dismissed. */
  duration?: number;
  dismissLabel?: string;
  className?: string;
}

// Errors interrupt (role="alert"); successes and info wait their turn (role="status").
export function Toast({
  tone = 'info',
  children,
  onDismiss,
  duration,
  dismissLabel = 'Dismiss',
  className,
}: ToastProps) {
  // Keep the latest callback without restarting the timer on every render.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (duration === undefined) return;
    const timer = setTimeout(() => onDismissRef.current?.(), duration);
    return () => clearTimeout(timer);
  }, [duration]);

  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['ui-toast', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      <div className="ui-toast__message">{children}</div>
      {onDismiss && (
        <button type="button" className="ui-toast__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
