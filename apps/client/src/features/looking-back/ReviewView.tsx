import { useEffect, useId, useRef } from 'react';
import { Alert, Button } from '@app/ui';
import { CitationList, ReviewText } from '@/features/looking-back/ReviewCitations';
import { ReviewChart } from '@/features/looking-back/ReviewChart';
import { periodDates, periodLabel } from '@/features/looking-back/review-periods';
import { useFollowReview } from '@/features/looking-back/useReviews';
import type { Review } from '@/features/looking-back/useReviews';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { topicDisplayName } from '@/features/white-label/topic-name';
import { MESSAGES } from '@/shared/messages';
import { moodLabel } from '@/shared/moods';

/**
 * Review.writtenBy of one the server wrote from the writer's own numbers and quotes (no AI provider
 * configured), as Entry.replyBy says of a reply.
 */
export const OFFLINE_COMPANION = 'offline-companion';

export interface ReviewViewProps {
  review: Review;
  onBack: () => void;
  onDelete: (review: Review) => void;
  onWriteAgain: (review: Review) => void;
  /** Called as an entry is opened from a citation, so the panel closes over it. */
  onOpenEntry: () => void;
}

/**
 * One review (issue 24 §5): its period, its numbers and chart, then its text, streaming in while it is written,
 * each citation linked to its entry, and the entries it quotes.
 */
export function ReviewView({ review, onBack, onDelete, onWriteAgain, onOpenEntry }: ReviewViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { error: streamError } = useFollowReview(review);
  const label = periodLabel(review.period, review.start);

  // Opened from the list or just created: the keyboard and the screen reader start at its heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <article className="review" aria-labelledby={headingId}>
      <div className="review__bar">
        <Button variant="secondary" className="review__back" onClick={onBack}>
          <span aria-hidden="true">‹</span>
          {MESSAGES.reviewBack}
        </Button>
        <Button
          variant="secondary"
          className="review__delete"
          aria-label={MESSAGES.reviewDeleteLabel(label)}
          onClick={() => onDelete(review)}
        >
          {MESSAGES.reviewDelete}
        </Button>
      </div>
      <header className="review__header">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="review__title">
          {label}
        </h3>
        <p className="review__dates">
          {MESSAGES.reviewKinds[review.period]} · {periodDates(review.start, review.end)}
        </p>
      </header>
      <ReviewStats review={review} />
      {review.stats.entries > 0 && (
        <ReviewChart period={review.period} start={review.start} end={review.end} days={review.stats.days} />
      )}
      {streamError && <Alert tone="error">{streamError}</Alert>}
      {review.status === 'PENDING' && (
        <p role="status" className="review__status">
          {MESSAGES.reviewPending}
        </p>
      )}
      {review.status === 'FAILED' && (
        <Alert tone="error">
          <p className="review__failure">{MESSAGES.reviewFailed(review.error || MESSAGES.networkError)}</p>
          <Button variant="secondary" onClick={() => onWriteAgain(review)}>
            {MESSAGES.reviewWriteAgain}
          </Button>
        </Alert>
      )}
      {review.status === 'COMPLETE' && review.writtenBy === OFFLINE_COMPANION && (
        <p className="review__by">{MESSAGES.reviewOfflineCompanion}</p>
      )}
      {/* Present from the start, so each step of the text is announced as it comes. */}
      <div className="review__text" aria-live="polite">
        {review.text && review.status !== 'FAILED' && (
          <ReviewText text={review.text} citations={review.citations} onOpenEntry={onOpenEntry} />
        )}
      </div>
      <CitationList citations={review.citations} onOpenEntry={onOpenEntry} />
    </article>
  );
}

/** The period's numbers, then what it was about and how it felt. */
function ReviewStats({ review }: { review: Review }) {
  const { features } = useAppConfig();
  const { stats } = review;
  const numbers = [
    [MESSAGES.reviewStatEntries, stats.entries],
    [MESSAGES.reviewStatConversations, stats.conversations],
    [MESSAGES.reviewStatWords, stats.words],
    [MESSAGES.reviewStatDays, stats.daysWritten],
  ] as const;
  return (
    <div className="review-stats">
      <dl className="review-stats__numbers">
        {numbers.map(([name, value]) => (
          <div key={name} className="review-stats__number">
            <dt>{name}</dt>
            <dd>{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {stats.topics.length > 0 && (
        <p className="review-stats__line">
          <span className="review-stats__label">{MESSAGES.reviewTopics}: </span>
          {stats.topics
            .map((topic) => MESSAGES.reviewTopicCount(topicDisplayName(features, topic.topic), topic.entries))
            .join(', ')}
        </p>
      )}
      {stats.moods.length > 0 && (
        <p className="review-stats__line">
          <span className="review-stats__label">{MESSAGES.reviewMoods}: </span>
          {stats.moods.map((mood) => MESSAGES.reviewMoodCount(moodLabel(mood.mood), mood.entries)).join(', ')}
        </p>
      )}
    </div>
  );
}
