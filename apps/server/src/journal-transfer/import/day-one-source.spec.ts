import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { TEST_RULES, withZip } from 'test/support/import-sources';
import { PNG_1X1, TINY_JPEG } from 'test/support/sample-files';
import { zipOf } from 'test/support/zips';
import { readDayOneExport } from './day-one-source';

const PHOTO = { identifier: 'AAA1', md5: 'aa11', type: 'jpeg', orderInEntry: 0 };

function journal(entries: unknown[]): string {
  return JSON.stringify({ metadata: { version: '1.0' }, entries });
}

async function readZip(files: Array<[string, Buffer | string]>) {
  return withZip(await zipOf(files), (zip) => readDayOneExport(zip, TEST_RULES));
}

async function refusal(files: Array<[string, Buffer | string]>): Promise<DomainError> {
  const error: unknown = await readZip(files).catch((caught: unknown) => caught);
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe(readDayOneExport.name, () => {
  it('should make a conversation of an entry: its first line the name, its words unescaped, tags last, times kept', async () => {
    const { journal: read } = await readZip([
      [
        'Journal.json',
        journal([
          {
            uuid: 'E1',
            creationDate: '2023-03-05T18:22:01Z',
            modifiedDate: '2023-03-06T08:00:00Z',
            timeZone: 'Europe/Rome',
            text: '# Rome\\. Day one\\!\n\nWe ate \\(a lot\\) \\- gelato\\.',
            tags: ['travel', 'family'],
            starred: true,
          },
        ]),
      ],
    ]);

    expect(read.conversations).toHaveLength(1);
    const [conversation] = read.conversations;
    expect(conversation).toMatchObject({
      topic: 'familyMemories',
      projectName: 'Rome. Day one!',
      createdAt: '2023-03-05T18:22:01.000Z',
      updatedAt: '2023-03-06T08:00:00.000Z',
    });
    expect(conversation.entries[0].answers?.[0].answer).toBe(
      '# Rome. Day one!\n\nWe ate (a lot) - gelato.\n\nTags: travel, family',
    );
    expect(conversation.entries[0].reply.error).toBe(MESSAGES.importedWithoutReply('Day One'));
  });

  it('should place each photo where its moment stood, leave other media out and count what stays behind', async () => {
    const result = await readZip([
      [
        'Journal.json',
        journal([
          {
            creationDate: '2023-03-05T18:22:01Z',
            timeZone: 'America/New_York',
            text: 'Morning.\n\n![](dayone-moment://AAA1)\n\nNoon.\n\n![](dayone-moment://BBB2)\n\n![](dayone-moment:/video/VVV)\n\nNight.',
            photos: [
              PHOTO,
              { identifier: 'BBB2', md5: 'bb22', type: 'heic', orderInEntry: 1 },
              { identifier: 'CCC3', md5: 'cc33', type: 'png', orderInEntry: 2 },
            ],
            videos: [{ identifier: 'VVV' }],
          },
        ]),
      ],
      ['photos/aa11.jpeg', TINY_JPEG],
      ['photos/bb22.heic', 'not a photo the app takes'],
      ['photos/cc33.png', PNG_1X1],
    ]);

    const entries = result.journal.conversations[0].entries;
    expect(
      entries.map((entry) => [entry.kind, entry.answers?.[0].answer ?? entry.userText, entry.file]),
    ).toEqual([
      [
        'opening',
        'Morning.',
        { path: 'photos/aa11.jpeg', name: 'photo-2023-03-05-1.jpeg', size: TINY_JPEG.length, declared: null },
      ],
      [
        'note',
        'Noon.\n\nNight.',
        { path: 'photos/cc33.png', name: 'photo-2023-03-05-3.png', size: PNG_1X1.length, declared: null },
      ],
    ]);
    // The HEIC photo and the video.
    expect(result.skipped).toEqual({ entries: 0, files: 2 });
  });

  it('should read every journal of the zip, skip and count an entry with nothing in it, oldest first', async () => {
    const result = await readZip([
      ['Journal.json', journal([{ creationDate: '2023-03-05T10:00:00Z', text: 'Later.' }])],
      [
        'Travel.json',
        journal([
          { creationDate: '2021-01-01T10:00:00Z', text: 'Earlier.' },
          { creationDate: '2022-01-01T10:00:00Z', text: '  ' },
        ]),
      ],
      ['__MACOSX/._Journal.json', 'resource fork'],
    ]);

    expect(result.journal.conversations.map((c) => c.projectName)).toEqual(['Earlier.', 'Later.']);
    expect(result.skipped).toEqual({ entries: 1, files: 0 });
    expect(result.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('should name an entry of photos only by its day in its own zone', async () => {
    const result = await readZip([
      [
        'Journal.json',
        journal([{ creationDate: '2023-03-06T02:00:00Z', timeZone: 'America/Los_Angeles', photos: [PHOTO] }]),
      ],
      ['photos/aa11.jpeg', TINY_JPEG],
    ]);

    expect(result.journal.conversations[0].projectName).toBe('Entry of 5 March 2023');
  });

  it.each([
    ['a zip without a journal', [['notes.txt', 'hello']], MESSAGES.importNotDayOne],
    [
      'a journal that is not JSON',
      [['Journal.json', '{"entries": [']],
      MESSAGES.importRefused('Journal.json', 'the file is not valid JSON'),
    ],
    [
      'a journal that is not UTF-8',
      [['Journal.json', Buffer.from([0x7b, 0xff, 0x7d])]],
      MESSAGES.importRefused('Journal.json', 'the file is not UTF-8 text'),
    ],
    [
      'a JSON file without entries',
      [['Journal.json', '{"metadata": {}}']],
      MESSAGES.importRefused('Journal.json', 'it is not a Day One journal (it has no "entries" list)'),
    ],
    [
      'an entry without its creation date',
      [['Journal.json', journal([{ creationDate: '2023-03-05T10:00:00Z', text: 'a' }, { text: 'b' }])]],
      MESSAGES.importRefused('Journal.json', 'entry 2 has no creationDate'),
    ],
    [
      'an entry whose date is not a date',
      [['Journal.json', journal([{ creationDate: 'yesterday', text: 'a' }])]],
      MESSAGES.importRefused('Journal.json', 'entry 1: creationDate: must be an ISO 8601 date and time'),
    ],
    [
      'tags that are not text',
      [['Journal.json', journal([{ creationDate: '2023-03-05T10:00:00Z', tags: ['a', 3] }])]],
      MESSAGES.importRefused(
        'Journal.json',
        'entry 1: tags[1]: Invalid input: expected string, received number',
      ),
    ],
    [
      'an entry that is not an object',
      [['Journal.json', journal(['just words'])]],
      MESSAGES.importRefused('Journal.json', 'entry 1: must be an object'),
    ],
    [
      'a NUL character',
      [['Journal.json', journal([{ creationDate: '2023-03-05T10:00:00Z', text: 'a\u0000b' }])]],
      MESSAGES.importRefused('Journal.json', 'entry 1 contains the NUL character'),
    ],
    [
      'entries with nothing in them',
      [['Journal.json', journal([{ creationDate: '2023-03-05T10:00:00Z', text: '' }])]],
      MESSAGES.importNothingInDayOne,
    ],
  ] as Array<[string, Array<[string, Buffer | string]>, string]>)(
    'should refuse %s, naming the file and the problem',
    async (_name, files, message) => {
      expect((await refusal(files)).message).toBe(message);
    },
  );

  it('should refuse more entries than an import holds', async () => {
    const entries = [1, 2, 3].map((day) => ({
      creationDate: `2023-03-0${day}T10:00:00Z`,
      text: `Day ${day}`,
    }));
    const error: unknown = await withZip(await zipOf([['Journal.json', journal(entries)]]), (zip) =>
      readDayOneExport(zip, { ...TEST_RULES, limits: { conversationsMax: 2 } }),
    ).catch((caught: unknown) => caught);

    expect((error as Error).message).toBe(MESSAGES.importTooBig('it holds more than 2 entries'));
  });
});
