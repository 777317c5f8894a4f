/**
 * The items of a page fetched with "Load more" appended to those already shown, without any already there
 * (a list that changed between the pages repeats an item at the seam).
 */
export function appendPage<T>(shown: readonly T[], next: readonly T[], keyOf: (item: T) => string): T[] {
  const known = new Set(shown.map(keyOf));
  return [...shown, ...next.filter((item) => !known.has(keyOf(item)))];
}
