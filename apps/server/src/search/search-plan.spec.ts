import { INDEX_MATCHES_MAX, planSearch, SEARCH_TOTAL_CAP, type WordFrequency } from './search-plan';

/** A typed word standing for `words`, each in `documents` of the owner's documents. */
const word = (typed: string, words: Record<string, number>, allWords = true): WordFrequency => {
  const documents = Object.values(words);
  return {
    typed,
    words: Object.keys(words),
    allWords,
    documents: allWords ? documents.reduce((a, b) => a + b, 0) : Number.POSITIVE_INFINITY,
    documentsOfCommonest: Math.max(0, ...documents),
  };
};

describe('planSearch', () => {
  it('should plan nothing when a word stands for no word of the lexicon', () => {
    expect(planSearch([word('lighthouse', { lighthouse: 3 }), word('zzz', {})])).toBeNull();
  });

  it('should look a rare word up in the index by the exact words it starts, and count its matches', () => {
    expect(planSearch([word('light', { light: 40, lighthouse: 7, "light's": 1 })])).toEqual({
      path: 'index',
      lookup: `('light' | 'lighthouse' | 'light''s')`,
      count: true,
    });
  });

  it('should walk the newest entries for a common word, and not count when its commonest word passes the cap', () => {
    expect(planSearch([word('family', { family: SEARCH_TOTAL_CAP + 1 })])).toEqual({
      path: 'walk',
      lookup: `'family'`,
      count: false,
    });
    // A prefix whose words are together common but each under the cap: walked and counted.
    expect(planSearch([word('remem', { remember: 600, remembered: 600 })])).toEqual({
      path: 'walk',
      lookup: `('remember' | 'remembered')`,
      count: true,
    });
  });

  it('should count several words, as their matches together are not known, and plan by the rarest', () => {
    const common = word('family', { family: 5000 });
    expect(planSearch([common, word('lighthouse', { lighthouse: 7 })])).toEqual({
      path: 'index',
      lookup: `'family' & 'lighthouse'`,
      count: true,
    });
    expect(planSearch([common, word('work', { work: INDEX_MATCHES_MAX + 1 })])).toMatchObject({
      path: 'walk',
      count: true,
    });
  });

  it('should keep a prefix of too many words as a prefix, found in the index when another word is rare', () => {
    const short = word('a', { a: 9000, about: 800 }, false);
    expect(planSearch([short])).toEqual({ path: 'walk', lookup: 'a:*', count: false });
    expect(planSearch([short, word('lighthouse', { lighthouse: 7 })])).toEqual({
      path: 'index',
      lookup: `a:* & 'lighthouse'`,
      count: true,
    });
  });
});
