import { TEST_TOPIC as TOPIC } from 'test/support/import-sources';
import type { FileToImport } from './journal-to-import';
import { conversationOf, firstLineOf, projectNameOf, withTags, type WrittenEntry } from './written-entry';

const T = '2023-03-05T18:22:01.000Z';
const photo = (n: number): FileToImport => ({
  path: `photos/${n}.jpeg`,
  name: `p${n}.jpeg`,
  size: 10,
  declared: null,
});

function written(pieces: WrittenEntry['pieces']): WrittenEntry {
  return { label: 'Journal.json, entry 1', projectName: 'Rome', pieces, createdAt: T, updatedAt: T };
}

describe(conversationOf.name, () => {
  it('should put the text in the opening as the first answer, every question asked, its reply waiting for Retry', () => {
    const conversation = conversationOf(written([{ text: 'We saw Rome.' }]), TOPIC, 'No reply yet.');

    expect(conversation).toMatchObject({
      topic: 'familyMemories',
      projectName: 'Rome',
      title: null,
      createdAt: T,
    });
    expect(conversation?.entries).toEqual([
      expect.objectContaining({
        kind: 'opening',
        orderIndex: 0,
        answers: [
          { questionId: 'q1', question: 'Which memory?', answer: 'We saw Rome.' },
          { questionId: 'q2', question: 'Who was there?', answer: '' },
        ],
        userText: 'Project: Rome\n\nWhich memory?\nWe saw Rome.',
        reply: { status: 'failed', text: null, error: 'No reply yet.', by: null },
        file: null,
        createdAt: T,
      }),
    ]);
  });

  it('should continue a text over 600 characters in notes to self, losing no word', () => {
    const paragraphs = Array.from({ length: 6 }, (_, i) => `Paragraph ${i}: ${'word '.repeat(40).trim()}.`);

    const conversation = conversationOf(written([{ text: paragraphs.join('\n\n') }]), TOPIC, 'x');

    const [opening, ...notes] = conversation?.entries ?? [];
    expect(opening.answers?.[0].answer.length).toBeLessThanOrEqual(600);
    expect(notes.map((note) => note.kind)).toEqual(notes.map(() => 'note'));
    expect(notes.every((note) => note.userText.length <= 600 && note.reply.status === 'none')).toBe(true);
    expect([opening.answers?.[0].answer, ...notes.map((note) => note.userText)].join('\n\n')).toBe(
      paragraphs.join('\n\n'),
    );
    expect(notes.map((note) => note.orderIndex)).toEqual(notes.map((_, i) => i + 1));
  });

  it('should attach the first photo to the opening and each later one to the note it followed', () => {
    const conversation = conversationOf(
      written([
        { text: 'Morning.' },
        { photo: photo(1) },
        { text: 'Noon.' },
        { photo: photo(2) },
        { photo: photo(3) },
      ]),
      TOPIC,
      'x',
    );

    expect(
      conversation?.entries.map((entry) => [entry.kind, entry.userText.split('\n').pop(), entry.file?.path]),
    ).toEqual([
      ['opening', 'Morning.', 'photos/1.jpeg'],
      ['note', 'Noon.', 'photos/2.jpeg'],
      ['note', '', 'photos/3.jpeg'],
    ]);
  });

  it('should give the opening its words even when the entry starts with a photo', () => {
    const conversation = conversationOf(
      written([{ photo: photo(1) }, { text: 'After the photo.' }]),
      TOPIC,
      'x',
    );

    expect(conversation?.entries).toHaveLength(1);
    expect(conversation?.entries[0]).toMatchObject({ file: { path: 'photos/1.jpeg' } });
    expect(conversation?.entries[0].answers?.[0].answer).toBe('After the photo.');
  });

  it('should make nothing of an entry without words or photos', () => {
    expect(conversationOf(written([{ text: '  \n ' }]), TOPIC, 'x')).toBeNull();
  });
});

describe(projectNameOf.name, () => {
  it('should leave out the heading marks and spaces', () => {
    expect(projectNameOf('## A day  in   Rome ')).toBe('A day in Rome');
  });

  it('should cut a long line at a space, with an ellipsis, to 100 characters', () => {
    const name = projectNameOf('word '.repeat(40));

    expect(name?.length).toBeLessThanOrEqual(100);
    expect(name).toMatch(/word…$/);
  });

  it('should give null for a line of heading marks', () => {
    expect(projectNameOf('###')).toBeNull();
  });
});

describe(firstLineOf.name, () => {
  it('should skip blank lines and lines of heading marks alone', () => {
    expect(firstLineOf('\n#\n\n# Trip\nmore')).toBe('# Trip');
  });
});

describe(withTags.name, () => {
  it('should end the last words with a line of tags', () => {
    expect(withTags([{ text: 'Words.\n' }], ['travel', ' family '])).toEqual([
      { text: 'Words.\n\nTags: travel, family' },
    ]);
  });

  it('should end the last words with the tags even when a photo follows them', () => {
    expect(withTags([{ text: 'Words.' }, { photo: photo(1) }], ['travel'])).toEqual([
      { text: 'Words.\n\nTags: travel' },
      { photo: photo(1) },
    ]);
  });

  it('should give the tags a piece of their own when there are no words', () => {
    expect(withTags([{ photo: photo(1) }], ['travel'])).toEqual([
      { photo: photo(1) },
      { text: 'Tags: travel' },
    ]);
  });
});
