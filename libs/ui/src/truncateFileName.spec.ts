import { describe, expect, it } from 'vitest';
import { truncateFileName } from './truncateFileName';

describe(truncateFileName.name, () => {
  it('should keep the name when it has 15 characters', () => {
    expect(truncateFileName('abcdefghijk.pdf')).toBe('abcdefghijk.pdf');
  });

  it('should keep the first 12 characters plus an ellipsis when the name has 16 characters', () => {
    expect(truncateFileName('abcdefghijkl.pdf')).toBe('abcdefghijkl…');
  });

  it('should keep short and empty names when they are under the limit', () => {
    expect(truncateFileName('a.txt')).toBe('a.txt');
    expect(truncateFileName('')).toBe('');
  });

  it('should truncate to 12 characters plus an ellipsis when the name is long', () => {
    const sut = truncateFileName('my-very-long-journal-export.pdf');

    expect(sut).toBe('my-very-long…');
    expect(sut).toHaveLength(13);
  });
});
