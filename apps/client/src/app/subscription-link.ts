import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getToken } from '@/features/session/token-storage';

// Loaded on the first subscription (apollo-client.ts), so graphql-ws stays out of the login page's scripts.

/** ws(s)://host/graphql for the page's own origin. */
export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/graphql`;
}

/** graphql-ws link; the token is read when the socket connects, so a new login is picked up on reconnect. */
export function createSubscriptionLink(url = subscriptionUrl()): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url,
      lazy: true,
      connectionParams: () => {
        const token = getToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
}
