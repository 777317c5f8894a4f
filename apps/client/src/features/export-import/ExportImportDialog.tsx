import { useEffect, useRef } from 'react';
import { Dialog } from '@app/ui';
import type { ToastTone } from '@app/ui';
import { ExportSection } from '@/features/export-import/ExportSection';
import { ImportSection } from '@/features/export-import/ImportSection';
import { useJournalExport } from '@/features/export-import/useJournalExport';
import { useJournalImport } from '@/features/export-import/useJournalImport';

export interface ExportImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reports an outcome that arrives after the dialog was closed, as a toast: useToasts().show fits. */
  onNotify: (tone: ToastTone, message: string) => void;
}

/**
 * The menu's Export and import: the whole journal as a zip, and a zip read back in. The transfers belong to
 * this component, not to the dialog's content, so closing the dialog keeps them going; reopening it shows where
 * they are, and one that ends while it is closed is reported as a toast.
 */
export function ExportImportDialog({ open, onOpenChange, onNotify }: ExportImportDialogProps) {
  const exporter = useJournalExport();
  const importer = useJournalImport();
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);

  const report = (outcome: { ok: boolean; message: string } | null) => {
    if (outcome && !isOpen.current) onNotify(outcome.ok ? 'success' : 'error', outcome.message);
    return outcome?.ok ?? false;
  };

  return (
    <Dialog
      title="Export and import"
      open={open}
      onOpenChange={onOpenChange}
      className="export-import-dialog"
    >
      <div className="transfers">
        <ExportSection
          state={exporter.state}
          busy={exporter.busy}
          onExport={() => void exporter.run().then(report)}
          onCancel={exporter.cancel}
        />
        <ImportSection
          state={importer.state}
          busy={importer.busy}
          onCheck={importer.check}
          onImport={async (request, again) => report(await importer.run(request, again))}
          onCancel={importer.cancel}
          onDismiss={importer.dismiss}
        />
      </div>
    </Dialog>
  );
}
