import { AttachedFileFragmentDoc, UploadFileDocument } from './attachments.generated';
import type { AttachedFileFragment } from './attachments.generated';

/** A file as messages show it; the client preset resolves the fragment by name in any document. */
export type AttachedFile = AttachedFileFragment;

// The feature's GraphQL documents, named for its code. The text is in attachments.graphql; graphql-codegen
// types it into attachments.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const ATTACHED_FILE_FRAGMENT = AttachedFileFragmentDoc;
export const UPLOAD_FILE_MUTATION = UploadFileDocument;
