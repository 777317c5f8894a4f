import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Dialog, SkeletonList } from '@app/ui';
import { QuestionHistoryDocument } from '@/features/looking-back/graphql/question-history.generated';
import type { QuestionHistoryQuery } from '@/features/looking-back/graphql/question-history.generated';
import { errorReason } from '@/shared/graphql-error';
import { displayTitle } from '@/shared/conversation-title';
import { formatDay } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';
import { moodLabel } from '@/shared/moods';
import '@/features/looking-back/question-history.css';

const PAGE_SIZE = 20;

type Answer = QuestionHistoryQuery['questionHistory']['items'][number];

export interface QuestionHistoryDialogProps {
  /** The topic whose question it is (the conversation's); null keeps the dialog closed. */
  topic: string | null;
  /** The question, by id; null keeps the dialog closed. */
  questionId: string | null;
  onClose: () => void;
}

/**
 * Each question's answers over time (issue 24 §4): every answer the writer gave to one of the topic's
 * questions, newest first, each linking to its conversation at that opening. Opened from an opening's
 * "See all my answers".
 */
export function QuestionHistoryDialog({ topic, questionId, onClose }: QuestionHistoryDialogProps) {
  const open = topic !== null && questionId !== null;
  return (
    <Dialog
      title={MESSAGES.questionHistoryTitle}
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="question-history-dialog"
    >
      {open && <AnswersOverTime topic={topic} questionId={questionId} onClose={onClose} />}
    </Dialog>
  );
}

function AnswersOverTime({
  topic,
  questionId,
  onClose,
}: {
  topic: string;
  questionId: string;
  onClose: () => void;
}) {
  const headingId = useId();
  const { data, loading, error, fetchMore } = useQuery(QuestionHistoryDocument, {
    variables: { topic, questionId, offset: 0, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const history = data?.questionHistory;

  const loadMore = () =>
    fetchMore({
      variables: { offset: history?.items.length ?? 0 },
      updateQuery: (previous, { fetchMoreResult }) => ({
        questionHistory: {
          ...fetchMoreResult.questionHistory,
          items: [...previous.questionHistory.items, ...fetchMoreResult.questionHistory.items],
        },
      }),
    });

  if (error && !history) return <Alert tone="error">{errorReason(error)}</Alert>;
  if (!history) return <SkeletonList label={MESSAGES.questionHistoryLoading} rows={3} />;
  return (
    <section className="question-history" aria-labelledby={headingId}>
      <h3 id={headingId} className="question-history__question">
        {history.question}
      </h3>
      {history.items.length === 0 ? (
        <p role="status">{MESSAGES.questionHistoryEmpty}</p>
      ) : (
        <ol className="question-history__list">
          {history.items.map((answer) => (
            <AnswerItem key={answer.entryId} answer={answer} asked={history.question} onOpen={onClose} />
          ))}
        </ol>
      )}
      {error && <Alert tone="error">{errorReason(error)}</Alert>}
      {history.hasMore && (
        <Button variant="secondary" disabled={loading} aria-busy={loading} onClick={() => void loadMore()}>
          {MESSAGES.loadMore}
        </Button>
      )}
    </section>
  );
}

function AnswerItem({ answer, asked, onOpen }: { answer: Answer; asked: string; onOpen: () => void }) {
  const title = displayTitle({ ...answer, title: answer.title ?? '' });
  return (
    <li>
      <article className="question-history__item" aria-label={`${formatDay(answer.createdAt)}, ${title}`}>
        <p className="question-history__meta">
          <time dateTime={answer.createdAt}>{formatDay(answer.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <Link
            to={`/conversation/${encodeURIComponent(answer.conversationId)}?entry=${encodeURIComponent(answer.entryId)}`}
            onClick={onOpen}
          >
            {title}
          </Link>
          {answer.mood && (
            <>
              <span aria-hidden="true"> · </span>
              {MESSAGES.felt(moodLabel(answer.mood))}
            </>
          )}
        </p>
        <p className="question-history__answer">{answer.answer}</p>
        {answer.question !== asked && (
          <p className="question-history__meta">{MESSAGES.askedAs(answer.question)}</p>
        )}
      </article>
    </li>
  );
}
