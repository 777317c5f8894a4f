import { ShareEntryDocument, SharedEntryDocument } from './share.generated';
import type { ShareEntryMutation, SharedEntryQuery } from './share.generated';

export type ShareLink = ShareEntryMutation['shareEntry'];
export type SharedPost = SharedEntryQuery['sharedEntry'];
export type SharedPostEntry = SharedPost['entry'];

// The feature's GraphQL documents, named for its code. The text is in share.graphql; graphql-codegen
// types it into share.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const SHARE_ENTRY_MUTATION = ShareEntryDocument;
export const SHARED_ENTRY_QUERY = SharedEntryDocument;
