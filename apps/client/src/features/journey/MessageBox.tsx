import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextArea } from '@app/ui';
import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import type { PersonalNoteConfig } from '@app/schema';
import type { JourneyOutcome } from '@/features/journey/useJourney';

export type InputMode = 'continue' | 'note';

export interface MessageBoxProps {
  continueText: string;
  /** The personal-note settings; null or disabled hides the note button. */
  personalNote: PersonalNoteConfig | null;
  busy: boolean;
  onSend: (message: string) => Promise<JourneyOutcome>;
  onAddNote: (content: string) => Promise<JourneyOutcome>;
  onError: (message: string) => void;
}

/** Spec §4: the Think Box. Continue mode sends a continuation; note mode adds a note to self. */
export function MessageBox({
  continueText,
  personalNote,
  busy,
  onSend,
  onAddNote,
  onError,
}: MessageBoxProps) {
  const [mode, setMode] = useState<InputMode>('continue');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const notesEnabled = personalNote?.enabled ?? false;
  const noteText = personalNote?.buttonText ?? '+ NOTE TO SELF';

  const sendContinuation = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'note') {
      await sendNote();
      return;
    }
    if (!text.trim()) {
      setError(VALIDATION_MESSAGES.messageRequired);
      return;
    }
    setError(undefined);
    const outcome = await onSend(text.trim());
    if (outcome.ok) setText('');
    else onError(outcome.message);
  };

  const sendNote = async () => {
    if (busy) return;
    // An empty note only clears the input and returns to continue mode.
    if (!text.trim()) {
      setText('');
      setError(undefined);
      setMode('continue');
      return;
    }
    const outcome = await onAddNote(text.trim());
    if (outcome.ok) {
      setText('');
      setMode('continue');
    } else onError(outcome.message);
  };

  const handleNoteButton = () => {
    if (mode === 'continue') {
      setMode('note');
      setError(undefined);
      return;
    }
    void sendNote();
  };

  return (
    <form className="journey-message-box" noValidate onSubmit={(event) => void sendContinuation(event)}>
      <TextArea
        label={mode === 'note' ? 'Note to self' : 'Message'}
        value={text}
        maxLength={LIMITS.messageMax}
        placeholder={mode === 'note' ? personalNote?.placeholder : undefined}
        rows={3}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="journey-message-box__actions">
        {mode === 'continue' && (
          <Button type="submit" disabled={busy}>
            {continueText}
          </Button>
        )}
        {notesEnabled && (
          <Button variant="secondary" disabled={busy} onClick={handleNoteButton}>
            {mode === 'note' ? `ADD ${noteText}` : noteText}
          </Button>
        )}
      </div>
    </form>
  );
}
