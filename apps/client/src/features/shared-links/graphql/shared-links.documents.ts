import { MySharesDocument, UnshareEntryDocument } from './shared-links.generated';
import type { MySharesQuery } from './shared-links.generated';

/** One of the user's share links as the Shared links panel lists it. */
export type SharedLinkItem = MySharesQuery['myShares']['items'][number];

// The feature's GraphQL documents, named for its code. The text is in shared-links.graphql; graphql-codegen
// types it into shared-links.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const MY_SHARES_QUERY = MySharesDocument;
export const UNSHARE_ENTRY_MUTATION = UnshareEntryDocument;
