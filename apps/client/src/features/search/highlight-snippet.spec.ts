import { describe, expect, it } from 'vitest';
import { highlightSnippet } from '@/features/search/highlight-snippet';

describe(highlightSnippet.name, () => {
  it('should mark each range and keep the text around it', () => {
    expect(highlightSnippet('You: the lighthouse at dawn', [{ start: 9, length: 10 }])).toEqual([
      { text: 'You: the ', marked: false },
      { text: 'lighthouse', marked: true },
      { text: ' at dawn', marked: false },
    ]);
  });

  it('should give the whole snippet unmarked when there are no ranges', () => {
    expect(highlightSnippet('Flexi: hello', [])).toEqual([{ text: 'Flexi: hello', marked: false }]);
  });

  it('should sort ranges, merge overlaps and clip ranges to the snippet', () => {
    const parts = highlightSnippet('abcdefghij', [
      { start: 8, length: 10 },
      { start: 0, length: 2 },
      { start: 1, length: 3 },
      { start: 20, length: 2 },
    ]);

    expect(parts).toEqual([
      { text: 'ab', marked: true },
      { text: 'cd', marked: true },
      { text: 'efgh', marked: false },
      { text: 'ij', marked: true },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('abcdefghij');
  });
});
