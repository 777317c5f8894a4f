import { createGraphiQLFetcher, type Fetcher, type FetcherOpts } from '@graphiql/toolkit';

type Headers = NonNullable<FetcherOpts['headers']>;

/**
 * The headers an operation goes with: the writer's session, unless GraphiQL's Headers already name an
 * Authorization (a pasted access token), in any letter case.
 */
export function withSession(headers: Headers | undefined, token: string | null): Headers {
  const given = headers ?? {};
  const named = Object.keys(given).some((name) => name.toLowerCase() === 'authorization');
  return token && !named ? { ...given, authorization: `Bearer ${token}` } : given;
}

/**
 * GraphiQL's fetcher for this origin's /graphql, over HTTP and graphql-ws (where the headers become the
 * connection params the server reads the token from). The token is read for every operation, so signing in
 * or out in another tab applies without a reload.
 */
export function explorerFetcher(
  readToken: () => string | null,
  location: Pick<Location, 'protocol' | 'host' | 'origin'> = window.location,
): Fetcher {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const fetcher = createGraphiQLFetcher({
    url: `${location.origin}/graphql`,
    subscriptionUrl: `${scheme}//${location.host}/graphql`,
  });
  return (params, options) =>
    fetcher(params, { ...options, headers: withSession(options?.headers, readToken()) });
}
