import { anyOf, chooseWords, RECALL_WORDS_MAX, wordsOf } from './recall-words';

describe(wordsOf.name, () => {
  it('should answer distinct lower-case words of two letters or more, in order', () => {
    expect(wordsOf('When did I feel lonely? I missed Ana, ANA and São Paulo.')).toEqual([
      'when',
      'did',
      'feel',
      'lonely',
      'missed',
      'ana',
      'and',
      'são',
      'paulo',
    ]);
  });
});

describe(chooseWords.name, () => {
  it('should leave out the words in more than a fifth of a journal, rarest first', () => {
    const found = [
      { word: 'the', uses: 900 },
      { word: 'lighthouse', uses: 12 },
      { word: 'harbour', uses: 40 },
    ];

    expect(chooseWords(found, 1_000)).toEqual(['lighthouse', 'harbour']);
  });

  it('should tell filler in a new journal by a few documents rather than a share', () => {
    const found = [
      { word: 'the', uses: 5 },
      { word: 'kayak', uses: 3 },
    ];

    expect(chooseWords(found, 6)).toEqual(['kayak']);
  });

  it('should keep at most the rarest few', () => {
    const found = Array.from({ length: 20 }, (_, i) => ({ word: `w${i}`, uses: 20 - i }));

    expect(chooseWords(found, 10_000)).toHaveLength(RECALL_WORDS_MAX);
    expect(chooseWords(found, 10_000)[0]).toBe('w19');
  });
});

describe(anyOf.name, () => {
  it('should quote each word so that no input breaks the query', () => {
    expect(anyOf(["it's", 'a\\b'])).toBe("'it''s' | 'a\\\\b'");
  });
});
