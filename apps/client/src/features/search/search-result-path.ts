import type { SearchResultItemFragment } from '@/features/search/graphql/search.generated';

/** A search result that belongs to a conversation, so it can be opened. */
export type OpenableSearchResult = SearchResultItemFragment & { conversationId: string };

export function isOpenable(result: SearchResultItemFragment): result is OpenableSearchResult {
  return Boolean(result.conversationId);
}

/**
 * The route that shows a result: its conversation, with the term and the continuation index or note id the
 * home view scrolls to (spec §2), and the entry's id, by which a long conversation loads back to it.
 */
export function searchResultPath(
  result: Pick<OpenableSearchResult, 'conversationId' | 'index' | 'noteId'> &
    Partial<Pick<OpenableSearchResult, 'entryId'>>,
  term: string,
): string {
  const params = new URLSearchParams({ search: term });
  if (result.index !== null && result.index !== undefined) params.set('index', String(result.index));
  if (result.noteId) params.set('noteId', result.noteId);
  if (result.entryId) params.set('entry', result.entryId);
  return `/conversation/${encodeURIComponent(result.conversationId)}?${params.toString()}`;
}
