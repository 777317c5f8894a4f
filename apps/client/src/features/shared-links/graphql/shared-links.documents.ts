import { graphql } from '@/gql';
import type { MySharesQuery } from '@/gql/graphql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

/** One of the user's share links as the Shared links panel lists it. */
export type SharedLinkItem = MySharesQuery['myShares']['items'][number];

export const MY_SHARES_QUERY = graphql(`
  query MyShares($limit: Int!, $offset: Int!) {
    myShares(limit: $limit, offset: $offset) {
      total
      hasMore
      items {
        entryId
        conversationId
        kind
        continuationIndex
        noteId
        projectName
        sharedAt
        expiresAt
        expired
      }
    }
  }
`);

export const UNSHARE_ENTRY_MUTATION = graphql(`
  mutation UnshareEntry($entryId: ID!) {
    unshareEntry(entryId: $entryId) {
      message
    }
  }
`);
