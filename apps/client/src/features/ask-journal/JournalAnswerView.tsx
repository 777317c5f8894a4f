import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button } from '@app/ui';
import { shortQuestion } from '@/features/ask-journal/short-question';
import { useFollowJournalAnswer } from '@/features/ask-journal/useJournalAnswers';
import type { JournalAnswer } from '@/features/ask-journal/useJournalAnswers';
import { entryPath } from '@/features/looking-back/DayEntries';
import { ReviewText } from '@/features/looking-back/ReviewCitations';
import { OFFLINE_COMPANION } from '@/features/looking-back/ReviewView';
import { formatDay } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

type Citation = JournalAnswer['citations'][number];

export interface JournalAnswerViewProps {
  answer: JournalAnswer;
  /** The answer just asked: its heading is an h3, and its progress and text are announced as they come. */
  current: boolean;
  /** Asking again is held while a question is being asked. */
  asking: boolean;
  onDelete: (answer: JournalAnswer) => void;
  onAskAgain: (answer: JournalAnswer) => void;
  /** Called as an entry is opened from a citation, so the panel closes over it. */
  onOpenEntry: () => void;
}

/**
 * One answer (issue 23 §3): the question asked and when, the answer's text, streaming in while it is written,
 * each [n] in it linked to the entry it cites, and the entries it was written from.
 */
export function JournalAnswerView({
  answer,
  current,
  asking,
  onDelete,
  onAskAgain,
  onOpenEntry,
}: JournalAnswerViewProps) {
  const headingId = useId();
  const { error: streamError } = useFollowJournalAnswer(answer);
  const Heading = current ? 'h3' : 'h4';
  const label = shortQuestion(answer.question);
  const cited = useMemo(
    () =>
      answer.citations.map((entry, index) => ({
        number: index + 1,
        entryId: entry.id,
        conversationId: entry.conversationId,
        createdAt: entry.createdAt,
      })),
    [answer.citations],
  );
  const hasText = Boolean(answer.text) && answer.status !== 'FAILED';

  return (
    <article
      className={['journal-answer', current && 'journal-answer--current'].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-status={answer.status}
    >
      <header className="journal-answer__header">
        <Heading id={headingId} className="journal-answer__question">
          {answer.question}
        </Heading>
        <p className="journal-answer__meta">
          <time dateTime={answer.createdAt}>{MESSAGES.askJournalAskedOn(formatDay(answer.createdAt))}</time>
        </p>
      </header>
      {streamError && <Alert tone="error">{streamError}</Alert>}
      {answer.status === 'PENDING' && (
        <p role={current ? 'status' : undefined} className="journal-answer__status">
          {MESSAGES.askJournalPending}
        </p>
      )}
      {answer.status === 'FAILED' && (
        <Alert tone="error">
          <p className="journal-answer__failure">
            {MESSAGES.askJournalFailed(answer.error || MESSAGES.networkError)}
          </p>
          <Button
            variant="secondary"
            disabled={asking}
            aria-label={current ? undefined : MESSAGES.askJournalAgainLabel(label)}
            onClick={() => onAskAgain(answer)}
          >
            {MESSAGES.askJournalAgain}
          </Button>
        </Alert>
      )}
      {/* Present from the start for the answer just asked, so each step of its text is announced. */}
      <div className="journal-answer__text" aria-live={current ? 'polite' : undefined}>
        {hasText && <ReviewText text={answer.text ?? ''} citations={cited} onOpenEntry={onOpenEntry} />}
      </div>
      {answer.status === 'COMPLETE' && answer.writtenBy === OFFLINE_COMPANION && (
        <p className="journal-answer__by">{MESSAGES.askJournalOfflineCompanion}</p>
      )}
      <AnswerCitations
        citations={answer.citations}
        headingLevel={current ? 'h4' : 'h5'}
        onOpenEntry={onOpenEntry}
      />
      <div className="journal-answer__actions">
        <Button
          variant="secondary"
          className="journal-answer__delete"
          aria-label={MESSAGES.askJournalDeleteLabel(label)}
          onClick={() => onDelete(answer)}
        >
          {MESSAGES.askJournalDelete}
        </Button>
      </div>
    </article>
  );
}

interface AnswerCitationsProps {
  citations: readonly Citation[];
  headingLevel: 'h4' | 'h5';
  onOpenEntry: () => void;
}

/** The entries the answer was written from, by number: each a link to it in its conversation. */
function AnswerCitations({ citations, headingLevel: Heading, onOpenEntry }: AnswerCitationsProps) {
  const headingId = useId();
  if (citations.length === 0) return null;
  return (
    <section className="journal-answer-citations" aria-labelledby={headingId}>
      <Heading id={headingId} className="journal-answer-citations__heading">
        {MESSAGES.askJournalCitationsHeading}
      </Heading>
      <ol className="journal-answer-citations__list">
        {citations.map((entry, index) => (
          <li key={entry.id}>
            <Link
              to={entryPath({ conversationId: entry.conversationId, entryId: entry.id })}
              className="journal-answer-citation"
              onClick={onOpenEntry}
            >
              <span className="journal-answer-citation__number">[{index + 1}]</span>{' '}
              <span className="journal-answer-citation__where">
                {entry.projectName}, <time dateTime={entry.createdAt}>{formatDay(entry.createdAt)}</time>
              </span>
              {' — '}
              <span className="journal-answer-citation__snippet">{entry.snippet}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
