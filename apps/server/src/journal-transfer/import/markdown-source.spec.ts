import { DateTime } from 'luxon';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { TEST_RULES, withZip } from 'test/support/import-sources';
import { PNG_1X1, TINY_JPEG } from 'test/support/sample-files';
import { zipOf } from 'test/support/zips';
import { readMarkdownZip } from './markdown-source';

type Files = Array<[string, Buffer | string]>;

async function readZip(files: Files, options: { mtime?: Date } = {}) {
  const bytes = await zipOf(files, options);
  return withZip(bytes, (zip) => readMarkdownZip(zip, TEST_RULES));
}

async function refusal(files: Files): Promise<DomainError> {
  const error: unknown = await readZip(files).catch((caught: unknown) => caught);
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const answer = (result: Awaited<ReturnType<typeof readZip>>, index = 0) =>
  result.journal.conversations[index].entries[0].answers?.[0].answer;

describe(readMarkdownZip.name, () => {
  it('should take the name and date from the front matter, keep its tags and the body whole', async () => {
    const result = await readZip([
      [
        'notes/rome.md',
        '---\ntitle: Rome, at last\ndate: 2023-01-05 08:30\ntags: [travel, family]\n---\n# A heading\n\nWe saw *everything*.\n',
      ],
    ]);

    const [conversation] = result.journal.conversations;
    expect(conversation).toMatchObject({
      projectName: 'Rome, at last',
      // 08:30 in the writer's zone (Europe/Rome, UTC+1 in January).
      createdAt: '2023-01-05T07:30:00.000Z',
    });
    expect(answer(result)).toBe('# A heading\n\nWe saw *everything*.\n\nTags: travel, family');
    expect(conversation.entries[0].reply.error).toBe(MESSAGES.importedWithoutReply('a Markdown file'));
  });

  it('should take a date and time with its own zone as written', async () => {
    const result = await readZip([['a.md', '---\ndate: 2023-01-05 08:30:00 -0500\n---\nWords.']]);

    expect(result.journal.conversations[0].createdAt).toBe('2023-01-05T13:30:00.000Z');
  });

  it('should name a file by its first heading and date it by the day in its name', async () => {
    const result = await readZip([
      ['journal/2022-07-14 Bastille.markdown', 'Intro line\n\n## The parade\n\nDrums.'],
    ]);

    expect(result.journal.conversations[0]).toMatchObject({
      projectName: 'The parade',
      // Midnight in the writer's zone (UTC+2 in July).
      createdAt: '2022-07-13T22:00:00.000Z',
    });
  });

  it("should fall back on the file's name and the time the zip gives it", async () => {
    const result = await readZip([['Walk in the woods.md', 'Birds everywhere.']], {
      mtime: new Date('2021-04-03T09:15:00Z'),
    });

    expect(result.journal.conversations[0]).toMatchObject({
      projectName: 'Walk in the woods',
      createdAt: '2021-04-03T09:15:00.000Z',
    });
  });

  it("should read a time the zip gives without a zone (MS-DOS) in the writer's zone", async () => {
    const mtime = new Date('2021-04-03T09:15:00Z');
    const result = await withZip(await zipOf([['walk.md', 'Birds.']], { mtime, dosTimes: true }), (zip) =>
      readMarkdownZip(zip, TEST_RULES),
    );

    // yazl writes the wall clock of this process's zone; the import reads it as the writer's (Europe/Rome).
    const wallClock = DateTime.fromObject(
      {
        year: mtime.getFullYear(),
        month: mtime.getMonth() + 1,
        day: mtime.getDate(),
        hour: mtime.getHours(),
        minute: mtime.getMinutes(),
      },
      { zone: 'Europe/Rome' },
    );
    expect(result.journal.conversations[0].createdAt).toBe(wallClock.toUTC().toISO());
  });

  it('should attach images the file links to inside the zip, keep their descriptions, and leave other links as written', async () => {
    const result = await readZip([
      [
        'days/2023-02-01.md',
        'Sea.\n\n![The pier](img/pier%20one.jpg)\n\nSand.\n\n![](../shared/shell.png)\n\n![Web](https://example.com/x.png) ![Missing](img/none.png)',
      ],
      ['days/img/pier one.jpg', TINY_JPEG],
      ['shared/shell.png', PNG_1X1],
    ]);

    const entries = result.journal.conversations[0].entries;
    expect(entries.map((entry) => [entry.answers?.[0].answer ?? entry.userText, entry.file?.path])).toEqual([
      ['Sea.\n\nThe pier', 'days/img/pier one.jpg'],
      ['Sand.', 'shared/shell.png'],
      ['![Web](https://example.com/x.png) ![Missing](img/none.png)', undefined],
    ]);
    expect(entries[0].file).toMatchObject({ name: 'pier one.jpg', size: TINY_JPEG.length, declared: null });
  });

  it('should ignore dot files, macOS resource forks and other files, and count an empty file as skipped', async () => {
    const result = await readZip([
      ['2023-01-01.md', 'New year.'],
      ['empty.md', '---\ntitle: Nothing\n---\n\n'],
      ['.obsidian/workspace.md', 'not a note'],
      ['__MACOSX/._2023-01-01.md', 'fork'],
      ['readme.txt', 'not Markdown'],
    ]);

    expect(result.journal.conversations.map((c) => c.projectName)).toEqual(['2023-01-01']);
    expect(result.skipped).toEqual({ entries: 1, files: 0 });
  });

  it.each([
    ['a zip without Markdown files', [['notes.txt', 'hello']], MESSAGES.importNotMarkdown],
    [
      'a file that is not UTF-8',
      [['2023-01-05.md', Buffer.from([0x48, 0xe9, 0x6c, 0x6c, 0x6f])]],
      MESSAGES.importRefused('2023-01-05.md', 'the file is not UTF-8 text'),
    ],
    [
      'front matter that is not YAML',
      [['a.md', '---\ntitle: [Rome\n---\nWords.']],
      MESSAGES.importRefused(
        'a.md',
        'its front matter is not valid YAML (line 2): Flow sequence in block collection must be sufficiently indented and end with a ]',
      ),
    ],
    [
      'a date that is not a date',
      [['a.md', '---\ndate: last summer\n---\nWords.']],
      MESSAGES.importRefused(
        'a.md',
        'date: "last summer" is not a date (write it as 2023-01-05 or 2023-01-05 08:30)',
      ),
    ],
    [
      'a date before 1970',
      [['a.md', '---\ndate: 1969-07-20\n---\nWords.']],
      MESSAGES.importRefused('a.md', 'date: must be in 1970 or later'),
    ],
    [
      'a NUL character',
      [['a.md', 'a\u0000b']],
      MESSAGES.importRefused('a.md', 'it contains the NUL character'),
    ],
    ['files with no words', [['a.md', '\n\n']], MESSAGES.importNothingInMarkdown],
  ] as Array<[string, Files, string]>)(
    'should refuse %s, naming the file and the problem',
    async (_name, files, message) => {
      expect((await refusal(files)).message).toBe(message);
    },
  );
});
