import type { ApolloCache } from '@apollo/client';

/**
 * Keeps the cached entry's `shared` in step with a share made or taken back, so the entry's menu and the Share
 * modal know whether a link exists without asking the server again.
 */
export function markShared(cache: ApolloCache, entryId: string, shared: boolean): void {
  cache.modify({
    id: cache.identify({ __typename: 'Entry', id: entryId }),
    fields: { shared: () => shared },
  });
}
