import { useState } from 'react';
import type { FormEvent } from 'react';
import { TextArea } from '@app/ui';
import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { EditorActions } from '@/features/journey/EntryActions';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import type { JourneyOutcome } from '@/features/journey/useJourney';

export interface AnswerChange {
  questionId: string;
  answer: string;
}

/** What keeps the answers from being saved, as the server words it; undefined when nothing does. */
export function answersProblem(answers: readonly AnswerChange[]): string | undefined {
  if (answers.some((item) => item.answer.length > LIMITS.answerMax)) return VALIDATION_MESSAGES.answerTooLong;
  if (answers.every((item) => !item.answer.trim())) return VALIDATION_MESSAGES.answerRequired;
  return undefined;
}

/**
 * An opening's answers changed in place (issue 22 §3): one field per question it was asked, under the
 * question's words. Save sends every answer (trimmed) as `startConversation` takes them, so the server holds
 * them to the same rules (a required question stays answered); Cancel keeps the opening as it was.
 */
export function OpeningEditor({
  entry,
  onSave,
  onCancel,
}: {
  entry: JourneyEntryFragment;
  onSave: (answers: AnswerChange[]) => Promise<JourneyOutcome>;
  onCancel: () => void;
}) {
  const questions = entry.answers ?? [];
  const [answers, setAnswers] = useState<AnswerChange[]>(() =>
    questions.map(({ questionId, answer }) => ({ questionId, answer })),
  );
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = answersProblem(answers);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    const outcome = await onSave(answers.map((item) => ({ ...item, answer: item.answer.trim() })));
    setSaving(false);
    if (!outcome.ok) setError(outcome.message);
  };

  const change = (index: number, answer: string) =>
    setAnswers((current) => current.map((item, at) => (at === index ? { ...item, answer } : item)));

  return (
    <form
      className="journey-entry-editor"
      aria-label="Edit answers"
      noValidate
      onSubmit={(event) => void save(event)}
    >
      {questions.map((question, index) => (
        <TextArea
          key={question.questionId}
          label={question.question}
          value={answers[index].answer}
          maxLength={LIMITS.answerMax}
          enforceMaxLength={false}
          rows={2}
          autoFocus={index === 0}
          onChange={(event) => change(index, event.target.value)}
        />
      ))}
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
      <EditorActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
