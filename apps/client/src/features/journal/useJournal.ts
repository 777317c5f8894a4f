import { JournalDocument } from '@/features/journal/graphql/journal.generated';
import type { JournalConversationFragment } from '@/features/journal/graphql/journal.generated';
import { MESSAGES } from '@/shared/messages';
import { usePagedQuery } from '@/shared/usePagedQuery';
import type { PagedList } from '@/shared/usePagedQuery';

/** Conversations per page of the journal. */
export const JOURNAL_PAGE_SIZE = 20;

const FIRST_PAGE = { limit: JOURNAL_PAGE_SIZE, offset: 0 };
const conversationKey = (conversation: JournalConversationFragment) => conversation.id;
const loadErrorText = () => MESSAGES.journalLoadError;

/**
 * The writer's journal, most recently active first, a page at a time. What the cache holds shows at once (a
 * return to home is instant) and is refreshed from the server each time home is shown.
 */
export function useJournal(): PagedList<JournalConversationFragment> {
  return usePagedQuery(JournalDocument, {
    field: 'conversations',
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
    keyOf: conversationKey,
    errorText: loadErrorText,
  });
}

/** The newest entry the cache holds for the conversation (its timeline field is shared with the journey). */
export const latestEntry = (conversation: JournalConversationFragment) => conversation.entries.at(-1) ?? null;
