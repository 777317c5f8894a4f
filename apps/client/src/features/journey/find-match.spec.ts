import { describe, expect, it } from 'vitest';
import { findMatchElement, isTargetLoaded, readMatchTarget } from '@/features/journey/find-match';

function conversation(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div data-entry-id="e1"><p>Sunday dinners in Naples</p></div>
    <div data-entry-id="e2" data-continuation-index="0"><p>The lighthouse keeper</p></div>
    <div data-entry-id="n1" data-note-id="n1"><p>Call Aunt Lucia</p></div>
    <div data-entry-id="e3" data-continuation-index="1"><p>More about the LIGHTHOUSE</p></div>`;
  return root;
}

describe(readMatchTarget.name, () => {
  it('should read the search, index and noteId query parameters', () => {
    expect(readMatchTarget(new URLSearchParams('search=light&index=1&noteId=n1'))).toEqual({
      search: 'light',
      index: 1,
      noteId: 'n1',
      matchEntryId: null,
    });
  });

  it("should read the result's entry id, which alone is enough to find it", () => {
    expect(readMatchTarget(new URLSearchParams('entry=e7'))).toEqual({
      search: null,
      index: null,
      noteId: null,
      matchEntryId: 'e7',
    });
  });

  it('should ignore an index that is not a position and say there is nothing to find without parameters', () => {
    expect(readMatchTarget(new URLSearchParams('search=light&index=-2'))).toEqual({
      search: 'light',
      index: null,
      noteId: null,
      matchEntryId: null,
    });
    expect(readMatchTarget(new URLSearchParams(''))).toBeNull();
  });
});

describe(findMatchElement.name, () => {
  it('should find a note by its id before anything else', () => {
    const found = findMatchElement(conversation(), { search: 'lighthouse', index: 1, noteId: 'n1' });
    expect(found?.dataset['entryId']).toBe('n1');
  });

  it("should find a search result's entry by its id, before its position or the term", () => {
    const found = findMatchElement(conversation(), {
      search: 'lighthouse',
      index: 1,
      noteId: null,
      matchEntryId: 'e1',
    });
    expect(found?.dataset['entryId']).toBe('e1');
  });

  it('should find a continuation by its position', () => {
    const found = findMatchElement(conversation(), { search: 'lighthouse', index: 1, noteId: null });
    expect(found?.dataset['entryId']).toBe('e3');
  });

  it('should find the first message holding the term, ignoring case', () => {
    const found = findMatchElement(conversation(), { search: 'LightHouse', index: null, noteId: null });
    expect(found?.dataset['entryId']).toBe('e2');
  });

  it('should find nothing while the pointed-at message is not on screen yet', () => {
    expect(findMatchElement(conversation(), { search: null, index: 7, noteId: null })).toBeNull();
    expect(
      findMatchElement(document.createElement('div'), { search: 'x', index: null, noteId: null }),
    ).toBeNull();
  });
});

describe(isTargetLoaded.name, () => {
  const loaded = [{ id: 'e40' }, { id: 'n41' }, { id: 'e42' }];

  it('should know an entry or a note named by id is there once it is loaded, from the start or not', () => {
    expect(
      isTargetLoaded(loaded, { search: 'sea', index: 3, noteId: null, matchEntryId: 'e42' }, false),
    ).toBe(true);
    expect(isTargetLoaded(loaded, { search: 'sea', index: null, noteId: 'n41' }, false)).toBe(true);
    expect(isTargetLoaded(loaded, { search: 'sea', index: 3, noteId: null, matchEntryId: 'e7' }, false)).toBe(
      false,
    );
  });

  it('should wait for the start of the timeline to count continuations or find the first match of a term', () => {
    expect(isTargetLoaded(loaded, { search: 'sea', index: 3, noteId: null }, false)).toBe(false);
    expect(isTargetLoaded(loaded, { search: 'sea', index: null, noteId: null }, false)).toBe(false);
    expect(isTargetLoaded(loaded, { search: 'sea', index: 3, noteId: null }, true)).toBe(true);
  });
});
