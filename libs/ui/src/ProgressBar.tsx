import './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing, for screen readers ("Downloading journal"). */
  label: string;
  /** 0-100; leave it out while the total is unknown, and the bar shows work going on without a figure. */
  value?: number;
  /** The progress in words ("3.2 MB downloaded"), read instead of the bare percentage. */
  valueText?: string;
  className?: string;
}

/**
 * A horizontal progress bar (role progressbar). Determinate with a value; indeterminate without one, which by
 * ARIA's rules carries no aria-valuenow.
 */
export function ProgressBar({ label, value, valueText, className }: ProgressBarProps) {
  const determinate = value !== undefined;
  const percent = determinate ? Math.round(Math.min(Math.max(value, 0), 100)) : undefined;
  return (
    <div
      className={['ui-progress', !determinate && 'ui-progress--indeterminate', className]
        .filter(Boolean)
        .join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <div className="ui-progress__bar" style={determinate ? { width: `${percent}%` } : undefined} />
    </div>
  );
}
