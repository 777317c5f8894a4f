import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, ProgressBar, TextField } from '@app/ui';
import { LIMITS } from '@app/schema';
import { IMPORT_ACCEPT, type ImportRequest } from '@/features/export-import/import-file';
import { ImportSourceFields } from '@/features/export-import/ImportSourceFields';
import { statusClass } from '@/features/export-import/transfer-status';
import type { JournalImportState } from '@/features/export-import/useJournalImport';
import { useAppConfig } from '@/features/white-label/app-config-context';
import type { ImportSource } from '@/gql/graphql';
import { formatBytes } from '@/shared/format-bytes';
import { MESSAGES } from '@/shared/messages';

const MAX = formatBytes(LIMITS.importMaxBytes);

/** What the picked zip should hold, under the file field. */
const HINTS: Record<ImportSource, string> = {
  FLEXI: MESSAGES.importHintFlexi(MAX),
  DAY_ONE: MESSAGES.importHintDayOne(MAX),
  MARKDOWN: MESSAGES.importHintMarkdown(MAX),
};

export interface ImportSectionProps {
  state: JournalImportState;
  busy: boolean;
  /** A file was picked; answers whether it may be imported as `source` (the section shows why not). */
  onCheck: (file: File, source: ImportSource) => boolean;
  /** Resolves true once the journal is imported; `again`: even an export this account imported before. */
  onImport: (request: ImportRequest, again?: boolean) => Promise<boolean>;
  onCancel: () => void;
  /** The writer chose not to import an export a second time. */
  onDismiss: () => void;
}

function statusText(state: JournalImportState): string {
  switch (state.status) {
    case 'uploading':
      return MESSAGES.importUploading;
    case 'importing':
      return MESSAGES.importWorking;
    case 'done':
    case 'cancelled':
      return state.message;
    case 'idle':
    case 'failed':
    case 'alreadyImported':
      return '';
  }
}

/**
 * Import: where the zip comes from (and, for another app's, the memory type of its entries), the zip picked,
 * checked here, uploaded with progress, then read by the server.
 */
export function ImportSection({ state, busy, onCheck, onImport, onCancel, onDismiss }: ImportSectionProps) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { enabledTopics } = useAppConfig();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<ImportSource>('FLEXI');
  const [topic, setTopic] = useState<string | null>(null);
  // The first topic until the writer picks another (the config loads after the dialog may have opened).
  const chosenTopic = topic ?? enabledTopics[0]?.key ?? '';

  const pick = (picked: File | null) => {
    setFile(picked && onCheck(picked, source) ? picked : null);
  };

  const choose = (chosen: ImportSource) => {
    setSource(chosen);
    // A zip picked for another source is judged again by this one's rules.
    if (file && !onCheck(file, chosen)) setFile(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    if (await onImport({ file, source, topic: source === 'FLEXI' ? null : chosenTopic })) {
      // Imported: the same file again would add everything a second time.
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="transfer" aria-labelledby={headingId}>
      <h3 id={headingId} className="transfer__title">
        Import
      </h3>
      <p className="transfer__about">{MESSAGES.importAbout}</p>
      <form className="transfer__form" noValidate onSubmit={(event) => void submit(event)}>
        {/* Another app's entries need a memory type: without one enabled, only a Flexi export can come in. */}
        {enabledTopics.length > 0 && (
          <ImportSourceFields
            source={source}
            onSourceChange={choose}
            topic={chosenTopic}
            onTopicChange={setTopic}
            topics={enabledTopics}
            disabled={busy}
          />
        )}
        <TextField
          ref={input}
          label="Journal file (.zip)"
          type="file"
          accept={IMPORT_ACCEPT}
          hint={HINTS[source]}
          className="transfer__file"
          disabled={busy}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
        />
        <Button type="submit" disabled={!file || busy}>
          Import
        </Button>
      </form>
      {state.status === 'uploading' && (
        <div className="transfer__progress">
          <ProgressBar label="Journal upload" value={state.percent} />
          <div className="transfer__progress-row">
            <span className="transfer__progress-text">{MESSAGES.uploadedPercent(state.percent)}</span>
            <Button variant="secondary" onClick={onCancel}>
              Cancel upload
            </Button>
          </div>
        </div>
      )}
      {state.status === 'importing' && (
        <div className="transfer__progress">
          <ProgressBar label="Journal import" />
          <span className="transfer__progress-text">{MESSAGES.importWorking}</span>
        </div>
      )}
      <p role="status" className={statusClass(state.status, busy)}>
        {statusText(state)}
      </p>
      {state.status === 'failed' && <Alert tone="error">{state.message}</Alert>}
      {state.status === 'alreadyImported' && (
        <div className="transfer__again" role="group" aria-label="Import again?">
          <Alert tone="info">{state.message}</Alert>
          <div className="transfer__again-actions">
            <Button variant="secondary" onClick={() => void onImport(state.request, true)}>
              Import again
            </Button>
            <Button variant="secondary" onClick={onDismiss}>
              Keep one copy
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
