import { graphql } from '@/gql';
import type { ShareEntryMutation, SharedEntryQuery } from '@/gql/graphql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

export type ShareLink = ShareEntryMutation['shareEntry'];
export type SharedPost = SharedEntryQuery['sharedEntry'];
export type SharedPostEntry = SharedPost['entry'];

export const SHARE_ENTRY_MUTATION = graphql(`
  mutation ShareEntry($entryId: ID!, $expiresInDays: Int) {
    shareEntry(entryId: $entryId, expiresInDays: $expiresInDays) {
      conversationId
      entryId
      kind
      continuationIndex
      noteId
      projectName
      url
      sharedAt
      expiresAt
      expired
    }
  }
`);

export const SHARED_ENTRY_QUERY = graphql(`
  query SharedEntry($conversationId: ID!, $continuationIndex: Int, $noteId: ID) {
    sharedEntry(conversationId: $conversationId, continuationIndex: $continuationIndex, noteId: $noteId) {
      conversationId
      continuationIndex
      noteId
      kind
      projectName
      mine
      url
      entry {
        ...JourneyEntry
      }
    }
  }
`);
