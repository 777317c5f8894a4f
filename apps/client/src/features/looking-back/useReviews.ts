import type { ApolloCache } from '@apollo/client';
import { skipToken, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  CreateReviewDocument,
  DeleteReviewDocument,
  ReviewDocument,
  ReviewsDocument,
  ReviewStreamDocument,
} from '@/features/looking-back/graphql/reviews.generated';
import type {
  ReviewFieldsFragment,
  ReviewStreamSubscription,
} from '@/features/looking-back/graphql/reviews.generated';
import type { ReviewPeriod } from '@/features/looking-back/review-periods';
import { errorReason, graphQLErrorMessage } from '@/shared/graphql-error';
import { withFirst } from '@/shared/paging';
import { MESSAGES } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';
import { useDeleteFromCache } from '@/shared/useDeleteFromCache';

export type Review = ReviewFieldsFragment;

/** Reviews per page of the panel's list. */
export const REVIEWS_PAGE_SIZE = 20;

const FIRST_PAGE = { limit: REVIEWS_PAGE_SIZE, offset: 0 };

const reviewKey = (review: Review) => review.id;
const loadErrorText = () => MESSAGES.reviewsLoadError;

export type CreateOutcome = { ok: true; review: Review } | { ok: false; message: string };

/** The writer's reviews, newest first, a page at a time; refreshed each time the panel opens. */
export function useReviewList(): PagedList<Review> {
  return usePagedQuery(ReviewsDocument, {
    field: 'reviews',
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
    keyOf: reviewKey,
    errorText: loadErrorText,
  });
}

/**
 * Creates the review of a period: it comes back at once, being written, with its numbers and quotes, and heads
 * the list. A refusal (a period not begun) is the server's words, shown as they are.
 */
export function useCreateReview() {
  const [mutate, { loading }] = useMutation(CreateReviewDocument);

  const create = useCallback(
    async (period: ReviewPeriod, start: string): Promise<CreateOutcome> => {
      try {
        const { data } = await mutate({
          variables: { period, start },
          update(cache, { data: created }) {
            if (created) prependToList(cache, created.createReview);
          },
        });
        if (!data) return { ok: false, message: MESSAGES.reviewCreateError };
        return { ok: true, review: data.createReview };
      } catch (error) {
        return { ok: false, message: graphQLErrorMessage(error) || MESSAGES.reviewCreateError };
      }
    },
    [mutate],
  );

  return { create, creating: loading };
}

function prependToList(cache: ApolloCache, review: Review): void {
  cache.updateQuery({ query: ReviewsDocument, variables: FIRST_PAGE }, (current) =>
    current ? { reviews: withFirst(current.reviews, review) } : current,
  );
}

const REVIEW_DELETE_WORDS = { deleted: MESSAGES.reviewDeleted, failed: MESSAGES.reviewDeleteError };

/** Deletes a review (one being written stops there) and drops it from the cache, so the list loses it. */
export function useDeleteReview() {
  return useDeleteFromCache(DeleteReviewDocument, 'Review', REVIEW_DELETE_WORDS);
}

type ReviewStep = ReviewStreamSubscription['reviewStream'];

/**
 * Follows a review while it is being written (reviewStream: its state so far, then each step), putting the
 * text so far on the cached review, so every view of it follows. Once it is written or failed, the review is
 * read again whole, for what the steps do not carry (who wrote it). Answers why it could not be followed.
 */
export function useFollowReview(review: Pick<Review, 'id' | 'status'>): { error: string | null } {
  const [error, setError] = useState<string | null>(null);
  const pending = review.status === 'PENDING';
  useSubscription(
    ReviewStreamDocument,
    pending
      ? {
          variables: { id: review.id },
          // The steps are put on the review itself (below), not kept as the subscription's own answer.
          fetchPolicy: 'no-cache',
          onData: ({ client, data }) => {
            const step = data.data?.reviewStream;
            if (!step) return;
            setError(null);
            applyStep(client.cache, step);
            if (step.status !== 'PENDING') {
              client
                .query({
                  query: ReviewDocument,
                  variables: { id: step.reviewId },
                  fetchPolicy: 'network-only',
                })
                // The step already put its outcome on the review; only who wrote it is missing.
                .catch(() => undefined);
            }
          },
          onError: (failure) => setError(MESSAGES.reviewStreamError(errorReason(failure))),
        }
      : skipToken,
  );
  return { error: pending ? error : null };
}

function applyStep(cache: ApolloCache, step: ReviewStep): void {
  cache.modify({
    id: cache.identify({ __typename: 'Review', id: step.reviewId }),
    fields: {
      // A failed review has no text, as the server answers it.
      text: () => (step.status === 'FAILED' ? null : step.text),
      status: () => step.status,
      error: () => step.error ?? null,
    },
  });
}
