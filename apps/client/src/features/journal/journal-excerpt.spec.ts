import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, entryExcerpt } from '@/features/journal/journal-excerpt';

describe('entryExcerpt', () => {
  it("gives the writer's words with their whitespace collapsed", () => {
    expect(entryExcerpt({ userText: '  Rain on the pier.\n\nThen  sun. ', replyText: 'A reply' })).toBe(
      'Rain on the pier. Then sun.',
    );
  });

  it("gives an opening's answers, not its project name and questions", () => {
    expect(
      entryExcerpt({
        userText: 'Project: Pier\nWho was there?\nRosa\nWhere?\nThe harbour',
        answers: [{ answer: 'Rosa' }, { answer: '' }, { answer: 'The harbour' }],
      }),
    ).toBe('Rosa The harbour');
  });

  it('falls back to the reply when the writer sent only a file, and to nothing without either', () => {
    expect(entryExcerpt({ userText: ' ', replyText: 'What a photo.' })).toBe('What a photo.');
    expect(entryExcerpt({ userText: '', replyText: null })).toBe('');
  });

  it('cuts a long text at a word, marked with an ellipsis', () => {
    const words = 'lighthouse '.repeat(40).trim();

    const excerpt = entryExcerpt({ userText: words });

    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX + 1);
    expect(excerpt).toMatch(/^(lighthouse )+lighthouse…$/);
  });

  it('cuts a text without spaces at the limit', () => {
    expect(entryExcerpt({ userText: 'x'.repeat(500) })).toBe(`${'x'.repeat(EXCERPT_MAX)}…`);
  });

  it('reads Markdown as plain words: emphasis, links, headings, quotes and list marks dropped', () => {
    expect(
      entryExcerpt({
        userText:
          '# Pier\n> Call Aunt Lucia about the **recipe**, see [her note](https://example.com).\n- _salt_\n- 5 * 3 `boats`',
      }),
    ).toBe('Pier Call Aunt Lucia about the recipe, see her note. salt 5 * 3 boats');
  });
});
