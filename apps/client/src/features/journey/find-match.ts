// Where a search result (or a link) points in the conversation on screen: spec §2's search, index and noteId
// query parameters, and the entry's id (`entry`) that search results add so a long conversation can load
// back to it.
export interface MatchTarget {
  search: string | null;
  /** The entry a search result is in, by id. */
  matchEntryId?: string | null;
  /** A continuation's position (0 is the first continuation). */
  index: number | null;
  noteId: string | null;
  /** A message by id: the latest one, after a reply or a note (spec §9 "latest message"). */
  entryId?: string | null;
}

/** A target naming one message by id (the latest one, after a reply or a note). */
export function entryTarget(entryId: string): MatchTarget {
  return { search: null, index: null, noteId: null, entryId };
}

export function readMatchTarget(params: URLSearchParams): MatchTarget | null {
  const search = params.get('search');
  const rawIndex = params.get('index');
  const index = rawIndex !== null && /^\d+$/.test(rawIndex) ? Number(rawIndex) : null;
  const noteId = params.get('noteId');
  const matchEntryId = params.get('entry');
  if (!search && index === null && !noteId && !matchEntryId) return null;
  return { search: search || null, index, noteId: noteId || null, matchEntryId: matchEntryId || null };
}

/**
 * Whether what the target points at is among the loaded entries, so the view can scroll to it. A note or an
 * entry named by id is there once loaded; a continuation position, or the first message holding a term, is
 * known only once the timeline is loaded from its start (`complete`).
 */
export function isTargetLoaded(
  entries: ReadonlyArray<{ id: string }>,
  target: MatchTarget,
  complete: boolean,
): boolean {
  if (complete) return true;
  const id = target.matchEntryId ?? target.noteId;
  return id ? entries.some((entry) => entry.id === id) : false;
}

/**
 * The message element the target points at: the entry named by id, else the note, else the continuation,
 * else the first message whose text holds the search term. Null while it is not rendered yet (the caller
 * retries).
 */
export function findMatchElement(root: ParentNode, target: MatchTarget): HTMLElement | null {
  const entryId = target.entryId ?? target.matchEntryId;
  if (entryId) return root.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(entryId)}"]`);
  if (target.noteId) return root.querySelector<HTMLElement>(`[data-note-id="${CSS.escape(target.noteId)}"]`);
  if (target.index !== null) {
    return root.querySelector<HTMLElement>(`[data-continuation-index="${target.index}"]`);
  }
  const term = target.search?.toLocaleLowerCase();
  if (!term) return null;
  const messages = Array.from(root.querySelectorAll<HTMLElement>('[data-entry-id]'));
  return (
    messages.find((element) => element.textContent?.toLocaleLowerCase().includes(term)) ?? messages[0] ?? null
  );
}

/** Text ranges inside `element` where `term` occurs (case-insensitive), for the highlight. */
export function termRanges(element: HTMLElement, term: string): Range[] {
  const needle = term.toLocaleLowerCase();
  if (!needle) return [];
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.toLocaleLowerCase() ?? '';
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      ranges.push(range);
    }
  }
  return ranges;
}
