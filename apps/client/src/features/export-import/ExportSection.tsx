import { useId } from 'react';
import { Alert, Button, ProgressBar } from '@app/ui';
import { statusClass } from '@/features/export-import/transfer-status';
import type { JournalExportState } from '@/features/export-import/useJournalExport';
import { formatBytes } from '@/shared/format-bytes';
import { MESSAGES } from '@/shared/messages';

export interface ExportSectionProps {
  state: JournalExportState;
  busy: boolean;
  onExport: () => void;
  onCancel: () => void;
}

/** The bytes so far, as a percentage of the whole when its size is known. */
function progressOf(received: number, total: number | null) {
  if (total === null) return { value: undefined, text: MESSAGES.downloadedBytes(formatBytes(received)) };
  const percent = Math.round((received / total) * 100);
  return {
    value: percent,
    text: MESSAGES.downloadedPart(percent, formatBytes(received), formatBytes(total)),
  };
}

/** What the live region says: each phase once, not every chunk of bytes. */
function statusText(state: JournalExportState): string {
  switch (state.status) {
    case 'preparing':
      return MESSAGES.exportPreparing;
    case 'downloading':
      return MESSAGES.exportDownloading;
    case 'done':
    case 'cancelled':
      return state.message;
    case 'idle':
    case 'failed':
      return '';
  }
}

/** Export: the whole journal as a zip, downloaded with its progress shown. */
export function ExportSection({ state, busy, onExport, onCancel }: ExportSectionProps) {
  const headingId = useId();
  const progress = state.status === 'downloading' ? progressOf(state.received, state.total) : null;

  return (
    <section className="transfer" aria-labelledby={headingId}>
      <h3 id={headingId} className="transfer__title">
        Export
      </h3>
      <p className="transfer__about">
        Everything in your journal in one .zip: each conversation with its notes as journal.json and as a
        Markdown file you can read anywhere, and your files.
      </p>
      <Button onClick={onExport} disabled={busy}>
        Download my journal (.zip)
      </Button>
      {busy && (
        <div className="transfer__progress">
          <ProgressBar label="Journal download" value={progress?.value} valueText={progress?.text} />
          <div className="transfer__progress-row">
            <span className="transfer__progress-text">{progress?.text ?? MESSAGES.exportPreparing}</span>
            <Button variant="secondary" onClick={onCancel}>
              Cancel download
            </Button>
          </div>
        </div>
      )}
      <p
        role="status"
        // While busy the progress row shows the same words, so they are only spoken here.
        className={statusClass(state.status, busy)}
      >
        {statusText(state)}
      </p>
      {state.status === 'failed' && <Alert tone="error">{state.message}</Alert>}
    </section>
  );
}
