import { toPage } from './paging';

describe(toPage.name, () => {
  it.each([
    ['the first page of a longer list', 0, 2, 5, true],
    ['the page that ends the list', 3, 2, 5, false],
    ['a list that fits one page', 0, 3, 3, false],
    ['an empty list', 0, 0, 0, false],
    ['an offset past the end', 10, 0, 5, false],
  ])('should say whether more follow for %s', (_case, offset, shown, total, hasMore) => {
    const items = Array.from({ length: shown }, (_, i) => i);

    expect(toPage(items, total, offset)).toEqual({ items, total, hasMore });
  });
});
