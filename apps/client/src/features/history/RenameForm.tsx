import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button, TextField } from '@app/ui';
import { TITLE_MAX, validateTitle } from '@/shared/conversation-title';

export interface RenameFormProps {
  initialTitle: string;
  saving: boolean;
  /** Called with the trimmed, valid title. */
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** Inline rename of a history row: Enter saves, Escape cancels (without closing the history). */
export function RenameForm({ initialTitle, saving, onSave, onCancel }: RenameFormProps) {
  const [title, setTitle] = useState(initialTitle);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.select();
    // The dialog closes on Escape from a capture listener on document; one on window runs first and marks the
    // keystroke handled, so Escape in this field only cancels the rename.
    const claimEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === input) event.preventDefault();
    };
    window.addEventListener('keydown', claimEscape, true);
    return () => window.removeEventListener('keydown', claimEscape, true);
  }, []);

  const save = () => {
    const invalid = validateTitle(title);
    setProblem(invalid);
    if (!invalid) onSave(title.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter is handled here rather than left to implicit submission; not while an IME is composing.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      onCancel();
    }
  };

  return (
    <form className="history-rename" noValidate onSubmit={submit}>
      <TextField
        ref={inputRef}
        label="Title"
        value={title}
        autoComplete="off"
        hint={`Up to ${TITLE_MAX} characters.`}
        error={problem ?? undefined}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="history-rename__actions">
        <Button type="submit" disabled={saving}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
