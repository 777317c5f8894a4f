// The searchEntries query and its result shape, as the search tests read them.

import { expectNoServerError } from './expect-errors';
import type { TestApp } from './test-app';

export const SEARCH_QUERY = /* GraphQL */ `
  query Search($term: String!, $offset: Int, $limit: Int) {
    searchEntries(term: $term, offset: $offset, limit: $limit) {
      total
      totalIsExact
      hasMore
      items {
        type
        conversationId
        entryId
        noteId
        fileId
        index
        projectName
        snippet
        highlights {
          start
          length
        }
        createdAt
      }
    }
  }
`;

export interface SearchHit {
  type: string;
  conversationId: string | null;
  entryId: string | null;
  noteId: string | null;
  fileId: string | null;
  index: number | null;
  projectName: string | null;
  snippet: string;
  highlights: Array<{ start: number; length: number }>;
  createdAt: string;
}

export interface SearchPage {
  total: number;
  totalIsExact: boolean;
  hasMore: boolean;
  items: SearchHit[];
}

/** The words a result marks, as the client would show them. */
export const marked = (result: SearchHit) =>
  result.highlights.map(({ start, length }) => result.snippet.slice(start, start + length));

/** `searchEntries` as `token`'s user; fails the test on any error. */
export async function searchAs(
  app: TestApp,
  token: string,
  term: string,
  paging: { offset?: number; limit?: number } = {},
): Promise<SearchPage> {
  const response = await app.gql<{ searchEntries: SearchPage }>(SEARCH_QUERY, { term, ...paging }, token);
  expectNoServerError(response);
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.searchEntries;
}
