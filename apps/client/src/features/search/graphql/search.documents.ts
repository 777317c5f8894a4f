import { SearchEntriesDocument, SearchResultItemFragmentDoc } from './search.generated';
import type { SearchResultItemFragment } from './search.generated';

/** One place where the search term was found. */
export type SearchResultItem = SearchResultItemFragment;

// The feature's GraphQL documents, named for its code. The text is in search.graphql; graphql-codegen
// types it into search.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const SEARCH_RESULT_FRAGMENT = SearchResultItemFragmentDoc;
export const SEARCH_ENTRIES_QUERY = SearchEntriesDocument;
