import { useCallback, useEffect, useRef, useState } from 'react';
import { isAcceptedFile } from '@/features/attachments/accepted-files';
import { uploadFile, UploadError } from '@/features/attachments/upload-file';
import type { UploadedFile } from '@/features/attachments/upload-file';
import { MESSAGES } from '@/shared/messages';

export type AttachmentState =
  | { status: 'empty' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'attached'; file: UploadedFile };

export interface UseFileUploadOptions {
  /** Called with the spec's text when an upload fails (not when the user cancels it). */
  onError: (message: string) => void;
  /** Called when the server no longer accepts the session. */
  onUnauthenticated: () => void;
  /** Called with an uploaded file the user took out before sending (the server deletes it). */
  onDiscard?: (fileId: string) => void;
}

/** One attachment for the next message: upload with progress, cancel, remove. */
export function useFileUpload({ onError, onUnauthenticated, onDiscard }: UseFileUploadOptions) {
  const [state, setState] = useState<AttachmentState>({ status: 'empty' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the view cancels an upload still running.
  useEffect(() => () => controller.current?.abort(), []);

  const attach = useCallback(
    async (file: File) => {
      if (!isAcceptedFile(file)) {
        onError(MESSAGES.uploadFailed(MESSAGES.unsupportedFile));
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', name: file.name, progress: 0 });
      try {
        const uploaded = await uploadFile(file, {
          signal: current.signal,
          onProgress: (progress) => setState({ status: 'uploading', name: file.name, progress }),
        });
        if (controller.current === current) setState({ status: 'attached', file: uploaded });
      } catch (error) {
        if (controller.current !== current) return;
        setState({ status: 'empty' });
        if (!(error instanceof UploadError)) onError(MESSAGES.uploadError);
        else if (error.reason === 'unauthenticated') onUnauthenticated();
        else if (error.reason === 'rejected') onError(MESSAGES.uploadFailed(error.message));
        else if (error.reason === 'network') onError(MESSAGES.uploadError);
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [onError, onUnauthenticated],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'empty' });
  }, []);

  const attachedFile = state.status === 'attached' ? state.file : null;

  /** Takes the attachment out: an upload under way stops, an uploaded file is discarded on the server. */
  const remove = useCallback(() => {
    if (attachedFile) onDiscard?.(attachedFile.id);
    cancel();
  }, [attachedFile, cancel, onDiscard]);

  // clear: after sending, the file is the message's: forgotten here, kept on the server.
  return { state, attach, remove, clear: cancel, attachedFile, uploading: state.status === 'uploading' };
}
