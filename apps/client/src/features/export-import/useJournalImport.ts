import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ImportJournalDocument } from '@/features/export-import/graphql/export-import.generated';
import { importFileProblem, type ImportRequest } from '@/features/export-import/import-file';
import type { ImportSource } from '@/gql/graphql';
import { getToken } from '@/features/session/token-storage';
import { useExpireSession } from '@/features/session/useLogout';
import { sendFileOperation, UploadError } from '@/shared/graphql-upload';
import { MESSAGES } from '@/shared/messages';

export type JournalImportState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'importing' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string }
  /** This account imported the same export before: the server's words, and what to import again if asked. */
  | { status: 'alreadyImported'; message: string; request: ImportRequest }
  | { status: 'cancelled'; message: string };

/** How a run ended, for a caller that reports it elsewhere (null when it was cancelled or never started). */
export type ImportOutcome = { ok: boolean; message: string } | null;

// The server's reason for an export this account imported before (journal-transfer.errors.ts).
const ALREADY_IMPORTED = 'IMPORT_ALREADY_IMPORTED';

// Root fields whose cached answers an import makes stale: the history, search results and share marks.
const STALE_ROOT_FIELDS = ['conversations', 'searchEntries', 'myShares'];

/**
 * Imports a journal zip (a Flexi export, or another app's: Day One, Markdown files): checks it here (type,
 * size), uploads it with progress, waits while the server reads it, then drops the cached lists so the
 * history shows what was added. The server's refusals are shown as it words them.
 */
export function useJournalImport() {
  const client = useApolloClient();
  const expireSession = useExpireSession();
  const [state, setState] = useState<JournalImportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback((message: string): ImportOutcome => {
    setState({ status: 'failed', message });
    return { ok: false, message };
  }, []);

  /** `again`: import even an export this account imported before (the writer said so). */
  const run = useCallback(
    async (request: ImportRequest, again = false): Promise<ImportOutcome> => {
      const { file, source, topic } = request;
      const problem = importFileProblem(file, source);
      if (problem) return fail(problem);
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', percent: 0 });
      try {
        const { importJournal: added } = await sendFileOperation(
          ImportJournalDocument,
          { file, again, source, topic },
          {
            token: getToken(),
            signal: current.signal,
            onProgress: (percent) => setState({ status: 'uploading', percent: Math.round(percent) }),
            onSent: () => {
              // Past this point the server imports whatever happens here: nothing is left to cancel.
              if (controller.current === current) controller.current = null;
              setState({ status: 'importing' });
            },
          },
        );
        for (const fieldName of STALE_ROOT_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
        client.cache.gc();
        const skipped = added.skippedEntries + added.skippedFiles > 0;
        const message = [
          MESSAGES.importDone(added.conversations, added.entries, added.files),
          skipped && MESSAGES.importSkipped(added.skippedEntries, added.skippedFiles),
        ]
          .filter(Boolean)
          .join(' ');
        setState({ status: 'done', message });
        return { ok: true, message };
      } catch (error) {
        if (!(error instanceof UploadError)) return fail(MESSAGES.importError);
        switch (error.reason) {
          case 'cancelled':
            return null;
          case 'unauthenticated':
            expireSession();
            return null;
          case 'rejected':
            if (error.serverReason === ALREADY_IMPORTED) {
              // Not a failure: the section asks whether to import a second copy.
              setState({ status: 'alreadyImported', message: error.message, request });
              return null;
            }
            // The server's own words: "This file is not a Flexi journal export." and the like.
            return fail(error.message);
          case 'network':
            return fail(MESSAGES.importError);
        }
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [client, expireSession, fail],
  );

  /** Stops the upload. Once every byte is sent the server finishes on its own, so only the upload can stop. */
  const cancel = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    setState({ status: 'cancelled', message: MESSAGES.importCancelled });
  }, []);

  /** The writer chose not to import a second copy. */
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  /** A file was picked: says at once why it cannot be imported, or clears the last outcome. */
  const check = useCallback(
    (file: File, source: ImportSource): boolean => {
      const problem = importFileProblem(file, source);
      if (problem) fail(problem);
      else setState({ status: 'idle' });
      return problem === null;
    },
    [fail],
  );

  const busy = state.status === 'uploading' || state.status === 'importing';
  return { state, busy, run, cancel, check, dismiss };
}
