import { useId, useState } from 'react';
import { Button, MarkdownText } from '@app/ui';
import { displayTitle } from '@/features/history/conversation-title';
import { formatDate } from '@/shared/format-date';
import type { HistoryConversationFragment } from '@/features/history/graphql/history.generated';
import { RenameForm } from '@/features/history/RenameForm';
import { useInlineRename } from '@/features/history/useInlineRename';

export interface HistoryItemProps {
  conversation: HistoryConversationFragment;
  /** Labels the opening's reply: the app's name. */
  replyLabel: string;
  /** The conversation shown in the main area. */
  current: boolean;
  renaming: boolean;
  onOpen: (id: string) => void;
  /** Resolves true once the new title is saved. */
  onRename: (id: string, title: string) => Promise<boolean>;
  onDelete: (conversation: HistoryConversationFragment) => void;
  /** Downloads the conversation as a Markdown file. */
  onExport: (id: string) => void;
  /** This conversation's Markdown is being prepared. */
  exporting: boolean;
}

/** One conversation of the history: title and date, expandable details, and its actions. */
export function HistoryItem({
  conversation,
  replyLabel,
  current,
  renaming,
  onOpen,
  onRename,
  onDelete,
  onExport,
  exporting,
}: HistoryItemProps) {
  const [expanded, setExpanded] = useState(false);
  const { editing, setEditing, renameButton } = useInlineRename();
  const detailsId = useId();
  const { id, opening } = conversation;
  const title = displayTitle(conversation);
  const created = opening?.createdAt ?? conversation.createdAt;

  const save = async (newTitle: string) => {
    if (await onRename(id, newTitle)) setEditing(false);
  };

  return (
    <li className="history-item" aria-current={current ? 'true' : undefined}>
      {editing ? (
        <RenameForm
          initialTitle={title}
          saving={renaming}
          onSave={(newTitle) => void save(newTitle)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <button
          type="button"
          className="history-item__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="history-item__chevron" aria-hidden="true" />
          <span className="history-item__title">{title}</span>
          <time className="history-item__date" dateTime={conversation.updatedAt}>
            {formatDate(conversation.updatedAt)}
          </time>
        </button>
      )}
      <div id={detailsId} className="history-item__details" hidden={!expanded}>
        {expanded && (
          <dl>
            <dt>Project</dt>
            <dd>{conversation.projectName}</dd>
            {opening && (
              <>
                <dt>You</dt>
                <dd className="history-item__text">{opening.userText}</dd>
              </>
            )}
            {opening?.replyText && (
              <>
                <dt>{replyLabel}</dt>
                <dd>
                  <MarkdownText>{opening.replyText}</MarkdownText>
                </dd>
              </>
            )}
            <dt>Date</dt>
            <dd>
              <time dateTime={created}>{formatDate(created)}</time>
            </dd>
          </dl>
        )}
      </div>
      <div className="history-item__actions">
        <Button variant="secondary" onClick={() => onOpen(id)}>
          Open<span className="ui-visually-hidden">: {title}</span>
        </Button>
        <a
          className="ui-button ui-button--secondary"
          href={`#/conversation/${encodeURIComponent(id)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open in new tab<span className="ui-visually-hidden">: {title}</span>
        </a>
        <Button variant="secondary" ref={renameButton} disabled={editing} onClick={() => setEditing(true)}>
          Rename<span className="ui-visually-hidden">: {title}</span>
        </Button>
        <Button
          variant="secondary"
          disabled={exporting}
          aria-busy={exporting || undefined}
          onClick={() => onExport(id)}
        >
          Export as Markdown<span className="ui-visually-hidden">: {title}</span>
        </Button>
        <Button variant="secondary" className="history-item__delete" onClick={() => onDelete(conversation)}>
          Delete<span className="ui-visually-hidden">: {title}</span>
        </Button>
      </div>
    </li>
  );
}
