import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { DownloadError, downloadExport } from '@/features/export-import/download-export';
import { ExportConversationDocument } from '@/features/export-import/graphql/export-import.generated';
import { failureText } from '@/shared/graphql-error';
import { MESSAGES } from '@/shared/messages';

export interface ConversationExportOutcome {
  ok: boolean;
  message: string;
}

/** One conversation as a Markdown file: a signed link from the server, downloaded and saved under its name. */
export function useConversationExport() {
  const [requestLink] = useMutation(ExportConversationDocument);
  // The conversation being exported, so its button can wait; one at a time is plenty for a small file.
  const [exportingId, setExportingId] = useState<string | null>(null);

  const exportConversation = useCallback(
    async (id: string): Promise<ConversationExportOutcome> => {
      setExportingId(id);
      try {
        const { data } = await requestLink({ variables: { id } });
        const link = data?.exportConversation;
        if (!link) return { ok: false, message: MESSAGES.conversationExportError };
        await downloadExport(link);
        return { ok: true, message: MESSAGES.conversationExported(link.fileName) };
      } catch (error) {
        if (error instanceof DownloadError) {
          return {
            ok: false,
            message:
              error.reason === 'rejected'
                ? MESSAGES.conversationExportFailed(error.message)
                : MESSAGES.conversationExportError,
          };
        }
        return {
          ok: false,
          message: failureText(error, MESSAGES.conversationExportFailed, MESSAGES.conversationExportError),
        };
      } finally {
        setExportingId(null);
      }
    },
    [requestLink],
  );

  return { exportConversation, exportingId };
}
