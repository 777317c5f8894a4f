import { useId, useState } from 'react';
import { MarkdownText, Menu } from '@app/ui';
import type { MenuAction } from '@app/ui';
import { displayTitle } from '@/shared/conversation-title';
import type { HistoryConversationFragment } from '@/features/history/graphql/history.generated';
import { RenameForm } from '@/features/history/RenameForm';
import { useInlineRename } from '@/features/history/useInlineRename';
import { entryExcerpt } from '@/features/journal/journal-excerpt';
import { CoverThumbnail } from '@/features/journal/JournalItem';
import { latestEntry } from '@/features/journal/useJournal';
import { formatDate } from '@/shared/format-date';

export interface HistoryItemProps {
  conversation: HistoryConversationFragment;
  /** The topic's display name from the config (its key when the config no longer has it). */
  topicName: string;
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

/**
 * One conversation of the history, as the journal shows it (issue 22): picture, title, topic and day, the
 * newest words; the title expands the spec's details (project, you, reply, date), and one menu holds the
 * actions (open, open in a new tab, rename, export, delete).
 */
export function HistoryItem({
  conversation,
  topicName,
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
  // Focus goes back to the row's menu button once the rename field goes.
  const { editing, setEditing, renameButton } = useInlineRename();
  const detailsId = useId();
  const { id } = conversation;
  const title = displayTitle(conversation);
  const latest = latestEntry(conversation);
  const excerpt = latest ? entryExcerpt(latest) : '';

  const save = async (newTitle: string) => {
    if (await onRename(id, newTitle)) setEditing(false);
  };

  const actions: MenuAction[] = [
    { label: 'Open', onSelect: () => onOpen(id) },
    { label: 'Open in new tab', href: `#/conversation/${encodeURIComponent(id)}` },
    { label: 'Rename', onSelect: () => setEditing(true), movesFocus: true, disabled: editing },
    { label: 'Export as Markdown', onSelect: () => onExport(id), disabled: exporting },
    { label: 'Delete', onSelect: () => onDelete(conversation), separatorBefore: true },
  ];

  return (
    <li
      className="history-item"
      aria-current={current ? 'true' : undefined}
      aria-busy={exporting || undefined}
    >
      <CoverThumbnail image={conversation.coverImage} />
      <div className="history-item__body">
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
          </button>
        )}
        <p className="journal-item__meta">
          <span>{topicName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={conversation.updatedAt}>{formatDate(conversation.updatedAt)}</time>
        </p>
        {excerpt && !expanded && <p className="journal-item__excerpt">{excerpt}</p>}
        <div id={detailsId} className="history-item__details" hidden={!expanded}>
          {expanded && <HistoryDetails conversation={conversation} replyLabel={replyLabel} />}
        </div>
      </div>
      <Menu
        triggerLabel={`Actions: ${title}`}
        triggerContent={<span aria-hidden="true">⋯</span>}
        triggerRef={renameButton}
        className="history-item__menu"
        align="end"
        items={actions}
      />
    </li>
  );
}

/** The spec's expanded row: project, the writer's opening words, the reply and the date. */
function HistoryDetails({
  conversation,
  replyLabel,
}: {
  conversation: HistoryConversationFragment;
  replyLabel: string;
}) {
  const { opening } = conversation;
  const created = opening?.createdAt ?? conversation.createdAt;
  return (
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
  );
}
