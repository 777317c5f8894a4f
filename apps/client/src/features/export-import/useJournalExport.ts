import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DownloadError, downloadExport } from '@/features/export-import/download-export';
import type { DownloadProgress } from '@/features/export-import/download-export';
import { ExportJournalDocument } from '@/features/export-import/graphql/export-import.generated';
import type { ExportLinkFieldsFragment } from '@/features/export-import/graphql/export-import.generated';
import { failureText } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

export type JournalExportState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | ({ status: 'downloading' } & DownloadProgress)
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'cancelled'; message: string };

/** How a run ended, for a caller that reports it elsewhere (null when it was cancelled). */
export type ExportOutcome = { ok: boolean; message: string } | null;

/**
 * The whole journal as a zip: asks the server for a signed link, downloads it counting the bytes, and saves it
 * under the server's file name. One run at a time; cancel() stops it.
 */
export function useJournalExport() {
  const [requestLink] = useMutation(ExportJournalDocument);
  const [state, setState] = useState<JournalExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // The owner going away (logout) stops a download still running.
  useEffect(() => () => controller.current?.abort(), []);

  const download = useCallback(
    async (signal: AbortSignal): Promise<ExportOutcome> => {
      let link: ExportLinkFieldsFragment | undefined;
      try {
        link = (await requestLink()).data?.exportJournal;
      } catch (error) {
        if (signal.aborted) return null;
        return { ok: false, message: failureText(error, MESSAGES.exportFailed, MESSAGES.exportError) };
      }
      // The link cannot be un-asked for, but a cancelled run downloads nothing.
      if (signal.aborted) return null;
      if (!link) return { ok: false, message: MESSAGES.exportError };
      try {
        await downloadExport(link, {
          signal,
          onProgress: (progress) => setState({ status: 'downloading', ...progress }),
        });
        return { ok: true, message: MESSAGES.exportDone(link.fileName) };
      } catch (error) {
        if (!(error instanceof DownloadError)) return { ok: false, message: MESSAGES.exportError };
        if (error.reason === 'cancelled') return null;
        if (error.reason === 'rejected') return { ok: false, message: MESSAGES.exportFailed(error.message) };
        return { ok: false, message: MESSAGES.exportError };
      }
    },
    [requestLink],
  );

  const run = useCallback(async (): Promise<ExportOutcome> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'preparing' });
    const outcome = await download(current.signal);
    if (controller.current === current) controller.current = null;
    if (outcome) setState({ status: outcome.ok ? 'done' : 'failed', message: outcome.message });
    return outcome;
  }, [download]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'cancelled', message: MESSAGES.downloadCancelled });
  }, []);

  const busy = state.status === 'preparing' || state.status === 'downloading';
  return { state, busy, run, cancel };
}
