import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextArea } from '@app/ui';
import { LIMITS } from '@app/schema';
import type { PersonalNoteConfig } from '@app/schema';
import { AttachFileButton } from '@/features/attachments/AttachFileButton';
import { AttachmentChip } from '@/features/attachments/AttachmentChip';
import { useFileUpload } from '@/features/attachments/useFileUpload';
import { useDraft } from '@/features/drafts/useDraft';
import { EMPTY_MESSAGE_DRAFT, isMessageDraft, messageDraftKey } from '@/features/drafts/message-draft';
import type { InputMode } from '@/features/drafts/message-draft';
import type { JourneyOutcome } from '@/features/journey/useJourney';
import { wordsProblem } from '@/features/journey/words-problem';
import { MicrophoneButton } from '@/features/voice/MicrophoneButton';
import { useVoiceRecorder } from '@/features/voice/useVoiceRecorder';
import { VoiceStatus } from '@/features/voice/VoiceStatus';
import { appendTranscript } from '@/features/voice/voice-text';

export interface MessageBoxProps {
  conversationId: string;
  continueText: string;
  /** The personal-note settings; null or disabled hides the note button. */
  personalNote: PersonalNoteConfig | null;
  busy: boolean;
  onSend: (message: string, fileId: string | null) => Promise<JourneyOutcome>;
  onAddNote: (content: string) => Promise<JourneyOutcome>;
  onError: (message: string) => void;
  /** The server stopped accepting the session during an upload. */
  onUnauthenticated: () => void;
  /** A note was added (the view scrolls to it). */
  onNoteAdded?: (entryId: string) => void;
  /** An uploaded file was taken out before sending. */
  onDiscardUpload?: (fileId: string) => void;
}

/**
 * Spec §4: the Think Box. Continue mode sends a continuation (with an optional file); note mode adds a note
 * to self. What is typed, and the mode, are kept as a draft of this conversation until sent.
 */
export function MessageBox({
  conversationId,
  continueText,
  personalNote,
  busy,
  onSend,
  onAddNote,
  onError,
  onUnauthenticated,
  onNoteAdded,
  onDiscardUpload,
}: MessageBoxProps) {
  const [draft, setDraft, clearDraft] = useDraft(
    messageDraftKey(conversationId),
    EMPTY_MESSAGE_DRAFT,
    isMessageDraft,
  );
  const [error, setError] = useState<string | undefined>();
  const upload = useFileUpload({ onError, onUnauthenticated, onDiscard: onDiscardUpload });
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // Spoken words land after what is typed, in either mode, to be edited before sending.
  const voice = useVoiceRecorder({
    field: fieldRef,
    onUnauthenticated,
    onText: (heard) => setDraft((current) => ({ ...current, text: appendTranscript(current.text, heard) })),
  });
  // Nothing is sent while words are still being recorded or written out.
  const locked = busy || voice.busy;
  const { mode, text } = draft;
  const notesEnabled = personalNote?.enabled ?? false;
  const noteText = personalNote?.buttonText ?? '+ NOTE TO SELF';

  const setMode = (next: InputMode) => setDraft((current) => ({ ...current, mode: next }));

  const sendContinuation = async (event: FormEvent) => {
    event.preventDefault();
    if (locked || upload.uploading) return;
    if (mode === 'note') {
      await sendNote();
      return;
    }
    // A file may go alone; without one, there must be words.
    const problem = wordsProblem(text, 'message', upload.attachedFile !== null);
    setError(problem);
    if (problem) return;
    const outcome = await onSend(text.trim(), upload.attachedFile?.id ?? null);
    if (outcome.ok) {
      clearDraft();
      upload.clear();
    } else onError(outcome.message);
  };

  const sendNote = async () => {
    if (locked) return;
    // An empty note only clears the input and returns to continue mode.
    if (!text.trim()) {
      clearDraft();
      setError(undefined);
      return;
    }
    const problem = wordsProblem(text, 'note', false);
    if (problem) {
      setError(problem);
      return;
    }
    const outcome = await onAddNote(text.trim());
    if (outcome.ok) {
      clearDraft();
      if (outcome.entryId) onNoteAdded?.(outcome.entryId);
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
        ref={fieldRef}
        label={mode === 'note' ? 'Note to self' : 'Message'}
        value={text}
        maxLength={LIMITS.messageMax}
        enforceMaxLength={false}
        placeholder={mode === 'note' ? personalNote?.placeholder : undefined}
        rows={3}
        error={error}
        action={voice.available ? <MicrophoneButton voice={voice} disabled={busy} /> : undefined}
        onChange={(event) => {
          const value = event.target.value;
          setDraft((current) => ({ ...current, text: value }));
        }}
      />
      {mode === 'continue' && <AttachmentChip state={upload.state} onCancel={upload.remove} />}
      <VoiceStatus voice={voice} />
      {mode === 'note' && (
        <p className="journey-note-hint">
          {upload.attachedFile || upload.uploading
            ? 'A note to self gets no reply and carries no file: your file waits for your next message.'
            : 'A note to self gets no reply and carries no file.'}
        </p>
      )}
      <div className="journey-message-box__actions">
        {mode === 'continue' && (
          <>
            <Button type="submit" disabled={locked || upload.uploading}>
              {continueText}
            </Button>
            <AttachFileButton
              disabled={busy || upload.uploading}
              onPick={(file) => void upload.attach(file)}
            />
          </>
        )}
        {notesEnabled && (
          <Button
            variant="secondary"
            className="journey-note-button"
            disabled={locked}
            onClick={handleNoteButton}
          >
            {mode === 'note' ? `ADD ${noteText}` : noteText}
          </Button>
        )}
        {mode === 'note' && (
          // Back to the message, keeping what was typed.
          <Button variant="secondary" disabled={busy} onClick={() => setMode('continue')}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
