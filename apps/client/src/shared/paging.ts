/**
 * The items of a page fetched with "Load more" appended to those already shown, without any already there
 * (a list that changed between the pages repeats an item at the seam).
 */
export function appendPage<T>(shown: readonly T[], next: readonly T[], keyOf: (item: T) => string): T[] {
  const known = new Set(shown.map(keyOf));
  return [...shown, ...next.filter((item) => !known.has(keyOf(item)))];
}

/** A page of a list as the API answers it. */
export interface ListPage<T> {
  total: number;
  items: T[];
}

/**
 * The first page with `item` put first (a review or an answer just created), counted in the total; the page
 * as it was when it already holds it. For `cache.updateQuery` on a list's first page.
 */
export function withFirst<T extends { id: string }, P extends ListPage<T>>(page: P, item: T): P {
  if (page.items.some((shown) => shown.id === item.id)) return page;
  return { ...page, total: page.total + 1, items: [item, ...page.items] };
}
