import { useState } from 'react';
import type { FormEvent } from 'react';
import { AlertDialog, Button, Menu, TextArea } from '@app/ui';
import type { MenuAction } from '@app/ui';
import { LIMITS } from '@app/schema';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import type { JourneyOutcome } from '@/features/journey/useJourney';
import { wordsProblem } from '@/features/journey/words-problem';

/** What a writer can do with an entry of theirs; each is offered only when given. */
export interface EntryActionHandlers {
  /** Shares the entry by link (a message once its reply is in; a note). */
  onShare?: (entry: JourneyEntryFragment) => void;
  /** Share is offered but cannot be chosen (spec §4: the share cooldown). */
  shareDisabled?: boolean;
  /** Copies the entry (words and reply) as Markdown. */
  onCopy?: (entry: JourneyEntryFragment) => void;
  /** Downloads the entry as a Markdown file. */
  onDownload?: (entry: JourneyEntryFragment) => void;
  onEdit?: (entry: JourneyEntryFragment) => void;
  onAskAgain?: (entry: JourneyEntryFragment) => void;
  onDelete?: (entry: JourneyEntryFragment) => Promise<JourneyOutcome>;
}

const DELETE_TEXT: Record<JourneyEntryFragment['kind'], { title: string; description: string }> = {
  opening: {
    title: 'Delete this conversation?',
    description:
      'Its opening is its beginning: the whole conversation goes, with its notes, files and share links.',
  },
  continuation: {
    title: 'Delete this message?',
    description:
      'The message goes with its reply, its file and its share link. The rest of the conversation stays.',
  },
  note: { title: 'Delete this note?', description: 'The note goes with its share link.' },
};

/**
 * One menu per entry (issue 22): Share, Copy, Download as Markdown, then Edit (a message's or a note's words,
 * an opening's answers), Ask again (a finished reply), and Delete (after a confirmation).
 */
export function EntryActions({
  entry,
  onShare,
  shareDisabled = false,
  onCopy,
  onDownload,
  onEdit,
  onAskAgain,
  onDelete,
}: EntryActionHandlers & { entry: JourneyEntryFragment }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const finished = entry.replyStatus === 'complete' || entry.replyStatus === 'failed';
  const items: MenuAction[] = [];
  if (onShare && (entry.kind === 'note' || entry.replyStatus === 'complete'))
    items.push({ label: 'Share', onSelect: () => onShare(entry), disabled: shareDisabled });
  if (onCopy) items.push({ label: 'Copy', onSelect: () => onCopy(entry) });
  if (onDownload) items.push({ label: 'Download as Markdown', onSelect: () => onDownload(entry) });
  const firstChange = items.length;
  // An opening is edited by its answers; one kept without them (older imports) offers no Edit.
  if (onEdit && (entry.kind !== 'opening' || (entry.answers?.length ?? 0) > 0))
    items.push({
      label: 'Edit',
      onSelect: () => onEdit(entry),
      movesFocus: true,
      separatorBefore: firstChange > 0,
    });
  if (onAskAgain && entry.kind !== 'note' && finished)
    items.push({
      label: 'Ask again',
      onSelect: () => onAskAgain(entry),
      separatorBefore: items.length === firstChange && firstChange > 0,
    });
  if (onDelete)
    items.push({ label: 'Delete', onSelect: () => setConfirming(true), separatorBefore: items.length > 0 });
  if (items.length === 0) return null;
  const text = DELETE_TEXT[entry.kind];
  return (
    <>
      <Menu
        // Not "… message": a label holding the word would be found with the message box's.
        triggerLabel={entry.kind === 'note' ? 'Note actions' : 'Entry actions'}
        triggerContent={<span aria-hidden="true">⋯</span>}
        className="journey-entry-actions"
        align="end"
        items={items}
      />
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text.title}
        description={error ?? text.description}
        actionLabel="Delete"
        destructive
        cancelLabel="Cancel"
        onCancel={() => setError(null)}
        onAction={() => {
          void onDelete?.(entry).then((outcome) => {
            if (!outcome.ok) {
              setError(outcome.message);
              setConfirming(true);
            } else setError(null);
          });
        }}
      />
    </>
  );
}

/** A message's or note's words, changed in place: Save sends them, Cancel keeps the entry as it was. */
export function EntryEditor({
  entry,
  onSave,
  onCancel,
}: {
  entry: JourneyEntryFragment;
  onSave: (text: string) => Promise<JourneyOutcome>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(entry.userText);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = wordsProblem(text, entry.kind === 'note' ? 'note' : 'message', entry.file !== null);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    const outcome = await onSave(text.trim());
    setSaving(false);
    if (!outcome.ok) setError(outcome.message);
  };

  return (
    <form className="journey-entry-editor" noValidate onSubmit={(event) => void save(event)}>
      <TextArea
        label={entry.kind === 'note' ? 'Edit note' : 'Edit message'}
        value={text}
        maxLength={LIMITS.messageMax}
        enforceMaxLength={false}
        rows={3}
        error={error}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <EditorActions saving={saving} onCancel={onCancel} />
    </form>
  );
}

/** An editor's Save (submits its form) and Cancel, both held while the change is saved. */
export function EditorActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="journey-entry-editor__actions">
      <Button type="submit" disabled={saving} aria-busy={saving}>
        Save
      </Button>
      <Button variant="secondary" disabled={saving} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
