import { useEffect, useRef } from 'react';
import { Button } from '@app/ui';
import { periodLabel } from '@/features/looking-back/review-periods';
import { useFollowReview } from '@/features/looking-back/useReviews';
import type { Review } from '@/features/looking-back/useReviews';
import { formatDay } from '@/shared/format-date';
import { MESSAGES } from '@/shared/messages';

export interface ReviewListProps {
  reviews: readonly Review[];
  /** The review to put the focus on (the one just left), if any. */
  focusId: string | null;
  onOpen: (review: Review) => void;
  onDelete: (review: Review) => void;
  onWriteAgain: (review: Review) => void;
}

/** The writer's reviews, newest first: each by its period and where its writing stands. */
export function ReviewList({ reviews, focusId, onOpen, onDelete, onWriteAgain }: ReviewListProps) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <ReviewRow
          key={review.id}
          review={review}
          focused={review.id === focusId}
          onOpen={onOpen}
          onDelete={onDelete}
          onWriteAgain={onWriteAgain}
        />
      ))}
    </ul>
  );
}

interface ReviewRowProps {
  review: Review;
  focused: boolean;
  onOpen: (review: Review) => void;
  onDelete: (review: Review) => void;
  onWriteAgain: (review: Review) => void;
}

function ReviewRow({ review, focused, onOpen, onDelete, onWriteAgain }: ReviewRowProps) {
  const open = useRef<HTMLButtonElement>(null);
  const label = periodLabel(review.period, review.start);
  // A review being written moves on to written (or failed) here too.
  useFollowReview(review);

  useEffect(() => {
    if (focused) open.current?.focus();
  }, [focused]);

  return (
    <li className="review-row" data-status={review.status}>
      <div className="review-row__text">
        <button
          ref={open}
          type="button"
          className="review-row__open"
          aria-label={MESSAGES.reviewOpen(label)}
          onClick={() => onOpen(review)}
        >
          {label}
        </button>
        <p className="review-row__meta">
          {MESSAGES.reviewKinds[review.period]} ·{' '}
          <time dateTime={review.createdAt}>{MESSAGES.reviewCreatedOn(formatDay(review.createdAt))}</time>
        </p>
        <p className="review-row__status">{statusText(review)}</p>
        {review.status === 'FAILED' && (
          <Button
            variant="secondary"
            className="review-row__again"
            aria-label={MESSAGES.reviewWriteAgainLabel(label)}
            onClick={() => onWriteAgain(review)}
          >
            {MESSAGES.reviewWriteAgain}
          </Button>
        )}
      </div>
      <Button
        variant="secondary"
        className="review-row__delete"
        aria-label={MESSAGES.reviewDeleteLabel(label)}
        onClick={() => onDelete(review)}
      >
        {MESSAGES.reviewDelete}
      </Button>
    </li>
  );
}

function statusText(review: Review): string {
  if (review.status === 'PENDING') return MESSAGES.reviewPending;
  if (review.status === 'FAILED') return MESSAGES.reviewFailed(review.error || MESSAGES.networkError);
  return MESSAGES.reviewComplete;
}
