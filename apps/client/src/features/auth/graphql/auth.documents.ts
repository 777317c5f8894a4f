import {
  LoginDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from './auth.generated';

// The feature's GraphQL documents, named for its code. The text is in auth.graphql; graphql-codegen
// types it into auth.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const LOGIN_MUTATION = LoginDocument;
export const REGISTER_MUTATION = RegisterDocument;
export const REQUEST_PASSWORD_RESET_MUTATION = RequestPasswordResetDocument;
export const RESET_PASSWORD_MUTATION = ResetPasswordDocument;
