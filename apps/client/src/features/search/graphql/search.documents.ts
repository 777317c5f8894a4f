import { graphql } from '@/gql';
import type { SearchResultItemFragment } from '@/gql/graphql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

/** One place where the search term was found. */
export type SearchResultItem = SearchResultItemFragment;

export const SEARCH_RESULT_FRAGMENT = graphql(`
  fragment SearchResultItem on SearchResult {
    conversationId
    entryId
    fileId
    noteId
    index
    type
    projectName
    snippet
    highlights {
      start
      length
    }
    createdAt
  }
`);

export const SEARCH_ENTRIES_QUERY = graphql(`
  query SearchEntries($term: String!, $limit: Int!, $offset: Int!) {
    searchEntries(term: $term, limit: $limit, offset: $offset) {
      total
      hasMore
      items {
        ...SearchResultItem
      }
    }
  }
`);
