import {
  AddNoteDocument,
  ContinueConversationDocument,
  JourneyConversationDocument,
  JourneyEntryFragmentDoc,
  JourneyOlderEntriesDocument,
  JourneyTimelineFragmentDoc,
  ReplyStreamDocument,
  RetryReplyDocument,
  StartConversationDocument,
} from './journey.generated';
import type { JourneyEntryFragment } from './journey.generated';

export type JourneyEntry = JourneyEntryFragment;

// The feature's GraphQL documents, named for its code. The text is in journey.graphql; graphql-codegen
// types it into journey.generated.ts (run `npx nx run client:codegen` after editing, and commit both).
// One generated module per feature, so each route's chunk carries only its own documents.

export const JOURNEY_ENTRY_FRAGMENT = JourneyEntryFragmentDoc;
/**
 * What the journey shows of a conversation, read from the cache: every page of entries loaded so far, as one
 * timeline (entriesFieldPolicy), and how many entries there are in all.
 */
export const JOURNEY_TIMELINE_FRAGMENT = JourneyTimelineFragmentDoc;
/** Opens a conversation with its newest page of entries. */
export const JOURNEY_CONVERSATION_QUERY = JourneyConversationDocument;
/** The page of entries just older than `before` (the oldest one on screen). */
export const JOURNEY_OLDER_ENTRIES_QUERY = JourneyOlderEntriesDocument;
export const START_CONVERSATION_MUTATION = StartConversationDocument;
export const CONTINUE_CONVERSATION_MUTATION = ContinueConversationDocument;
export const RETRY_REPLY_MUTATION = RetryReplyDocument;
export const ADD_NOTE_MUTATION = AddNoteDocument;
export const REPLY_STREAM_SUBSCRIPTION = ReplyStreamDocument;
