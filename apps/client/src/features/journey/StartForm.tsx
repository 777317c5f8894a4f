import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextArea, TextField } from '@app/ui';
import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import type { TopicEntry } from '@app/schema';
import { useDraft } from '@/features/drafts/useDraft';
import { emptyStartDraft, isStartDraft, PROJECT_STEP, START_DRAFT_KEY } from '@/features/drafts/start-draft';
import type { StartConversationInput } from '@/gql/graphql';
import { MicrophoneButton } from '@/features/voice/MicrophoneButton';
import { useVoiceRecorder } from '@/features/voice/useVoiceRecorder';
import { VoiceStatus } from '@/features/voice/VoiceStatus';
import { appendTranscript } from '@/features/voice/voice-text';
import { MESSAGES, QUESTION_TRANSITION_MS } from '@/shared/messages';

export interface StartFormProps {
  topics: TopicEntry[];
  topicLabel: string;
  topicPlaceholder: string;
  /** The answer placeholder (the site config's, which says 100 words or less). */
  answerPlaceholder: string;
  busy: boolean;
  /** Resolves true once the conversation has started; the draft is then dropped. */
  onSubmit: (input: StartConversationInput) => Promise<boolean>;
  /** A topic already picked (from the menu); the user can still start over with another from the menu. */
  initialTopicKey?: string | null;
  /** The server stopped accepting the session while a recording was written out. */
  onUnauthenticated: () => void;
}

/**
 * Spec §4 empty conversation flow: topic (when several), project name, then each question (Next until the
 * last, then submit). Everything typed is kept as a draft until the conversation starts. Issue 22 adds where
 * the writer is: the topic as a chip (Change goes back to the choice), "Question 2 of 4" with optional ones
 * marked, and Back, which keeps what was typed.
 */
export function StartForm({
  topics,
  topicLabel,
  topicPlaceholder,
  answerPlaceholder,
  busy,
  onSubmit,
  initialTopicKey = null,
  onUnauthenticated,
}: StartFormProps) {
  const selectId = useId();
  const [draft, setDraft, clearDraft] = useDraft(
    START_DRAFT_KEY,
    emptyStartDraft(initialTopicKey),
    isStartDraft,
  );
  const [error, setError] = useState<string | undefined>();
  const [topicError, setTopicError] = useState<string | undefined>();
  const [transitioning, setTransitioning] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const projectRef = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const movedOn = useRef(false);

  // Exactly one enabled topic is chosen for the user; a stored choice no longer offered counts as none.
  const topic =
    topics.length === 1 ? topics[0] : topics.find((candidate) => candidate.key === draft.topicKey);
  const questions = topic?.promptQuestions ?? [];
  const step = Math.min(draft.step, questions.length - 1);
  const question = step >= 0 ? questions[step] : undefined;
  // Spoken words land after the answer typed so far; the flow waits (no Next, Back or Change) meanwhile.
  const voice = useVoiceRecorder({
    field: fieldRef,
    onUnauthenticated,
    onText: (heard) => {
      if (!question) return;
      setDraft((current) => ({
        ...current,
        answers: {
          ...current.answers,
          [question.id]: appendTranscript(current.answers[question.id] ?? '', heard),
        },
      }));
    },
  });
  const locked = busy || transitioning || voice.busy;
  const isLast = step === questions.length - 1 || (step === PROJECT_STEP && questions.length === 0);

  // Spec §9: the question transition lasts 500 ms; Next waits it out so a double press cannot skip one.
  useEffect(() => {
    if (!transitioning) return;
    const timer = setTimeout(() => setTransitioning(false), QUESTION_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [transitioning]);

  // Moving to another step puts the caret in it (not on first render: that would scroll the page).
  useEffect(() => {
    if (movedOn.current) (step === PROJECT_STEP ? projectRef.current : fieldRef.current)?.focus();
  }, [step]);

  if (topics.length === 0) return null;

  const validate = (): string | undefined => {
    if (step === PROJECT_STEP) {
      if (!draft.projectName.trim()) return VALIDATION_MESSAGES.projectNameRequired;
      if (draft.projectName.length > LIMITS.projectNameMax) return VALIDATION_MESSAGES.projectNameTooLong;
      return undefined;
    }
    const answer = question ? (draft.answers[question.id] ?? '') : '';
    if (question?.required && !answer.trim()) return VALIDATION_MESSAGES.answerRequired;
    if (answer.length > LIMITS.answerMax) return VALIDATION_MESSAGES.answerTooLong;
    return undefined;
  };

  // Back keeps every answer typed so far: they live in the draft, by question.
  const goBack = () => {
    if (locked || step === PROJECT_STEP) return;
    setError(undefined);
    movedOn.current = true;
    setDraft({ ...draft, step: step - 1 });
  };

  // The project name and the answers to questions of the same id stay; the flow starts at the project name.
  const changeTopic = () => {
    if (locked) return;
    setError(undefined);
    setDraft({ ...draft, topicKey: null, step: PROJECT_STEP });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    if (!topic) {
      setTopicError(VALIDATION_MESSAGES.memoryTypeRequired);
      return;
    }
    const problem = validate();
    setError(problem);
    if (problem) return;
    if (!isLast) {
      movedOn.current = true;
      setTransitioning(true);
      setDraft({ ...draft, step: step + 1 });
      return;
    }
    const started = await onSubmit({
      topic: topic.key,
      projectName: draft.projectName.trim(),
      answers: questions.map((item) => ({
        questionId: item.id,
        answer: (draft.answers[item.id] ?? '').trim(),
      })),
    });
    if (started) clearDraft();
  };

  return (
    <form
      className={['journey-start', transitioning && 'journey-start--transitioning'].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={topic?.displayName ?? 'Start a conversation'}
    >
      {!topic && (
        <div className="ui-field journey-topic">
          <label className="ui-field__label" htmlFor={selectId}>
            {topicLabel}
          </label>
          <select
            id={selectId}
            className="ui-field__input"
            value=""
            aria-invalid={topicError ? true : undefined}
            aria-describedby={topicError ? `${selectId}-error` : undefined}
            onChange={(event) => {
              setTopicError(undefined);
              setDraft({ ...draft, topicKey: event.target.value || null, step: PROJECT_STEP });
            }}
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
          {topicError && (
            <p id={`${selectId}-error`} className="ui-field__error" role="alert">
              {topicError}
            </p>
          )}
        </div>
      )}
      {topic && (
        <p className="journey-topic-chip">
          <span className="journey-topic-chip__name">{topic.displayName}</span>
          {topics.length > 1 && (
            <Button
              variant="secondary"
              className="journey-topic-chip__change"
              disabled={voice.busy}
              onClick={changeTopic}
            >
              {MESSAGES.changeTopic}
              <span className="ui-visually-hidden"> ({topicLabel})</span>
            </Button>
          )}
        </p>
      )}
      {step === PROJECT_STEP ? (
        <TextField
          key="project"
          ref={projectRef}
          label="Project name"
          value={draft.projectName}
          hint={`${draft.projectName.length}/${LIMITS.projectNameMax}`}
          required
          autoComplete="off"
          enterKeyHint="next"
          error={error}
          onChange={(event) => setDraft({ ...draft, projectName: event.target.value })}
        />
      ) : (
        question && (
          <>
            <p className="journey-progress" id={progressId}>
              {MESSAGES.questionProgress(step + 1, questions.length)}
              {!question.required && (
                <span className="journey-progress__optional"> · {MESSAGES.optional}</span>
              )}
            </p>
            <TextArea
              key={question.id}
              ref={fieldRef}
              label={question.text}
              aria-describedby={progressId}
              value={draft.answers[question.id] ?? ''}
              placeholder={answerPlaceholder}
              maxLength={LIMITS.answerMax}
              enforceMaxLength={false}
              rows={4}
              required={question.required}
              error={error}
              action={
                voice.available ? (
                  <MicrophoneButton voice={voice} disabled={busy || transitioning} />
                ) : undefined
              }
              onChange={(event) =>
                setDraft({ ...draft, answers: { ...draft.answers, [question.id]: event.target.value } })
              }
            />
            <VoiceStatus voice={voice} />
          </>
        )
      )}
      <div className="journey-start__actions">
        {step !== PROJECT_STEP && (
          <Button variant="secondary" disabled={locked} onClick={goBack}>
            {MESSAGES.back}
          </Button>
        )}
        <Button type="submit" disabled={locked}>
          {isLast && topic ? 'Submit' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
