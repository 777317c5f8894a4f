import type { MockLink } from '@apollo/client/testing';
import { JournalDocument } from '@/features/journal/graphql/journal.generated';

/** The home view's journal query answering `items` as the page at `offset`. */
export function journalMock(items: unknown[], { offset = 0, hasMore = false } = {}): MockLink.MockedResponse {
  return {
    request: { query: JournalDocument, variables: { limit: 20, offset } },
    result: {
      data: { conversations: { __typename: 'ConversationPage', total: items.length, hasMore, items } },
    },
  };
}
