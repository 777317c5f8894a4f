import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { defer, finalize, Observable } from 'rxjs';
import { loadChunk } from '@/app/lazy-view';
import { entriesFieldPolicy } from '@/features/journey/entries-field-policy';
import { clearToken, getToken } from '@/features/session/token-storage';
import { hasErrorCode } from '@/shared/graphql-error';
import { startSend } from '@/shared/sends-in-flight';

// Spec §7: these never carry the bearer token, and an UNAUTHENTICATED answer to them (a wrong password)
// is not a lapsed session.
const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'Login',
  'Register',
  'RequestPasswordReset',
  'ResetPassword',
]);

export function isPublicOperation(operationName: string | undefined): boolean {
  return operationName !== undefined && PUBLIC_OPERATIONS.has(operationName);
}

// Logout ends the session whatever the server answers (useLogout): a token it refuses is not "expired" news.
const SESSION_ENDING_OPERATION = 'Logout';

export interface CreateApolloClientOptions {
  /** Called after a rejected token has been dropped; the app sends the user to the login view. */
  onUnauthenticated: () => void;
  /** Defaults to HTTP against same-origin /graphql; tests pass their own. */
  terminatingLink?: ApolloLink;
  /** Carries subscriptions; defaults to graphql-ws against same-origin /graphql. Tests pass their own. */
  subscriptionLink?: ApolloLink;
}

/**
 * The link `load` resolves to, imported on the first operation that reaches it: the socket link (graphql-ws)
 * is only needed once a reply streams, long after the login page has rendered. A failed load is retried by
 * the next operation.
 */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: { unsubscribe(): void } | undefined;
        let closed = false;
        (loading ??= load()).then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            loading = undefined;
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

const loadSubscriptionLink = () =>
  loadChunk(() => import('@/app/subscription-link')).then((module) => module.createSubscriptionLink());

export function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.SUBSCRIPTION;
}

/** Counts each mutation while it is on its way, so that a new version of the app never reloads mid-send. */
export const sendCountingLink = new ApolloLink((operation, forward) =>
  operation.operationType === OperationTypeNode.MUTATION
    ? defer(() => forward(operation).pipe(finalize(startSend())))
    : forward(operation),
);

/** The app's cache: a conversation's pages of entries make one timeline (see entriesFieldPolicy). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: { Conversation: { fields: { entries: entriesFieldPolicy } } },
  });
}

export function createApolloClient({
  onUnauthenticated,
  terminatingLink = new HttpLink({ uri: '/graphql' }),
  subscriptionLink,
}: CreateApolloClientOptions): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isPublicOperation(operation.operationName) || operation.operationName === SESSION_ENDING_OPERATION) {
      return;
    }
    if (hasErrorCode(error, 'UNAUTHENTICATED')) {
      clearToken();
      onUnauthenticated();
    }
  });

  const authLink = new SetContextLink((prevContext, operation) => {
    const token = getToken();
    if (!token || isPublicOperation(operation.operationName)) return {};
    const headers = prevContext['headers'] as Record<string, string> | undefined;
    return { headers: { ...headers, Authorization: `Bearer ${token}` } };
  });

  return new ApolloClient({
    // Subscriptions go over the socket (authenticated by its connection params); everything else keeps
    // the error → auth → HTTP chain.
    link: ApolloLink.split(
      isSubscription,
      ApolloLink.from([errorLink, subscriptionLink ?? lazyLink(loadSubscriptionLink)]),
      ApolloLink.from([errorLink, sendCountingLink, authLink, terminatingLink]),
    ),
    cache: createCache(),
  });
}
