import { filePathOf, markdownFileNameOf, markdownPathOf } from './journal-format';

const ID = '3f8a0c1e-5b7d-4e2f-9a6b-1c2d3e4f5a6b';
const START = new Date('2026-11-22T23:59:00Z');

describe(filePathOf.name, () => {
  it.each([
    ['a plain name', 'pixel.png', `files/${ID}-pixel.png`],
    ['spaces, quotes and accents', "Grüße 'v2'.txt", `files/${ID}-Grüße 'v2'.txt`],
    ['characters Windows refuses', 'a:b*c?"d<e>f|g.txt', `files/${ID}-a_b_c__d_e_f_g.txt`],
  ])('should keep the file apart by its id when the name is %s', (_name, name, expected) => {
    expect(filePathOf({ id: ID, name })).toBe(expected);
  });
});

describe(markdownPathOf.name, () => {
  it.each([
    ['the title', { title: 'Lighthouse Summers!', projectName: 'x' }, 'lighthouse-summers'],
    ['the project name without a title', { title: null, projectName: 'Rome, 2019' }, 'rome-2019'],
    ['accents and other scripts', { title: 'Café am Meer · 灯台', projectName: 'x' }, 'cafe-am-meer-灯台'],
    ['nothing but punctuation', { title: '???', projectName: 'x' }, 'conversation'],
    ['a long title', { title: 'word '.repeat(30), projectName: 'x' }, 'word-'.repeat(12).slice(0, 59)],
  ])('should name the file by the start day and %s', (_name, names, slug) => {
    expect(markdownPathOf({ ...names, createdAt: START }, new Set())).toBe(
      `conversations/2026-11-22-${slug}.md`,
    );
  });

  it('should number names already taken', () => {
    const taken = new Set<string>();
    const same = { title: 'Same', projectName: 'x', createdAt: START };

    expect([1, 2, 3].map(() => markdownPathOf(same, taken))).toEqual([
      'conversations/2026-11-22-same.md',
      'conversations/2026-11-22-same-2.md',
      'conversations/2026-11-22-same-3.md',
    ]);
  });
});

describe(markdownFileNameOf.name, () => {
  it.each([
    [{ title: 'Lighthouse summers', projectName: 'x' }, 'Lighthouse summers.md'],
    [{ title: null, projectName: 'Rome / Florence' }, 'Rome - Florence.md'],
    [{ title: 'What? "Me"', projectName: 'x' }, 'What_ _Me_.md'],
    [{ title: '...', projectName: 'x' }, 'file.md'],
  ])('should name the download %#', (conversation, expected) => {
    expect(markdownFileNameOf(conversation)).toBe(expected);
  });
});
