import { Toast } from './Toast';
import type { ToastTone } from './Toast';

export interface ToastItem {
  id: string;
  tone: ToastTone;
  message: string;
  /** Auto-dismiss after this many milliseconds. */
  duration?: number;
}

export interface ToastStackProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  dismissLabel?: string;
  /** Names the region that holds the notices. */
  label?: string;
}

// The app's in-app alerts (never window.alert), newest last, pinned to the bottom of the viewport.
export function ToastStack({ toasts, onDismiss, dismissLabel, label = 'Notifications' }: ToastStackProps) {
  return (
    <section className="ui-toast-stack" aria-label={label}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.tone}
          duration={toast.duration}
          dismissLabel={dismissLabel}
          onDismiss={() => onDismiss(toast.id)}
        >
          {toast.message}
        </Toast>
      ))}
    </section>
  );
}
