import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { Observable, type Subscriber } from 'rxjs';
import type { ReplyStatus } from '@/gql/graphql';

/** An entry a reply drew on, as a complete step carries it. */
export interface RememberedStep {
  id: string;
  conversationId: string;
  orderIndex: number;
  projectName: string;
  createdAt: string;
  snippet: string;
}

type Watcher = Subscriber<ApolloLink.Result>;

/**
 * The conversationReplies subscription played by the test, in front of MockLink for every other operation:
 * the test says when it listens and sends each step, as the server would. `requests` lists every operation
 * in the order the client asked for it ('ConversationReplies c1', 'ContinueConversation', 'ReplyStream e2'…),
 * with 'listening' where the test said so, so a test can tell what was asked before what.
 */
export function conversationRepliesLink(mocks: MockLink.MockedResponse[]) {
  const requests: string[] = [];
  const watchers: Watcher[] = [];
  const mockLink = new MockLink(mocks);
  const watch = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((watcher) => {
        watchers.push(watcher);
        return () => watchers.splice(watchers.indexOf(watcher), 1);
      }),
  );
  const recorder = new ApolloLink((operation, forward) => {
    const variables = operation.variables as Record<string, unknown>;
    const about = variables['conversationId'] ?? variables['entryId'];
    requests.push([operation.operationName, typeof about === 'string' ? about : ''].join(' ').trim());
    return forward(operation);
  });
  const link = ApolloLink.from([
    recorder,
    ApolloLink.split((operation) => operation.operationName === 'ConversationReplies', watch, mockLink),
  ]);
  const send = (conversationReplies: unknown) => {
    for (const watcher of [...watchers]) watcher.next({ data: { conversationReplies } });
  };
  return {
    link,
    requests,
    /** How many conversationReplies subscriptions are open. */
    open: () => watchers.length,
    listen: () => {
      requests.push('listening');
      send({ __typename: 'ConversationReplyEvent', listening: true, reply: null });
    },
    /** A step of a reply; `remembered`: what a complete step says the reply drew on. */
    step: (
      entryId: string,
      text: string,
      status: ReplyStatus = 'pending',
      error: string | null = null,
      remembered: RememberedStep[] | null = null,
    ) =>
      send({
        __typename: 'ConversationReplyEvent',
        listening: false,
        reply: {
          __typename: 'ReplyChunk',
          entryId,
          text,
          status,
          error,
          remembered: remembered && remembered.map((entry) => ({ __typename: 'RememberedEntry', ...entry })),
        },
      }),
    /** The subscription fails (the server refused it, or the socket gave up). */
    fail: (message = 'socket closed') => {
      for (const watcher of [...watchers]) watcher.error(new Error(message));
    },
  };
}
