import './Banner.css';
import type { ReactNode } from 'react';

export interface BannerProps {
  children: ReactNode;
  /** A text button after the message (e.g. "Reload"). */
  action?: { label: string; onClick: () => void; disabled?: boolean };
  className?: string;
}

/**
 * A quiet line across the top of the app about the app itself (offline, a new version), not about what the
 * writer just did: never an interruption. Place it in a live region (role="status") that is there before it,
 * so that screen readers read it out when it appears.
 */
export function Banner({ children, action, className }: BannerProps) {
  return (
    <div className={['ui-banner', className].filter(Boolean).join(' ')}>
      <p className="ui-banner__message">{children}</p>
      {action && (
        <button
          type="button"
          className="ui-banner__action"
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
