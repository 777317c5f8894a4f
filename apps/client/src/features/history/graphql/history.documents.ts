import {
  ConversationHistoryDocument,
  DeleteConversationDocument,
  HistoryConversationFragmentDoc,
  RenameConversationDocument,
} from './history.generated';
import type { HistoryConversationFragment } from './history.generated';

/** A conversation as the history lists it. */
export type HistoryConversation = HistoryConversationFragment;

// The feature's GraphQL documents, named for its code. The text is in history.graphql; graphql-codegen
// types it into history.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const HISTORY_CONVERSATION_FRAGMENT = HistoryConversationFragmentDoc;
export const CONVERSATION_HISTORY_QUERY = ConversationHistoryDocument;
export const RENAME_CONVERSATION_MUTATION = RenameConversationDocument;
export const DELETE_CONVERSATION_MUTATION = DeleteConversationDocument;
