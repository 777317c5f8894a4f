import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { Observable, type Subscriber } from 'rxjs';
import type { ReviewStatus } from '@/gql/graphql';

type Follower = { id: string; watcher: Subscriber<ApolloLink.Result> };

/**
 * The reviewStream subscription played by the test, in front of MockLink for every other operation: the test
 * sends each step of a review as the server would, and sees which reviews are followed.
 */
export function reviewStreamLink(mocks: MockLink.MockedResponse[]) {
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
  const link = ApolloLink.split((operation) => operation.operationName === 'ReviewStream', follow, mockLink);
  return {
    link,
    /** The ids of the reviews followed now, one per open subscription. */
    followed: () => followers.map((follower) => follower.id),
    step: (reviewId: string, text: string, status: ReviewStatus = 'PENDING', error: string | null = null) => {
      for (const follower of followers.filter((each) => each.id === reviewId)) {
        follower.watcher.next({
          data: { reviewStream: { __typename: 'ReviewChunk', reviewId, text, status, error } },
        });
      }
    },
  };
}
