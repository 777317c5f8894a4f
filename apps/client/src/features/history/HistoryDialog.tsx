import { useState } from 'react';
import { Alert, AlertDialog, Button, Dialog, SkeletonList, TextField } from '@app/ui';
import type { DialogNotice } from '@app/ui';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { useConversationExport } from '@/features/export-import/useConversationExport';
import { displayTitle, TITLE_MAX } from '@/shared/conversation-title';
import type { HistoryConversationFragment } from '@/features/history/graphql/history.generated';
import { HistoryItem } from '@/features/history/HistoryItem';
import {
  useConversationHistory,
  useDeleteConversation,
  useRenameConversation,
} from '@/features/history/useConversationHistory';
import { groupByMonth } from '@/features/journal/journal-months';
import '@/features/journal/journal.css';
import { topicDisplayName } from '@/features/white-label/topic-name';
import { OfflineConversations } from '@/features/offline/OfflineConversations';
import { MESSAGES } from '@/shared/messages';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { useOnline } from '@/shared/useOnline';

// The filter asks the server once the writer pauses, as the search does.
const FILTER_DEBOUNCE_MS = 300;

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
 * Markdown or delete. Since issue 22 it reads as the journal: month groups, rows with topic, excerpt and
 * picture, the actions in each row's menu, and a filter box.
 */
export function HistoryDialog({ open, onOpenChange, ...bodyProps }: HistoryDialogProps) {
  // The outcome of a rename, delete (the spec's texts, §8) or Markdown export, shown in the dialog.
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  const online = useOnline();
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
      {open && !online && (
        <OfflineConversations
          onOpen={(id) => {
            bodyProps.onOpenConversation(id);
            onOpenChange(false);
          }}
        />
      )}
      {open && online && (
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
  const { appName, features } = useAppConfig();
  const [filterText, setFilterText] = useState('');
  const filter = useDebouncedValue(filterText.trim(), FILTER_DEBOUNCE_MS);
  const history = useConversationHistory(filter);
  const { rename, renaming } = useRenameConversation();
  const { remove } = useDeleteConversation();
  const { exportConversation, exportingId } = useConversationExport();
  const [pendingDelete, setPendingDelete] = useState<HistoryConversationFragment | null>(null);

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

  // A writer without conversations gets the spec's empty text alone: there is nothing to filter.
  const empty = history.items.length === 0 && !history.loading && !history.error;
  if (empty && !filter && !filterText) return <p className="history-empty">{MESSAGES.historyEmpty}</p>;

  return (
    <div className="history">
      <TextField
        label="Filter"
        type="search"
        hint="By title, project or topic."
        value={filterText}
        maxLength={TITLE_MAX}
        autoComplete="off"
        onChange={(event) => setFilterText(event.target.value)}
      />
      {history.error ? (
        <Alert tone="error">{history.error}</Alert>
      ) : history.loading && history.items.length === 0 ? (
        <SkeletonList label="Loading conversation history" rows={4} />
      ) : empty ? (
        <p role="status" className="history-empty">
          {MESSAGES.historyNoMatch(filter)}
        </p>
      ) : (
        <div className="history-months">
          {groupByMonth(history.items, (conversation) => conversation.updatedAt).map((month) => (
            <section
              key={`${month.key}:${month.items[0].id}`}
              className="history-month"
              aria-label={month.label}
            >
              <h3 className="journal-month__label">{month.label}</h3>
              <ul className="journal-list">
                {month.items.map((conversation) => (
                  <HistoryItem
                    key={conversation.id}
                    conversation={conversation}
                    topicName={topicDisplayName(features, conversation.topic)}
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
            </section>
          ))}
        </div>
      )}
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
