import './Spinner.css';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={['ui-spinner', className].filter(Boolean).join(' ')}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
