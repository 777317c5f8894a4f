import { DeleteAccountDocument, MeDocument, UpdateProfileDocument } from './profile.generated';
import type { MeQuery } from './profile.generated';

/** The signed-in user's profile, as the Me query selects it. */
export type Profile = MeQuery['me'];

// The feature's GraphQL documents, named for its code. The text is in profile.graphql; graphql-codegen
// types it into profile.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const ME_QUERY = MeDocument;
export const UPDATE_PROFILE_MUTATION = UpdateProfileDocument;
export const DELETE_ACCOUNT_MUTATION = DeleteAccountDocument;
