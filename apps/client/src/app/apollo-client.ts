import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { clearToken, getToken } from '@/features/session/token-storage';

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

export interface CreateApolloClientOptions {
  /** Called after a rejected token has been dropped; the app sends the user to the login view. */
  onUnauthenticated: () => void;
  /** Defaults to HTTP against same-origin /graphql; tests pass their own. */
  terminatingLink?: ApolloLink;
}

export function createApolloClient({
  onUnauthenticated,
  terminatingLink = new HttpLink({ uri: '/graphql' }),
}: CreateApolloClientOptions): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isPublicOperation(operation.operationName)) return;
    const unauthenticated =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((graphQLError) => graphQLError.extensions?.['code'] === 'UNAUTHENTICATED');
    if (unauthenticated) {
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
    link: ApolloLink.from([errorLink, authLink, terminatingLink]),
    cache: new InMemoryCache(),
  });
}
