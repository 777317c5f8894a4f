import { useId } from 'react';
import type { FormEvent, Ref } from 'react';
import { Button, TextArea } from '@app/ui';
import { LIMITS } from '@app/schema';
import { MESSAGES } from '@/shared/messages';

export interface AskJournalFormProps {
  question: string;
  onQuestionChange: (question: string) => void;
  /** Why the question cannot be asked (the server's words), shown on its box. */
  error?: string;
  asking: boolean;
  onAsk: () => void;
  /** The question box, which the panel opens on and returns to. */
  fieldRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The question box with its counter, as the composer counts a message, what is sent to write the answer, and
 * the panel's one primary action.
 */
export function AskJournalForm({
  question,
  onQuestionChange,
  error,
  asking,
  onAsk,
  fieldRef,
}: AskJournalFormProps) {
  const privacyId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAsk();
  };

  return (
    <form className="ask-journal-form" noValidate onSubmit={submit}>
      <TextArea
        ref={fieldRef}
        label={MESSAGES.askJournalQuestion}
        value={question}
        maxLength={LIMITS.journalQuestionMax}
        // As the composer does: a long paste stays visible to be trimmed, the counter marks it over.
        enforceMaxLength={false}
        rows={3}
        error={error}
        // The panel exists to ask: it opens with the focus in the box (libs/ui Dialog).
        data-autofocus
        onChange={(event) => onQuestionChange(event.target.value)}
      />
      <p id={privacyId} className="ask-journal-form__privacy">
        {MESSAGES.askJournalSentToAi}
      </p>
      <Button
        type="submit"
        className="ask-journal-form__ask"
        disabled={asking}
        aria-busy={asking || undefined}
        aria-describedby={privacyId}
      >
        {MESSAGES.askJournalAsk}
      </Button>
    </form>
  );
}
