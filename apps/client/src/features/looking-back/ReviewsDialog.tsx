import { useFragment } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, AlertDialog, Button, Dialog, SkeletonList } from '@app/ui';
import type { DialogNotice } from '@app/ui';
import { ReviewFieldsFragmentDoc } from '@/features/looking-back/graphql/reviews.generated';
import { ReviewForm } from '@/features/looking-back/ReviewForm';
import { ReviewList } from '@/features/looking-back/ReviewList';
import { ReviewView } from '@/features/looking-back/ReviewView';
import { periodLabel } from '@/features/looking-back/review-periods';
import type { ReviewPeriod } from '@/features/looking-back/review-periods';
import { useCreateReview, useDeleteReview, useReviewList } from '@/features/looking-back/useReviews';
import type { Review } from '@/features/looking-back/useReviews';
import { useWriterToday } from '@/features/profile/useWriterToday';
import { MESSAGES } from '@/shared/messages';

export interface ReviewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A review to show first (a digest mail's link), when the list holds it. */
  initialReviewId?: string | null;
}

/**
 * The Reviews panel (issue 24 §5): a review of a week, a month or a year asked for, then followed as it is
 * written; the reviews made so far, newest first, each to open, write again when it failed, or delete.
 */
export function ReviewsDialog({ open, onOpenChange, initialReviewId = null }: ReviewsDialogProps) {
  // The outcome of a delete or of a review that could not be created, shown in the dialog.
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  return (
    <Dialog
      title={MESSAGES.reviewsTitle}
      open={open}
      onOpenChange={(isOpen) => {
        setNotice(null);
        onOpenChange(isOpen);
      }}
      className="reviews-dialog"
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      {open && (
        <ReviewsBody
          initialReviewId={initialReviewId}
          onNotify={setNotice}
          onClose={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

/** A review as the cache holds it now (its text grows there as it is written); null when it is not there. */
function useCachedReview(id: string | null): Review | null {
  const review = useFragment({
    fragment: ReviewFieldsFragmentDoc,
    fragmentName: 'ReviewFields',
    from: id ? { __typename: 'Review', id } : null,
  });
  return id && review.complete ? review.data : null;
}

function ReviewsBody({
  initialReviewId,
  onNotify,
  onClose,
}: {
  initialReviewId: string | null;
  onNotify: (notice: DialogNotice | null) => void;
  onClose: () => void;
}) {
  const today = useWriterToday();
  const list = useReviewList();
  const { create, creating } = useCreateReview();
  const { remove } = useDeleteReview();
  const [openedId, setOpenedId] = useState<string | null>(initialReviewId);
  // The review last open, whose row takes the focus back when the list returns.
  const [leftId, setLeftId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Review | null>(null);
  const opened = useCachedReview(openedId);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A deleted review's row (and its focused button) is gone: the focus goes to the list's heading instead, once
  // the list without it has rendered.
  const focusHeading = useRef(false);

  useEffect(() => {
    if (!focusHeading.current || opened) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [list.items, opened]);

  const open = (review: Review) => {
    onNotify(null);
    setOpenedId(review.id);
  };

  const back = () => {
    setLeftId(openedId);
    setOpenedId(null);
  };

  const createReview = async (period: ReviewPeriod, start: string, replacing?: Review) => {
    onNotify(null);
    const outcome = await create(period, start);
    if (!outcome.ok) {
      onNotify({ tone: 'error', message: outcome.message });
      return;
    }
    // The failed review gives way to the new one of its period: it holds nothing the new one does not.
    if (replacing) void remove(replacing.id);
    setOpenedId(outcome.review.id);
  };

  const confirmDelete = async (review: Review) => {
    // Set before the call: the cache drops the row (and the list re-renders) before the call resolves.
    focusHeading.current = true;
    const outcome = await remove(review.id);
    onNotify({ tone: outcome.ok ? 'success' : 'error', message: outcome.message });
    if (!outcome.ok) {
      focusHeading.current = false;
      return;
    }
    if (review.id === openedId) setOpenedId(null);
    setLeftId(null);
  };

  const loadMore = async () => {
    const failure = await list.loadMore();
    if (failure) onNotify({ tone: 'error', message: failure });
  };

  const writeAgain = (review: Review) => void createReview(review.period, review.start, review);

  const confirmation = (
    <AlertDialog
      open={pendingDelete !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) setPendingDelete(null);
      }}
      title={MESSAGES.reviewDeleteTitle}
      description={
        pendingDelete
          ? MESSAGES.reviewDeleteDescription(periodLabel(pendingDelete.period, pendingDelete.start))
          : ''
      }
      cancelLabel="Cancel"
      actionLabel={MESSAGES.reviewDelete}
      destructive
      onAction={() => {
        if (pendingDelete) void confirmDelete(pendingDelete);
      }}
    />
  );

  if (opened) {
    return (
      <>
        <ReviewView
          review={opened}
          onBack={back}
          onDelete={setPendingDelete}
          onWriteAgain={writeAgain}
          onOpenEntry={onClose}
        />
        {confirmation}
      </>
    );
  }

  return (
    <div className="reviews">
      <ReviewForm
        today={today}
        creating={creating}
        onCreate={(period, start) => void createReview(period, start)}
      />
      <section className="reviews__made" aria-labelledby={headingId}>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="review-section-heading">
          {MESSAGES.reviewsHeading}
        </h3>
        {list.error ? (
          <Alert tone="error">{list.error}</Alert>
        ) : list.loading ? (
          <SkeletonList label={MESSAGES.reviewsLoading} rows={2} />
        ) : list.items.length === 0 ? (
          <p className="reviews__empty">{MESSAGES.reviewsEmpty}</p>
        ) : (
          <ReviewList
            reviews={list.items}
            focusId={leftId}
            onOpen={open}
            onDelete={setPendingDelete}
            onWriteAgain={writeAgain}
          />
        )}
        {list.hasMore && (
          <Button
            variant="secondary"
            className="reviews__more"
            disabled={list.loadingMore}
            aria-busy={list.loadingMore || undefined}
            onClick={() => void loadMore()}
          >
            {MESSAGES.loadMore}
          </Button>
        )}
      </section>
      {confirmation}
    </div>
  );
}
