import type { ApolloCache } from '@apollo/client';
import { skipToken, useFragment, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import {
  AskJournalDocument,
  DeleteJournalAnswerDocument,
  JournalAnswerDocument,
  JournalAnswerFieldsFragmentDoc,
  JournalAnswersDocument,
  JournalAnswerStreamDocument,
} from '@/features/ask-journal/graphql/ask-journal.generated';
import type {
  JournalAnswerFieldsFragment,
  JournalAnswerStreamSubscription,
} from '@/features/ask-journal/graphql/ask-journal.generated';
import { errorReason, graphQLErrorMessage, hasErrorCode } from '@/shared/graphql-error';
import { withFirst } from '@/shared/paging';
import { MESSAGES } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';
import { useDeleteFromCache } from '@/shared/useDeleteFromCache';

export type JournalAnswer = JournalAnswerFieldsFragment;

/** Answers per page of the panel's list: each is shown whole, so fewer than a list of titles. */
export const ANSWERS_PAGE_SIZE = 10;

const FIRST_PAGE = { limit: ANSWERS_PAGE_SIZE, offset: 0 };

const answerKey = (answer: JournalAnswer) => answer.id;
const loadErrorText = () => MESSAGES.askJournalLoadError;

/**
 * What keeps a question from being asked, worded as the server words it; undefined when nothing does. Checked
 * before asking, so an empty or long question never reaches the server.
 */
export function questionProblem(question: string): string | undefined {
  if (!question.trim()) return VALIDATION_MESSAGES.journalQuestionRequired;
  if (question.length > LIMITS.journalQuestionMax) return VALIDATION_MESSAGES.journalQuestionTooLong;
  return undefined;
}

/** A refusal is about the question (shown on its box) or about asking now (shown in the panel). */
export type AskOutcome =
  { ok: true; answer: JournalAnswer } | { ok: false; message: string; aboutQuestion: boolean };

/** The writer's answers, newest first, a page at a time; refreshed each time the panel opens. */
export function useJournalAnswerList(): PagedList<JournalAnswer> {
  return usePagedQuery(JournalAnswersDocument, {
    field: 'journalAnswers',
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
    keyOf: answerKey,
    errorText: loadErrorText,
  });
}

/** An answer as the cache holds it now (its text grows there as it is written); null when it is not there. */
export function useCachedJournalAnswer(id: string | null): JournalAnswer | null {
  const answer = useFragment({
    fragment: JournalAnswerFieldsFragmentDoc,
    fragmentName: 'JournalAnswerFields',
    from: id ? { __typename: 'JournalAnswer', id } : null,
  });
  return id && answer.complete ? answer.data : null;
}

/**
 * Asks the journal a question: the answer comes back at once, being written, and heads the list. A refusal (a
 * question the server will not take, or too many answers being written) is the server's words.
 */
export function useAskJournal() {
  const [mutate, { loading }] = useMutation(AskJournalDocument);

  const ask = useCallback(
    async (question: string): Promise<AskOutcome> => {
      try {
        const { data } = await mutate({
          variables: { question },
          update(cache, { data: asked }) {
            if (asked) prependToList(cache, asked.askJournal);
          },
        });
        if (!data) return { ok: false, message: MESSAGES.askJournalError, aboutQuestion: false };
        return { ok: true, answer: data.askJournal };
      } catch (error) {
        if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) {
          return {
            ok: false,
            message: graphQLErrorMessage(error) || MESSAGES.askJournalBusy,
            aboutQuestion: false,
          };
        }
        return {
          ok: false,
          message: graphQLErrorMessage(error) || MESSAGES.askJournalError,
          aboutQuestion: hasErrorCode(error, 'BAD_USER_INPUT'),
        };
      }
    },
    [mutate],
  );

  return { ask, asking: loading };
}

function prependToList(cache: ApolloCache, answer: JournalAnswer): void {
  cache.updateQuery({ query: JournalAnswersDocument, variables: FIRST_PAGE }, (current) =>
    current ? { journalAnswers: withFirst(current.journalAnswers, answer) } : current,
  );
}

const ANSWER_DELETE_WORDS = { deleted: MESSAGES.askJournalDeleted, failed: MESSAGES.askJournalDeleteError };

/** Deletes an answer (one being written stops there) and drops it from the cache, so the list loses it. */
export function useDeleteJournalAnswer() {
  return useDeleteFromCache(DeleteJournalAnswerDocument, 'JournalAnswer', ANSWER_DELETE_WORDS);
}

type AnswerStep = JournalAnswerStreamSubscription['journalAnswerStream'];

/**
 * Follows an answer while it is being written (journalAnswerStream: its state so far with its citations, then
 * each step), putting the text so far on the cached answer, so every view of it follows. Once it is written or
 * failed, the answer is read again whole, for what the steps do not carry (who wrote it). Answers why it could
 * not be followed.
 */
export function useFollowJournalAnswer(answer: Pick<JournalAnswer, 'id' | 'status'>): {
  error: string | null;
} {
  const [error, setError] = useState<string | null>(null);
  const pending = answer.status === 'PENDING';
  useSubscription(
    JournalAnswerStreamDocument,
    pending
      ? {
          variables: { id: answer.id },
          // The steps are put on the answer itself (below), not kept as the subscription's own answer.
          fetchPolicy: 'no-cache',
          onData: ({ client, data }) => {
            const step = data.data?.journalAnswerStream;
            if (!step) return;
            setError(null);
            applyStep(client.cache, step);
            if (step.status !== 'PENDING') {
              client
                .query({
                  query: JournalAnswerDocument,
                  variables: { id: step.answerId },
                  fetchPolicy: 'network-only',
                })
                // The step already put its outcome on the answer; only who wrote it is missing.
                .catch(() => undefined);
            }
          },
          onError: (failure) => setError(MESSAGES.askJournalStreamError(errorReason(failure))),
        }
      : skipToken,
  );
  return { error: pending ? error : null };
}

function applyStep(cache: ApolloCache, step: AnswerStep): void {
  cache.updateFragment(
    {
      fragment: JournalAnswerFieldsFragmentDoc,
      fragmentName: 'JournalAnswerFields',
      id: cache.identify({ __typename: 'JournalAnswer', id: step.answerId }),
    },
    (current) =>
      current && {
        ...current,
        // A failed answer has no text, as the server answers it.
        text: step.status === 'FAILED' ? null : step.text,
        status: step.status,
        error: step.error ?? null,
        // Null on the steps that leave them as they were.
        citations: step.citations ?? current.citations,
      },
  );
}
