import type { FieldPolicy, Reference } from '@apollo/client';

type EntryRefs = readonly Reference[];
type ReadField = (field: string, from: Reference) => unknown;

/** The refs of both lists, one per entry (the later list wins a repeat), in timeline (orderIndex) order. */
function union(first: EntryRefs, second: EntryRefs, readField: ReadField): Reference[] {
  const byId = new Map<unknown, Reference>();
  for (const ref of [...first, ...second]) byId.set(readField('id', ref), ref);
  return [...byId.values()].sort(
    (a, b) => Number(readField('orderIndex', a)) - Number(readField('orderIndex', b)),
  );
}

/**
 * Conversation.entries is paged from the newest entry back (`before`, `first`), and the view shows every page
 * it has loaded as one timeline: one cache field whatever the arguments (keyArgs false), merged by cursor.
 *
 * - An older page (`before` given) joins the timeline when its cursor is there (it was the oldest entry);
 *   a page for a cursor the cache does not hold cannot join without a gap and is dropped.
 * - The newest page (no `before`: opening or reopening a conversation, an exchange's conversation) joins what
 *   is there when the two share an entry. When they share none, entries were added elsewhere in between, more
 *   than a page of them: the cached ones would leave a gap, so the newest page starts the timeline over and
 *   older pages load again as the user scrolls up.
 *
 * Entries written by this client (a message sent, a note added) are appended with `appendEntry`, and replies
 * streamed in change the normalized Entry objects, so neither goes through here.
 */
export const entriesFieldPolicy: FieldPolicy<EntryRefs, EntryRefs, EntryRefs> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    const read = readField as ReadField;
    // Spec §4: the timeline is shown in orderIndex order, whatever order a page came in.
    if (!existing) return union([], incoming, read);
    const before = args?.['before'] as string | null | undefined;
    if (before) {
      const joins = existing.some((ref) => read('id', ref) === before);
      return joins ? union(existing, incoming, read) : existing;
    }
    const known = new Set(existing.map((ref) => read('id', ref)));
    const overlaps = incoming.some((ref) => known.has(read('id', ref)));
    return overlaps ? union(existing, incoming, read) : incoming;
  },
};
