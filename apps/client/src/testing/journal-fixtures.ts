import type { MockLink } from '@apollo/client/testing';
import { JournalDocument } from '@/features/journal/graphql/journal.generated';
import { OnThisDayDocument } from '@/features/looking-back/graphql/on-this-day.generated';
import { localDayKey } from '@/shared/format-date';

/** The home view's journal query answering `items` as the page at `offset`. */
export function journalMock(items: unknown[], { offset = 0, hasMore = false } = {}): MockLink.MockedResponse {
  return {
    request: { query: JournalDocument, variables: { limit: 20, offset } },
    result: {
      data: { conversations: { __typename: 'ConversationPage', total: items.length, hasMore, items } },
    },
  };
}

/** The home view's On this day query for this device's day, answering `memories` (none by default). */
export function onThisDayMock(memories: unknown[] = []): MockLink.MockedResponse {
  const date = localDayKey(new Date().toISOString());
  return {
    request: { query: OnThisDayDocument, variables: { date } },
    result: { data: { onThisDay: { __typename: 'OnThisDay', date, memories } } },
  };
}
