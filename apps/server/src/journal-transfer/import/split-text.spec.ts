import { splitText } from './split-text';

describe(splitText.name, () => {
  it('should keep a text within the limit whole, without its outer whitespace', () => {
    expect(splitText('\n  A short day.  \n', 20)).toEqual(['A short day.']);
  });

  it('should give nothing for a blank text', () => {
    expect(splitText(' \n\t ', 20)).toEqual([]);
  });

  it('should cut at the last paragraph end that leaves the piece at least half full', () => {
    const text = 'First paragraph here.\n\nSecond one, longer.\n\nThird.';

    expect(splitText(text, 45)).toEqual(['First paragraph here.\n\nSecond one, longer.', 'Third.']);
  });

  it('should cut at a sentence end when no paragraph or line ends late enough', () => {
    expect(splitText('We walked to the harbour. The boats were red and blue.', 40)).toEqual([
      'We walked to the harbour.',
      'The boats were red and blue.',
    ]);
  });

  it('should cut at a space when a sentence runs past the limit', () => {
    expect(splitText('one two three four five six', 10)).toEqual(['one two', 'three four', 'five six']);
  });

  it('should cut inside a word longer than a piece, never between the halves of an emoji', () => {
    const pieces = splitText(`abcd😀efgh`, 5);

    expect(pieces).toEqual(['abcd', '😀efg', 'h']);
    expect(pieces.join('')).toBe('abcd😀efgh');
  });

  it('should keep every character but the whitespace at the cuts, each piece within the limit', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Line ${i} of a long day, with words.`).join('\n');

    const pieces = splitText(text, 600);

    expect(pieces.every((piece) => piece.length <= 600)).toBe(true);
    expect(pieces.join('\n')).toBe(text);
  });
});
