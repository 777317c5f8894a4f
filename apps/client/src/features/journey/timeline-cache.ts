import type { ApolloCache, Reference } from '@apollo/client';
import {
  EntryRememberedFragmentDoc,
  JourneyEntryFragmentDoc,
} from '@/features/journey/graphql/journey.generated';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';

/**
 * Adds an entry this client just wrote (a message, a note) at the end of its conversation's cached timeline,
 * once. `countIt` also adds it to `entryCount`, for answers that do not carry the new count (addNote).
 */
export function appendEntry(
  cache: ApolloCache,
  entry: JourneyEntryFragment,
  { countIt }: { countIt: boolean },
): void {
  const ref = cache.writeFragment({
    fragment: JourneyEntryFragmentDoc,
    fragmentName: 'JourneyEntry',
    data: entry,
  });
  const id = cache.identify({ __typename: 'Conversation', id: entry.conversationId });
  if (!ref || !id) return;
  let added = false;
  cache.modify({
    id,
    fields: {
      entries(existing: readonly Reference[] = [], { readField }) {
        if (existing.some((known) => readField('id', known) === entry.id)) return existing;
        added = true;
        return [...existing, ref];
      },
    },
  });
  if (added && countIt) cache.modify({ id, fields: { entryCount: (count: number) => count + 1 } });
}

/** An entry as the cache holds it (with what has streamed into its reply), or null when it holds none. */
export function readEntry(cache: ApolloCache, entryId: string): JourneyEntryFragment | null {
  return cache.readFragment<JourneyEntryFragment>({
    id: cache.identify({ __typename: 'Entry', id: entryId }),
    fragment: JourneyEntryFragmentDoc,
    fragmentName: 'JourneyEntry',
  });
}

/** A reply streaming in: its entry changes where it is cached, so every view of it follows. */
export function updateReply(
  cache: ApolloCache,
  entryId: string,
  reply: {
    replyText?: string | null;
    replyStatus: JourneyEntryFragment['replyStatus'];
    replyError: string | null;
    /** Who writes the reply, when the step says (absent: unchanged). */
    replyBy?: string | null;
  },
): void {
  cache.modify({
    id: cache.identify({ __typename: 'Entry', id: entryId }),
    fields: {
      // A failure without text keeps what had arrived, as before.
      ...(reply.replyText === undefined ? {} : { replyText: () => reply.replyText }),
      replyStatus: () => reply.replyStatus,
      replyError: () => reply.replyError,
      ...(reply.replyBy ? { replyBy: () => reply.replyBy } : {}),
    },
  });
}

/** What a reply drew on (its complete step says), on its cached entry. */
export function updateRemembered(
  cache: ApolloCache,
  entryId: string,
  remembered: ReadonlyArray<Omit<JourneyEntryFragment['remembered'][number], '__typename'>>,
): void {
  cache.writeFragment({
    id: cache.identify({ __typename: 'Entry', id: entryId }),
    fragment: EntryRememberedFragmentDoc,
    data: {
      __typename: 'Entry',
      remembered: remembered.map((entry) => ({ ...entry, __typename: 'RememberedEntry' as const })),
    },
  });
}
