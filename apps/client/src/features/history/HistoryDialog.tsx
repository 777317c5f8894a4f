import { useState } from 'react';
import { Alert, AlertDialog, Button, Dialog, Spinner } from '@app/ui';
import type { DialogNotice } from '@app/ui';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { useConversationExport } from '@/features/export-import/useConversationExport';
import { displayTitle } from '@/features/history/conversation-title';
import type { HistoryConversationFragment } from '@/features/history/graphql/history.generated';
import { HistoryItem } from '@/features/history/HistoryItem';
import {
  useConversationHistory,
  useDeleteConversation,
  useRenameConversation,
} from '@/features/history/useConversationHistory';
import { MESSAGES } from '@/shared/messages';

export type NoticeTone = 'success' | 'error';

export interface HistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the conversation to show (the dialog then closes). */
  onOpenConversation: (id: string) => void;
  /** The conversation shown in the main area, marked in the list. */
  currentConversationId?: string | null;
  /** Called after a conversation is deleted, e.g. to leave it when it is the current one. */
  onDeleted?: (id: string) => void;
}

/**
 * Spec §2 Conversation History panel: the user's conversations, newest first, to open, rename, export as
 * Markdown or delete.
 */
export function HistoryDialog({ open, onOpenChange, ...bodyProps }: HistoryDialogProps) {
  // The outcome of a rename, delete (the spec's texts, §8) or Markdown export, shown in the dialog.
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  return (
    <Dialog
      title="Conversation History"
      open={open}
      onOpenChange={(isOpen) => {
        setNotice(null);
        onOpenChange(isOpen);
      }}
      className="history-dialog"
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      {open && (
        <HistoryBody
          {...bodyProps}
          onNotify={(tone, message) => setNotice({ tone, message })}
          onClose={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

type HistoryBodyProps = Omit<HistoryDialogProps, 'open' | 'onOpenChange'> & {
  onNotify: (tone: NoticeTone, message: string) => void;
  onClose: () => void;
};

function HistoryBody({
  onOpenConversation,
  onNotify,
  currentConversationId,
  onDeleted,
  onClose,
}: HistoryBodyProps) {
  const { appName } = useAppConfig();
  const history = useConversationHistory();
  const { rename, renaming } = useRenameConversation();
  const { remove } = useDeleteConversation();
  const { exportConversation, exportingId } = useConversationExport();
  const [pendingDelete, setPendingDelete] = useState<HistoryConversationFragment | null>(null);

  if (history.error) return <Alert tone="error">{history.error}</Alert>;
  if (history.loading) return <Spinner label="Loading conversation history" />;
  if (history.items.length === 0) return <p className="history-empty">{MESSAGES.historyEmpty}</p>;

  const open = (id: string) => {
    onOpenConversation(id);
    onClose();
  };

  const saveTitle = async (id: string, title: string) => {
    const outcome = await rename(id, title);
    onNotify(outcome.ok ? 'success' : 'error', outcome.message);
    return outcome.ok;
  };

  const confirmDelete = async (conversation: HistoryConversationFragment) => {
    const outcome = await remove(conversation.id);
    onNotify(outcome.ok ? 'success' : 'error', outcome.message);
    if (outcome.ok) onDeleted?.(conversation.id);
  };

  const exportMarkdown = async (id: string) => {
    const outcome = await exportConversation(id);
    onNotify(outcome.ok ? 'success' : 'error', outcome.message);
  };

  const loadMore = async () => {
    const failure = await history.loadMore();
    if (failure) onNotify('error', failure);
  };

  return (
    <div className="history">
      <ul className="history-list" aria-label="Conversations">
        {history.items.map((conversation) => (
          <HistoryItem
            key={conversation.id}
            conversation={conversation}
            replyLabel={appName}
            current={conversation.id === currentConversationId}
            renaming={renaming}
            onOpen={open}
            onRename={saveTitle}
            onDelete={setPendingDelete}
            onExport={(id) => void exportMarkdown(id)}
            exporting={conversation.id === exportingId}
          />
        ))}
      </ul>
      {history.hasMore && (
        <Button
          variant="secondary"
          className="history-more"
          disabled={history.loadingMore}
          aria-busy={history.loadingMore || undefined}
          onClick={() => void loadMore()}
        >
          Load more
        </Button>
      )}
      <AlertDialog
        open={pendingDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPendingDelete(null);
        }}
        title="Delete conversation?"
        description={
          pendingDelete
            ? `“${displayTitle(pendingDelete)}” and all its messages, notes and files will be deleted. This cannot be undone.`
            : ''
        }
        cancelLabel="Cancel"
        actionLabel="Delete"
        destructive
        onAction={() => {
          if (pendingDelete) void confirmDelete(pendingDelete);
        }}
      />
    </div>
  );
}
