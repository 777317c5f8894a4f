import {
  joinHeadlines,
  MARK_START as S,
  MARK_STOP as E,
  parseHeadline,
  parseSearchTerm,
  searchTerms,
} from './search-query';

const marked = (snippet: { text: string; highlights: Array<{ start: number; length: number }> }) =>
  snippet.highlights.map(({ start, length }) => snippet.text.slice(start, start + length));

describe(parseSearchTerm.name, () => {
  it('should keep the distinct words in lower case, in the order typed', () => {
    expect(parseSearchTerm('Lighthou  CLIFF')).toEqual({ words: ['lighthou', 'cliff'] });
  });

  it.each([
    ['tsquery operators and quotes', `rosa's & | ! ( ) : * ' " \\ <-> boat`, ['rosa', 's', 'boat']],
    ['letters of any script with their marks', 'Mémé नमस्ते 東京', ['mémé', 'नमस्ते', '東京']],
    ['repeated words', 'boat Boat BOAT', ['boat']],
    ['digits', 'summer 1987', ['summer', '1987']],
  ])('should keep only letters, marks and digits when the term holds %s', (_case, term, words) => {
    expect(parseSearchTerm(term)?.words).toEqual(words);
  });

  it.each([[''], ['   '], [`&|!():*'"\\`], ['\u0301']])(
    'should find nothing to search when the term is %p',
    (term) => {
      expect(parseSearchTerm(term)).toBeNull();
    },
  );
});

describe(searchTerms.name, () => {
  it('should need every word as a prefix, anywhere or on one side of an entry, and highlight any', () => {
    expect(searchTerms({ words: ['lighthou', 'cliff'] })).toEqual({
      every: 'lighthou:* & cliff:*',
      everyUser: 'lighthou:*A & cliff:*A',
      everyReply: 'lighthou:*B & cliff:*B',
      any: 'lighthou:* | cliff:*',
      words: ['lighthou', 'cliff'],
    });
  });

  it('should let a word found nowhere match the words it stands for, quoted as lexemes', () => {
    const terms = searchTerms(
      { words: ['lighthuose', 'cliff'] },
      new Map([['lighthuose', ['lighthouse', "keeper's\\log"]]]),
    );

    expect(terms.every).toBe(`(lighthuose:* | 'lighthouse' | 'keeper''s\\\\log') & cliff:*`);
    expect(terms.everyUser).toBe(`(lighthuose:*A | 'lighthouse':A | 'keeper''s\\\\log':A) & cliff:*A`);
    expect(terms.any).toBe(`(lighthuose:* | 'lighthouse' | 'keeper''s\\\\log') | cliff:*`);
    expect(terms.words).toEqual(['lighthuose', 'cliff', 'lighthouse', "keeper's\\log"]);
  });
});

describe(parseHeadline.name, () => {
  it('should give the ranges of the marked words after the prefix when ts_headline marked them', () => {
    const sut = parseHeadline(`spent summers at the ${S}lighthouse${E} on the cliff`, 'You: ', ['lighthou']);

    expect(sut.text).toBe('You: spent summers at the lighthouse on the cliff');
    expect(marked(sut)).toEqual(['lighthouse']);
    expect(sut.highlights).toEqual([{ start: 26, length: 10 }]);
  });

  it('should collapse whitespace and drop control characters when the text has line breaks', () => {
    const sut = parseHeadline(`  Ask mum\n\nabout the\tblue ${S}boat${E}\u0007 \n`, 'You: ', ['boat']);

    expect(sut.text).toBe('You: Ask mum about the blue boat');
    expect(marked(sut)).toEqual(['boat']);
  });

  it('should narrow a marked file name to the words typed when the name holds punctuation', () => {
    const sut = parseHeadline(`${S}lighthouse-at-night.png${E}`, 'File: ', ['night', 'lighth']);

    expect(marked(sut)).toEqual(['lighthouse', 'night']);
  });

  it('should narrow to the closest part when a typo stood for it', () => {
    const sut = parseHeadline(`${S}lighthouse-at-night.png${E}`, 'File: ', ['lighthuose']);

    expect(marked(sut)).toEqual(['lighthouse']);
  });

  it('should count in UTF-16 code units when the text holds characters outside the BMP', () => {
    const sut = parseHeadline(`🌊🌊 ${S}boat${E}`, 'You: ', ['boat']);

    expect(sut.text.slice(sut.highlights[0].start, sut.highlights[0].start + 4)).toBe('boat');
  });

  it('should drop bidirectional controls when the text holds them, so they cannot reorder the snippet', () => {
    const sut = parseHeadline(`invoice \u202Efdp.exe\u202C for the ${S}boat${E}`, 'File: ', ['boat']);

    expect(sut.text).toBe('File: invoice fdp.exe for the boat');
    expect(marked(sut)).toEqual(['boat']);
  });

  it('keeps a mark right after a control character, and the space after one', () => {
    const sut = parseHeadline(`a\u0007${S}boat\u0007${E}\u0007\tby the\u0007\u2066 sea`, 'You: ', ['boat']);

    expect(sut).toEqual({ text: 'You: aboat by the sea', highlights: [{ start: 6, length: 4 }] });
  });
});

describe(joinHeadlines.name, () => {
  it('should give ranges over the whole snippet when the second headline follows the first and the separator', () => {
    const sut = joinHeadlines(
      'File: ',
      ['notes.txt', `keeper lit the ${S}lighthouse${E} lamp\n\nat dusk`],
      ' — ',
      ['lighthou'],
    );

    expect(sut.text).toBe('File: notes.txt — keeper lit the lighthouse lamp at dusk');
    expect(sut.highlights).toEqual([{ start: 'File: notes.txt — keeper lit the '.length, length: 10 }]);
    expect(marked(sut)).toEqual(['lighthouse']);
  });

  it('should keep the marks of every part in order when both parts hold matched words', () => {
    const sut = joinHeadlines(
      'File: ',
      [`${S}harbour-map.png${E}`, `the ${S}boats${E} … and ${S}harbour${E} lights`],
      ' — ',
      ['harbour', 'boats'],
    );

    expect(sut.text).toBe('File: harbour-map.png — the boats … and harbour lights');
    expect(marked(sut)).toEqual(['harbour', 'boats', 'harbour']);
  });

  it('should be the single headline after the prefix when there is one', () => {
    expect(joinHeadlines('File: ', [`${S}lighthouse.png${E}`], ' — ', ['lighthouse'])).toEqual(
      parseHeadline(`${S}lighthouse.png${E}`, 'File: ', ['lighthouse']),
    );
  });

  it('should leave out the separator when a later headline has no text', () => {
    const sut = joinHeadlines('File: ', ['notes.txt', ' \n\u0007 '], ' — ', ['notes']);

    expect(sut).toEqual({ text: 'File: notes.txt', highlights: [] });
  });
});
