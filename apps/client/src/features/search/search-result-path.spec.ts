import { describe, expect, it } from 'vitest';
import { searchResultPath } from '@/features/search/search-result-path';

describe(searchResultPath.name, () => {
  it('should give the conversation with the search term when there is no index or note', () => {
    expect(searchResultPath({ conversationId: 'c1', index: null, noteId: null }, 'lighthouse')).toBe(
      '/conversation/c1?search=lighthouse',
    );
  });

  it('should add the index when it is set, even when it is 0', () => {
    expect(searchResultPath({ conversationId: 'c1', index: 0, noteId: null }, 'sea')).toBe(
      '/conversation/c1?search=sea&index=0',
    );
    expect(searchResultPath({ conversationId: 'c1', index: 3 }, 'sea')).toBe(
      '/conversation/c1?search=sea&index=3',
    );
  });

  it('should add the note id when it is set', () => {
    expect(searchResultPath({ conversationId: 'c1', index: null, noteId: 'n9' }, 'sea')).toBe(
      '/conversation/c1?search=sea&noteId=n9',
    );
  });

  it("should add the entry's id, by which a long conversation loads back to the result", () => {
    expect(searchResultPath({ conversationId: 'c1', index: 4, noteId: null, entryId: 'e7' }, 'sea')).toBe(
      '/conversation/c1?search=sea&index=4&entry=e7',
    );
  });

  it('should encode the term and the ids as URLSearchParams does', () => {
    const path = searchResultPath({ conversationId: 'a/b', index: 1, noteId: 'n&1' }, 'sun & sea?');

    expect(path).toBe('/conversation/a%2Fb?search=sun+%26+sea%3F&index=1&noteId=n%261');
    expect(new URLSearchParams(path.split('?')[1]).get('search')).toBe('sun & sea?');
  });
});
