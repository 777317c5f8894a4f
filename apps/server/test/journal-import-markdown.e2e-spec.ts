import { MESSAGES } from 'src/common/messages';
import {
  commonForeignRefusals,
  expectForeignRefusal,
  type ForeignRefusal,
  importedConversations,
  importFrom,
  storedState,
} from './support/journal-transfer';
import { PNG_1X1, TINY_JPEG } from './support/sample-files';
import { searchAs } from './support/search-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { zipOf } from './support/zips';

type User = Awaited<ReturnType<typeof signUp>>;
type Files = Array<[string, Buffer | string]>;

const LAKE = [
  '---',
  'title: By the lake',
  'date: 2022-07-14 18:30',
  'tags: [summer, swimming]',
  '---',
  '# Evening swim',
  '',
  'The water was *warm* after the storm.',
  '',
  '![The jetty](images/jetty.jpg)',
  '',
  'We stayed until the herons left.',
].join('\n');

/** Notes as an editor keeps them: front matter, dates in names, a heading, images beside them, noise. */
function markdownFiles(): Files {
  return [
    ['notes/lake.md', LAKE],
    ['notes/images/jetty.jpg', TINY_JPEG],
    [
      'notes/2021-12-31 Fireworks.markdown',
      'Intro\n\n## New year on the roof\n\nRockets over the harbour.\n',
    ],
    ['Garden plans.md', 'Tomatoes by the wall. ![sketch](garden.png)'],
    ['garden.png', PNG_1X1],
    ['empty.md', '---\ntitle: Nothing yet\n---\n'],
    ['.obsidian/app.md', 'settings, not a note'],
    ['__MACOSX/notes/._lake.md', 'resource fork'],
  ];
}

/**
 * importJournal(source: MARKDOWN): one conversation per Markdown file, dated and named from its front matter,
 * its name or its heading; anything wrong refused by name, with nothing written.
 */
describe('Importing Markdown files (importJournal, source MARKDOWN)', () => {
  let app: TestApp;
  let writer: User;
  let other: User;
  const GARDEN_TIME = new Date('2023-04-02T10:00:00Z');

  beforeAll(async () => {
    app = await startTestApp();
    writer = await signUp(app);
    other = await signUp(app);
    // Days without a zone are the writer's: Rome, UTC+2 in summer.
    const zone = await app.gql<{ updateProfile: { profile: { timeZone: string } } }>(
      'mutation { updateProfile(input: { timeZone: "Europe/Rome" }) { profile { timeZone } } }',
      {},
      writer.token,
    );
    expect(zone.body.data?.updateProfile.profile.timeZone).toBe('Europe/Rome');
  });

  afterAll(async () => {
    await app.close();
  });

  const refusals: Array<[string, ForeignRefusal]> = [
    ...commonForeignRefusals(MESSAGES.importNotMarkdown, () => zipOf(markdownFiles())),
    [
      'a zip without Markdown files',
      {
        zip: () => zipOf([['notes.txt', 'hello']]),
        reason: 'IMPORT_NOT_A_JOURNAL',
        message: MESSAGES.importNotMarkdown,
      },
    ],
    [
      'a file that is not UTF-8 (after good ones)',
      {
        zip: () => zipOf([...markdownFiles(), ['z/2023-01-05.md', Buffer.from([0x43, 0x61, 0x66, 0xe9])]]),
        reason: 'IMPORT_DAMAGED',
        message: MESSAGES.importRefused('z/2023-01-05.md', 'the file is not UTF-8 text'),
      },
    ],
    [
      'a date that is not a date',
      {
        zip: () => zipOf([...markdownFiles(), ['trip.md', '---\ndate: someday\n---\nWords.']]),
        reason: 'IMPORT_INVALID',
        message: MESSAGES.importRefused(
          'trip.md',
          'date: "someday" is not a date (write it as 2023-01-05 or 2023-01-05 08:30)',
        ),
      },
    ],
  ];

  it.each(refusals)('should refuse %s with BAD_USER_INPUT and import nothing', (_name, refusal) =>
    expectForeignRefusal(app, writer, 'MARKDOWN', 'familyMemories', refusal),
  );

  it('should import each Markdown file as a conversation of the chosen topic', async () => {
    const zip = await zipOf(markdownFiles(), { mtime: GARDEN_TIME });

    const result = await importFrom(app, writer.token, zip, { source: 'MARKDOWN', topic: 'familyMemories' });

    // The lake's words after its photo go on in a note.
    expect(result.body.data?.importJournal).toEqual({
      conversations: 3,
      entries: 4,
      files: 2,
      skippedEntries: 1,
      skippedFiles: 0,
    });
    expect(await storedState(app, writer.username)).toMatchObject({
      conversations: 3,
      entries: 4,
      files: 2,
      tmp: 0,
    });
  });

  it('should date and name each file as its front matter, name, heading or zip says, keeping its words', async () => {
    const [fireworks, lake, garden] = await importedConversations(app, writer.token);

    expect([fireworks, lake, garden].map((c) => [c.topic, c.projectName, c.createdAt])).toEqual([
      // The day in its name, midnight in Rome (UTC+1 in winter); named by its first heading.
      ['familyMemories', 'New year on the roof', '2021-12-30T23:00:00.000Z'],
      // 18:30 in Rome (UTC+2 in summer).
      ['familyMemories', 'By the lake', '2022-07-14T16:30:00.000Z'],
      // No date anywhere: the time the zip gives it; named by its file.
      ['familyMemories', 'Garden plans', GARDEN_TIME.toISOString()],
    ]);
    expect(lake.entries.map((e) => [e.kind, e.answers?.[0].answer ?? e.userText, e.file])).toEqual([
      [
        'opening',
        '# Evening swim\n\nThe water was *warm* after the storm.\n\nThe jetty',
        { fileName: 'jetty.jpg', fileType: 'image/jpeg', size: TINY_JPEG.length },
      ],
      ['note', 'We stayed until the herons left.\n\nTags: summer, swimming', null],
    ]);
    expect(lake.entries[0]).toMatchObject({
      replyStatus: 'failed',
      replyError: MESSAGES.importedWithoutReply('a Markdown file'),
    });
    expect(garden.entries[0]).toMatchObject({
      answers: expect.arrayContaining([{ questionId: 'q1', answer: 'Tomatoes by the wall. sketch' }]),
      file: { fileName: 'garden.png', fileType: 'image/png', size: PNG_1X1.length },
    });
  });

  it('should let search find the imported words, for their owner only', async () => {
    expect((await searchAs(app, writer.token, 'herons')).items.map((item) => item.projectName)).toEqual([
      'By the lake',
    ]);
    expect((await searchAs(app, other.token, 'herons')).total).toBe(0);
    expect(await importedConversations(app, other.token)).toEqual([]);
  });

  it('should continue a long file in notes to self, every word kept', async () => {
    const reader = await signUp(app);
    const body = Array.from(
      { length: 8 },
      (_, i) => `Paragraph ${i + 1}: ${'a quiet morning in the hills, '.repeat(6)}the end.`,
    ).join('\n\n');

    const result = await importFrom(app, reader.token, await zipOf([['2020-05-05.md', body]]), {
      source: 'MARKDOWN',
      topic: 'gratitude',
    });

    const [conversation] = await importedConversations(app, reader.token);
    const words = [
      conversation.entries[0].answers?.[0].answer,
      ...conversation.entries.slice(1).map((e) => e.userText),
    ];
    expect(result.body.data?.importJournal.entries).toBe(conversation.entries.length);
    expect(conversation.entries.slice(1).every((e) => e.kind === 'note')).toBe(true);
    expect(words.every((text) => (text ?? '').length <= 600)).toBe(true);
    expect(words.join('\n\n')).toBe(body.trim());
  });
});
