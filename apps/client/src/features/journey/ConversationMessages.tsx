import { Fragment, useState } from 'react';
import { Button, MarkdownText, MessageBubble, useToasts } from '@app/ui';
import { FileLink } from '@/features/attachments/FileLink';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { EntryActions, EntryEditor } from '@/features/journey/EntryActions';
import { MoodPicker } from '@/features/journey/MoodPicker';
import { OpeningEditor } from '@/features/journey/OpeningEditor';
import type { EntryChange } from '@/features/journey/useEntryEdits';
import { EntryWords } from '@/features/journey/EntryWords';
import { ReplyBy } from '@/features/journey/ReplyBy';
import { RememberedEntries } from '@/features/journey/RememberedEntries';
import { entryFileName, entryMarkdown } from '@/features/journey/entry-markdown';
import { saveBlob } from '@/features/export-import/download-export';
import { isLocalEntry } from '@/features/journey/useJourney';
import type { JourneyOutcome } from '@/features/journey/useJourney';
import {
  formatLongDay,
  formatTime,
  localDayKey,
  replyTimestampProps,
  timestampProps,
} from '@/shared/format-date';
import { copyToClipboard } from '@/shared/clipboard';
import { MESSAGES } from '@/shared/messages';

export interface ConversationMessagesProps {
  entries: JourneyEntryFragment[];
  /** Labels the replies: the app's name. */
  appName: string;
  onRetry: (entryId: string) => void;
  /** Offers Share in each stored entry's menu. */
  onShare?: (entry: JourneyEntryFragment) => void;
  /** Disables Share (spec §4: the share cooldown). */
  shareDisabled?: boolean;
  /**
   * The entries start at the conversation's beginning, so continuations can be numbered (links to a
   * continuation by position need it). False while older pages are still to load.
   */
  fromStart?: boolean;
  /** Saves a message's or note's new words (offers Edit in each entry's menu). */
  onEdit?: (entry: JourneyEntryFragment, change: EntryChange) => Promise<JourneyOutcome>;
  /** Asks again for a finished reply (offers Ask again). */
  onAskAgain?: (entryId: string) => void;
  /** Deletes an entry, after a confirmation (offers Delete). */
  onDelete?: (entry: JourneyEntryFragment) => Promise<JourneyOutcome>;
  /** Opens every answer the writer gave to one of the opening's questions (offers "See all my answers"). */
  onSeeAnswers?: (questionId: string) => void;
}

/** Each continuation's position among the continuations (0 is the first): what share links and search use. */
function continuationPositions(entries: JourneyEntryFragment[]): Map<string, number> {
  const continuations = entries.filter((entry) => entry.kind === 'continuation');
  return new Map(continuations.map((entry, position) => [entry.id, position]));
}

/**
 * The conversation so far: each entry's words, then its reply streaming in (notes get none). Each message
 * carries the data attributes the scroll-to-match behaviour looks for.
 */
export function ConversationMessages({
  entries,
  appName,
  onRetry,
  onShare,
  shareDisabled = false,
  fromStart = true,
  onEdit,
  onAskAgain,
  onDelete,
  onSeeAnswers,
}: ConversationMessagesProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const toasts = useToasts();
  if (entries.length === 0) return null;

  const copy = async (entry: JourneyEntryFragment) => {
    const copied = await copyToClipboard(entryMarkdown(entry, appName));
    toasts.show(copied ? 'success' : 'error', copied ? MESSAGES.entryCopied : MESSAGES.entryCopyFailed);
  };
  const download = (entry: JourneyEntryFragment) =>
    saveBlob(
      new Blob([entryMarkdown(entry, appName)], { type: 'text/markdown;charset=utf-8' }),
      entryFileName(entry, appName),
    );
  const positions = fromStart ? continuationPositions(entries) : new Map<string, number>();
  return (
    <div className="journey-messages">
      {entries.map((entry, i) => {
        // A heading starts each day (the writer's local day); entries under it show their time alone.
        const day = localDayKey(entry.createdAt);
        const dayHeading = i === 0 || localDayKey(entries[i - 1].createdAt) !== day;
        return (
          <Fragment key={entry.id}>
            {dayHeading && (
              <h2 className="journey-day">
                <time dateTime={day}>{formatLongDay(entry.createdAt)}</time>
              </h2>
            )}
            {renderEntry(entry)}
          </Fragment>
        );
      })}
    </div>
  );

  function renderEntry(entry: JourneyEntryFragment) {
    const actions = isLocalEntry(entry) ? undefined : (
      <EntryActions
        entry={entry}
        onShare={onShare}
        shareDisabled={shareDisabled}
        onCopy={(chosen) => void copy(chosen)}
        onDownload={download}
        onEdit={onEdit && (() => setEditingId(entry.id))}
        onAskAgain={onAskAgain && (() => onAskAgain(entry.id))}
        onDelete={onDelete}
      />
    );
    // The writer's words, or the editor while they change them; "Edited" once they have.
    const edit = editingId === entry.id ? onEdit : undefined;
    const save = async (change: EntryChange): Promise<JourneyOutcome> => {
      const outcome = edit ? await edit(entry, change) : ({ ok: true } as const);
      if (outcome.ok) setEditingId(null);
      return outcome;
    };
    const words = !edit ? (
      <EntryWords entry={entry} onSeeAnswers={isLocalEntry(entry) ? undefined : onSeeAnswers} />
    ) : entry.kind === 'opening' ? (
      <OpeningEditor
        entry={entry}
        onCancel={() => setEditingId(null)}
        onSave={(answers) => save({ answers })}
      />
    ) : (
      <EntryEditor entry={entry} onCancel={() => setEditingId(null)} onSave={(text) => save({ text })} />
    );
    if (entry.kind === 'note') {
      return (
        <div data-entry-id={entry.id} data-note-id={entry.id}>
          <MessageBubble
            variant="note"
            label="Note"
            {...timestampProps(entry.createdAt, formatTime)}
            action={actions}
          >
            {words}
            {/* Notes written here carry no file; one imported from another app may carry a photo. */}
            {entry.file && <FileLink file={entry.file} className="journey-file" />}
          </MessageBubble>
        </div>
      );
    }
    const failed = entry.replyStatus === 'failed';
    return (
      <div
        className="journey-exchange"
        data-entry-id={entry.id}
        data-continuation-index={positions.get(entry.id)}
      >
        <MessageBubble
          variant="user"
          label="You"
          {...timestampProps(entry.createdAt, formatTime)}
          action={actions}
        >
          {words}
          {entry.file && <FileLink file={entry.file} className="journey-file" />}
        </MessageBubble>
        <MessageBubble
          variant="reply"
          label={appName}
          {...replyTimestampProps(entry, formatTime)}
          streaming={entry.replyStatus === 'pending'}
          failed={failed}
          action={
            failed && !isLocalEntry(entry) ? (
              <Button variant="secondary" onClick={() => onRetry(entry.id)}>
                Retry
              </Button>
            ) : undefined
          }
        >
          {/* Said once the reply is whole, with its words. */}
          <ReplyBy replyBy={entry.replyStatus === 'complete' ? entry.replyBy : null} />
          <div aria-live="polite">
            {entry.replyText ? <MarkdownText>{entry.replyText}</MarkdownText> : null}
            {failed && <p className="journey-reply-error">{entry.replyError || MESSAGES.networkError}</p>}
          </div>
          {/* What the reply drew on; hidden while a reply is written again, whose list is not known yet. */}
          {entry.replyStatus !== 'pending' && (
            <RememberedEntries remembered={entry.remembered} appName={appName} />
          )}
        </MessageBubble>
        {entry.replyStatus === 'complete' && !isLocalEntry(entry) && <MoodPicker entry={entry} />}
      </div>
    );
  }
}
