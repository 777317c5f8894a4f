import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { Observable, type Subscriber } from 'rxjs';
import type { JournalAnswerCitationFragment } from '@/features/ask-journal/graphql/ask-journal.generated';
import type { JournalAnswerStatus } from '@/gql/graphql';

type Follower = { id: string; watcher: Subscriber<ApolloLink.Result> };

export interface AnswerStep {
  /** The whole text so far. */
  text: string;
  status?: JournalAnswerStatus;
  error?: string | null;
  /** Given on the steps that set them; null (the default) keeps the last list given. */
  citations?: JournalAnswerCitationFragment[] | null;
}

/**
 * The journalAnswerStream subscription played by the test, in front of MockLink for every other operation: the
 * test sends each step of an answer as the server would, and sees which answers are followed.
 */
export function journalAnswerStreamLink(mocks: MockLink.MockedResponse[]) {
  const followers: Follower[] = [];
  const mockLink = new MockLink(mocks);
  const follow = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((watcher) => {
        const follower = { id: String((operation.variables as { id: unknown }).id), watcher };
        followers.push(follower);
        return () => followers.splice(followers.indexOf(follower), 1);
      }),
  );
  const link = ApolloLink.split(
    (operation) => operation.operationName === 'JournalAnswerStream',
    follow,
    mockLink,
  );
  return {
    link,
    /** The ids of the answers followed now, one per open subscription. */
    followed: () => followers.map((follower) => follower.id),
    step: (answerId: string, { text, status = 'PENDING', error = null, citations = null }: AnswerStep) => {
      for (const follower of followers.filter((each) => each.id === answerId)) {
        follower.watcher.next({
          data: {
            journalAnswerStream: {
              __typename: 'JournalAnswerChunk',
              answerId,
              text,
              status,
              error,
              citations,
            },
          },
        });
      }
    },
  };
}
