import { LogoutDocument } from './session.generated';

// The feature's GraphQL documents, named for its code. The text is in session.graphql; graphql-codegen
// types it into session.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const LOGOUT_MUTATION = LogoutDocument;
