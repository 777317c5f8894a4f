import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextArea } from '@app/ui';
import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import type { TopicEntry } from '@app/schema';
import type { StartConversationInput } from '@/gql/graphql';

export interface StartFormProps {
  topics: TopicEntry[];
  topicLabel: string;
  topicPlaceholder: string;
  /** The answer placeholder (the site config's, which says 100 words or less). */
  answerPlaceholder: string;
  busy: boolean;
  onSubmit: (input: StartConversationInput) => void;
  /** A topic already picked (from the menu); the user can still start over with another from the menu. */
  initialTopicKey?: string | null;
}

// Step -1 is the project name; 0..n-1 the topic's questions, one at a time.
const PROJECT_STEP = -1;

/** Spec §4 empty conversation flow: topic, project name, then each question (Next until the last, then submit). */
export function StartForm({
  topics,
  topicLabel,
  topicPlaceholder,
  answerPlaceholder,
  busy,
  onSubmit,
  initialTopicKey = null,
}: StartFormProps) {
  const selectId = useId();
  const [chosenKey, setChosenKey] = useState<string | null>(initialTopicKey);
  const [step, setStep] = useState(PROJECT_STEP);
  const [projectName, setProjectName] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();

  // Exactly one enabled topic is chosen for the user.
  const topic = topics.length === 1 ? topics[0] : topics.find((candidate) => candidate.key === chosenKey);

  if (!topic) {
    if (topics.length === 0) return null;
    return (
      <div className="ui-field journey-topic">
        <label className="ui-field__label" htmlFor={selectId}>
          {topicLabel}
        </label>
        <select
          id={selectId}
          className="ui-field__input"
          value=""
          onChange={(event) => setChosenKey(event.target.value || null)}
        >
          <option value="" disabled>
            {topicPlaceholder}
          </option>
          {topics.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.displayName}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const questions = topic.promptQuestions;
  const question = step >= 0 ? questions[step] : undefined;
  const isLast = step === questions.length - 1 || (step === PROJECT_STEP && questions.length === 0);

  const validate = (): string | undefined => {
    if (step === PROJECT_STEP) {
      if (!projectName.trim()) return VALIDATION_MESSAGES.projectNameRequired;
      if (projectName.length > LIMITS.projectNameMax) return VALIDATION_MESSAGES.projectNameTooLong;
      return undefined;
    }
    const answer = question ? (answers[question.id] ?? '') : '';
    if (question?.required && !answer.trim()) return VALIDATION_MESSAGES.answerRequired;
    if (answer.length > LIMITS.answerMax) return VALIDATION_MESSAGES.answerTooLong;
    return undefined;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validate();
    setError(problem);
    if (problem) return;
    if (!isLast) {
      setStep(step + 1);
      return;
    }
    onSubmit({
      topic: topic.key,
      projectName: projectName.trim(),
      answers: questions.map((item) => ({ questionId: item.id, answer: (answers[item.id] ?? '').trim() })),
    });
  };

  return (
    <form className="journey-start" noValidate onSubmit={handleSubmit} aria-label={topic.displayName}>
      {step === PROJECT_STEP ? (
        <TextArea
          key="project"
          label="Project name"
          value={projectName}
          maxLength={LIMITS.projectNameMax}
          enforceMaxLength={false}
          rows={2}
          required
          error={error}
          onChange={(event) => setProjectName(event.target.value)}
        />
      ) : (
        question && (
          <TextArea
            key={question.id}
            label={question.text}
            value={answers[question.id] ?? ''}
            placeholder={answerPlaceholder}
            maxLength={LIMITS.answerMax}
            enforceMaxLength={false}
            rows={4}
            required={question.required}
            error={error}
            onChange={(event) => {
              const value = event.target.value;
              setAnswers((current) => ({ ...current, [question.id]: value }));
            }}
          />
        )
      )}
      <Button type="submit" disabled={busy}>
        {isLast ? 'Submit' : 'Next'}
      </Button>
    </form>
  );
}
