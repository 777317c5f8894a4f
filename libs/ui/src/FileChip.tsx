import './FileChip.css';
import { truncateFileName } from './truncateFileName';

export interface FileChipProps {
  name: string;
  /** Shows a remove button (hidden while uploading). */
  onRemove?: () => void;
  /** Upload progress, 0-100; while set, the chip shows a progress bar. */
  progress?: number;
  /** Shows a cancel button while uploading. */
  onCancel?: () => void;
  className?: string;
}

export function FileChip({ name, onRemove, progress, onCancel, className }: FileChipProps) {
  const uploading = progress !== undefined;
  const percent = uploading ? Math.round(Math.min(Math.max(progress, 0), 100)) : 0;

  return (
    <div
      className={['ui-file-chip', uploading && 'ui-file-chip--uploading', className]
        .filter(Boolean)
        .join(' ')}
      role="group"
      aria-label={name}
      title={name}
    >
      {/* The group's label carries the full name; the shortened one is only for sight. */}
      <span className="ui-file-chip__name" aria-hidden="true">
        {truncateFileName(name)}
      </span>
      {uploading && (
        <span
          className="ui-file-chip__progress"
          role="progressbar"
          aria-label={`Uploading ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="ui-file-chip__progress-bar" style={{ width: `${percent}%` }} />
        </span>
      )}
      {uploading && onCancel && (
        <button
          type="button"
          className="ui-file-chip__button"
          aria-label={`Cancel upload of ${name}`}
          onClick={onCancel}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {!uploading && onRemove && (
        <button
          type="button"
          className="ui-file-chip__button"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
