import type { MockLink } from '@apollo/client/testing';
import { JourneyConversationDocument } from '@/features/journey/graphql/journey.generated';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import type { EntryKind, ReplyStatus } from '@/gql/graphql';

/** An entry of conversation c1 as the server sends it. */
export function entryFixture(
  id: string,
  kind: EntryKind,
  userText: string,
  replyStatus: ReplyStatus = 'pending',
  overrides: Partial<JourneyEntryFragment> = {},
): JourneyEntryFragment {
  return {
    __typename: 'Entry',
    id,
    conversationId: 'c1',
    kind,
    userText,
    replyText: null,
    replyStatus,
    replyError: null,
    orderIndex: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    mood: null,
    shared: false,
    answers: null,
    replyBy: null,
    file: null,
    remembered: [],
    ...overrides,
  };
}

/** The answer to loading conversation c1 (the /conversation/c1 route): its newest page, all of it by default. */
export function storedConversationMock(
  entries: JourneyEntryFragment[],
  topic = 'familyMemories',
  entryCount = entries.length,
): MockLink.MockedResponse {
  return {
    request: { query: JourneyConversationDocument, variables: { id: 'c1' } },
    result: {
      data: {
        conversation: {
          __typename: 'Conversation',
          id: 'c1',
          projectName: 'Grandma',
          title: 'Grandma',
          topic,
          createdAt: '2026-01-01T00:00:00.000Z',
          entryCount,
          entries,
        },
      },
    },
  };
}
