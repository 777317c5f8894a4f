import { graphql } from '@/gql';
import type { HistoryConversationFragment } from '@/gql/graphql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

/** A conversation as the history lists it. */
export type HistoryConversation = HistoryConversationFragment;

export const HISTORY_CONVERSATION_FRAGMENT = graphql(`
  fragment HistoryConversation on Conversation {
    id
    title
    projectName
    createdAt
    updatedAt
    opening {
      id
      userText
      replyText
      createdAt
    }
  }
`);

export const CONVERSATION_HISTORY_QUERY = graphql(`
  query ConversationHistory($limit: Int!, $offset: Int!) {
    conversations(limit: $limit, offset: $offset) {
      total
      hasMore
      items {
        ...HistoryConversation
      }
    }
  }
`);

export const RENAME_CONVERSATION_MUTATION = graphql(`
  mutation RenameConversation($input: RenameConversationInput!) {
    renameConversation(input: $input) {
      id
      title
    }
  }
`);

export const DELETE_CONVERSATION_MUTATION = graphql(`
  mutation DeleteConversation($id: ID!) {
    deleteConversation(id: $id) {
      message
    }
  }
`);
