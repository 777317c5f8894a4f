import { graphql } from '@/gql';
import type { AttachedFileFragment } from '@/gql/graphql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

/** A file as messages show it; the client preset resolves the fragment by name in any document. */
export type AttachedFile = AttachedFileFragment;

export const ATTACHED_FILE_FRAGMENT = graphql(`
  fragment AttachedFile on File {
    id
    fileName
    fileType
    fileUrl
  }
`);

export const UPLOAD_FILE_MUTATION = graphql(`
  mutation UploadFile($file: Upload!) {
    uploadFile(file: $file) {
      ...AttachedFile
    }
  }
`);
