import { describe, expect, it } from 'vitest';
import { createCache } from '@/app/apollo-client';
import {
  JourneyConversationDocument,
  JourneyOlderEntriesDocument,
  JourneyTimelineFragmentDoc,
} from '@/features/journey/graphql/journey.generated';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { appendEntry, updateReply } from '@/features/journey/timeline-cache';
import { ConversationHistoryDocument } from '@/features/history/graphql/history.generated';
import { JournalDocument } from '@/features/journal/graphql/journal.generated';
import { entryFixture } from '@/testing/journey-fixtures';

/** Entries e<from> … e<to - 1> of conversation c1, at their order index. */
function entries(from: number, to: number): JourneyEntryFragment[] {
  return Array.from({ length: to - from }, (_, i) =>
    entryFixture(
      `e${from + i}`,
      from + i === 0 ? 'opening' : 'continuation',
      `words ${from + i}`,
      'complete',
      {
        orderIndex: from + i,
      },
    ),
  );
}

function openConversation(
  cache: ReturnType<typeof createCache>,
  page: JourneyEntryFragment[],
  entryCount: number,
) {
  cache.writeQuery({
    query: JourneyConversationDocument,
    variables: { id: 'c1' },
    data: {
      conversation: {
        __typename: 'Conversation',
        id: 'c1',
        projectName: 'Grandma',
        title: 'Grandma',
        topic: 'familyMemories',
        createdAt: '2026-01-01T00:00:00.000Z',
        entryCount,
        entries: page,
      },
    },
  });
}

function writeOlder(cache: ReturnType<typeof createCache>, before: string, page: JourneyEntryFragment[]) {
  cache.writeQuery({
    query: JourneyOlderEntriesDocument,
    variables: { id: 'c1', before, first: 3 },
    data: { conversation: { __typename: 'Conversation', id: 'c1', entries: page } },
  });
}

/** What the journey reads: the timeline's entry ids, oldest first, and the count. */
function timeline(cache: ReturnType<typeof createCache>) {
  const data = cache.readFragment({
    fragment: JourneyTimelineFragmentDoc,
    fragmentName: 'JourneyTimeline',
    id: cache.identify({ __typename: 'Conversation', id: 'c1' }),
  });
  return { ids: data?.entries.map((entry) => entry.id), entryCount: data?.entryCount };
}

describe('Conversation.entries in the cache', () => {
  it('should put an older page before the entries already there, in timeline order', () => {
    const cache = createCache();
    openConversation(cache, entries(6, 9), 9);

    writeOlder(cache, 'e6', entries(3, 6));
    writeOlder(cache, 'e3', entries(0, 3));

    expect(timeline(cache)).toEqual({ ids: entries(0, 9).map((e) => e.id), entryCount: 9 });
  });

  it('should show a page that came in any order by orderIndex', () => {
    const cache = createCache();
    openConversation(cache, entries(0, 3).reverse(), 3);

    expect(timeline(cache).ids).toEqual(['e0', 'e1', 'e2']);
  });

  it('should drop an older page whose cursor it does not hold, rather than leave a gap', () => {
    const cache = createCache();
    openConversation(cache, entries(6, 9), 9);

    writeOlder(cache, 'e3', entries(0, 3));

    expect(timeline(cache).ids).toEqual(['e6', 'e7', 'e8']);
  });

  it('should join a newest page that overlaps what it holds when the conversation is opened again', () => {
    const cache = createCache();
    openConversation(cache, entries(6, 9), 9);
    writeOlder(cache, 'e6', entries(3, 6));

    openConversation(cache, entries(7, 10), 10);

    expect(timeline(cache)).toEqual({ ids: entries(3, 10).map((e) => e.id), entryCount: 10 });
  });

  it('should start over from a newest page that shares nothing with what it holds (a gap in between)', () => {
    const cache = createCache();
    openConversation(cache, entries(6, 9), 9);

    openConversation(cache, entries(20, 23), 23);

    expect(timeline(cache).ids).toEqual(['e20', 'e21', 'e22']);
  });

  it('should append an entry written here once, counting it only when asked to', () => {
    const cache = createCache();
    openConversation(cache, entries(6, 9), 9);
    const note = entryFixture('n9', 'note', 'Call mum', 'none', { orderIndex: 9 });
    const message = entryFixture('e10', 'continuation', 'More', 'pending', { orderIndex: 10 });

    appendEntry(cache, note, { countIt: true });
    appendEntry(cache, note, { countIt: true });
    appendEntry(cache, message, { countIt: false });

    expect(timeline(cache)).toEqual({ ids: ['e6', 'e7', 'e8', 'n9', 'e10'], entryCount: 10 });
  });

  it('should show a reply streaming in on its entry in the timeline, keeping the text when it fails', () => {
    const cache = createCache();
    openConversation(cache, [entryFixture('e0', 'opening', 'Sunday dinners', 'pending')], 1);
    const reply = () =>
      cache.readFragment({
        fragment: JourneyTimelineFragmentDoc,
        fragmentName: 'JourneyTimeline',
        id: 'Conversation:c1',
      })?.entries[0];

    updateReply(cache, 'e0', { replyText: 'Thank you', replyStatus: 'pending', replyError: null });
    expect(reply()).toMatchObject({ replyText: 'Thank you', replyStatus: 'pending' });

    updateReply(cache, 'e0', { replyStatus: 'failed', replyError: 'The AI service is unavailable' });
    expect(reply()).toMatchObject({
      replyText: 'Thank you',
      replyStatus: 'failed',
      replyError: 'The AI service is unavailable',
    });
  });

  it.each(['journal', 'history'] as const)(
    "should keep an open opening's answers whole when the %s lists the conversation",
    (list) => {
      const cache = createCache();
      const answers = [
        { __typename: 'QuestionAnswer' as const, questionId: 'q1', question: 'Who?', answer: 'Rosa' },
      ];
      const opening = { ...entries(0, 1)[0], answers };
      openConversation(cache, [opening], 1);
      const { id, kind, orderIndex, userText, replyText, createdAt } = opening;
      const conversation = {
        __typename: 'Conversation' as const,
        id: 'c1',
        title: 'Grandma',
        projectName: 'Grandma',
        topic: 'familyMemories',
        createdAt,
        updatedAt: createdAt,
        coverImage: null,
        entries: [
          { __typename: 'Entry' as const, id, kind, orderIndex, userText, answers, replyText, createdAt },
        ],
      };
      const page = { __typename: 'ConversationPage' as const, total: 1, hasMore: false };

      if (list === 'journal')
        cache.writeQuery({
          query: JournalDocument,
          variables: { limit: 20, offset: 0 },
          data: { conversations: { ...page, items: [conversation] } },
        });
      else
        cache.writeQuery({
          query: ConversationHistoryDocument,
          variables: { limit: 20, offset: 0, filter: 'grand' },
          data: {
            conversations: {
              ...page,
              items: [
                { ...conversation, opening: { __typename: 'Entry', id, userText, replyText, createdAt } },
              ],
            },
          },
        });

      expect(timeline(cache).ids).toEqual(['e0']);
    },
  );
});
