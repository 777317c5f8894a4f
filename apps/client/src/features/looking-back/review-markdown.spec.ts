import { describe, expect, it } from 'vitest';
import {
  citationMarker,
  citedNumber,
  linkCitations,
  nestHeadings,
} from '@/features/looking-back/review-markdown';

const QUOTED = new Set([1, 2, 3]);

describe(linkCitations.name, () => {
  it('should make each citation of a quoted entry a link reading as it did', () => {
    expect(linkCitations('Walks by the sea [1] and a boat [2].', QUOTED)).toBe(
      'Walks by the sea [\\[1\\]](#review-citation-1) and a boat [\\[2\\]](#review-citation-2).',
    );
  });

  it('should link citations side by side and in a list', () => {
    expect(linkCitations('Both [1][3], and [1, 2].', QUOTED)).toBe(
      'Both [\\[1\\]](#review-citation-1)[\\[3\\]](#review-citation-3), and [\\[1\\]](#review-citation-1), [\\[2\\]](#review-citation-2).',
    );
  });

  it('should leave a number that quotes nothing, an escaped bracket and existing links as written', () => {
    const text = 'See [9], \\[1], [1](https://example.com) and\n\n[2]: https://example.com';

    expect(linkCitations(text, QUOTED)).toBe(text);
  });
});

describe(citedNumber.name, () => {
  it('should read the number of a citation marker, and nothing of any other address', () => {
    expect(citedNumber(citationMarker(4))).toBe(4);
    expect(citedNumber('#review-citation-x')).toBeNull();
    expect(citedNumber('https://example.com/#review-citation-1')).toBeNull();
    expect(citedNumber(undefined)).toBeNull();
  });
});

describe(nestHeadings.name, () => {
  it("should put the text's headings the levels asked under, at most h6", () => {
    expect(nestHeadings('## March 2026\n\nText\n\n### Themes\n#### Deep\n##### Deeper', 2)).toBe(
      '#### March 2026\n\nText\n\n##### Themes\n###### Deep\n###### Deeper',
    );
  });

  it('should leave hashes that are no heading, and fenced code, as they are', () => {
    const text = 'Issue #3 and #hashtag\n\n```\n## not a heading\n```\n\n#no-space';

    expect(nestHeadings(text, 2)).toBe(text);
  });
});
