import { graphql } from '@/gql';
import type { JourneyEntryFragment } from '@/gql/graphql';

// Typed by graphql-codegen from libs/schema/schema.graphql: after editing a document, run
// `npx nx run client:codegen` and commit apps/client/src/gql.

export type JourneyEntry = JourneyEntryFragment;

export const JOURNEY_ENTRY_FRAGMENT = graphql(`
  fragment JourneyEntry on Entry {
    id
    conversationId
    kind
    userText
    replyText
    replyStatus
    replyError
    orderIndex
    createdAt
    file {
      ...AttachedFile
    }
  }
`);

/**
 * What the journey shows of a conversation, read from the cache: every page of entries loaded so far, as one
 * timeline (entriesFieldPolicy), and how many entries there are in all.
 */
export const JOURNEY_TIMELINE_FRAGMENT = graphql(`
  fragment JourneyTimeline on Conversation {
    id
    entryCount
    entries {
      ...JourneyEntry
    }
  }
`);

/** Opens a conversation with its newest page of entries. */
export const JOURNEY_CONVERSATION_QUERY = graphql(`
  query JourneyConversation($id: ID!) {
    conversation(id: $id) {
      id
      projectName
      title
      topic
      entryCount
      entries {
        ...JourneyEntry
      }
    }
  }
`);

/** The page of entries just older than `before` (the oldest one on screen). */
export const JOURNEY_OLDER_ENTRIES_QUERY = graphql(`
  query JourneyOlderEntries($id: ID!, $before: ID!, $first: Int!) {
    conversation(id: $id) {
      id
      entries(before: $before, first: $first) {
        ...JourneyEntry
      }
    }
  }
`);

export const START_CONVERSATION_MUTATION = graphql(`
  mutation StartConversation($input: StartConversationInput!) {
    startConversation(input: $input, stream: true) {
      conversation {
        id
        projectName
        title
        topic
        entryCount
        entries {
          ...JourneyEntry
        }
      }
      entry {
        ...JourneyEntry
      }
    }
  }
`);

export const CONTINUE_CONVERSATION_MUTATION = graphql(`
  mutation ContinueConversation($input: ContinueConversationInput!) {
    continueConversation(input: $input, stream: true) {
      conversation {
        id
        entryCount
      }
      entry {
        ...JourneyEntry
      }
    }
  }
`);

export const RETRY_REPLY_MUTATION = graphql(`
  mutation RetryReply($entryId: ID!) {
    retryReply(entryId: $entryId, stream: true) {
      entry {
        ...JourneyEntry
      }
    }
  }
`);

export const ADD_NOTE_MUTATION = graphql(`
  mutation AddNote($input: AddNoteInput!) {
    addNote(input: $input) {
      ...JourneyEntry
    }
  }
`);

export const REPLY_STREAM_SUBSCRIPTION = graphql(`
  subscription ReplyStream($entryId: ID!) {
    replyStream(entryId: $entryId) {
      entryId
      text
      status
      error
    }
  }
`);
