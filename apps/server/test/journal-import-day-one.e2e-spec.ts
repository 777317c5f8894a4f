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

const journal = (entries: unknown[]) => JSON.stringify({ metadata: { version: '1.0' }, entries }, null, 2);

// Five paragraphs of about 290 characters: the text needs an opening and two notes.
const LONG_TEXT = Array.from(
  { length: 5 },
  (_, i) => `Winter day ${i + 1}. ${'The snow kept falling on the quiet street outside. '.repeat(5).trim()}`,
).join('\n\n');

/** A Day One export as the app writes it: two journals, photos beside them (one HEIC), an empty entry. */
function dayOneFiles(): Files {
  return [
    [
      'Journal.json',
      journal([
        {
          uuid: 'ROME',
          creationDate: '2019-06-12T17:04:39Z',
          modifiedDate: '2019-06-13T08:00:00Z',
          timeZone: 'Europe/Rome',
          starred: true,
          text: '# Rome, at last\n\nWe ate gelato by the Pantheon\\. \\(Twice\\!\\)\n\n![](dayone-moment://P1)\n\nThe fountain at night\\.\n\n![](dayone-moment://P2)',
          tags: ['travel', 'family'],
          photos: [
            { identifier: 'P1', md5: 'a1b2', type: 'jpeg', orderInEntry: 0 },
            { identifier: 'P2', md5: 'c3d4', type: 'png', orderInEntry: 1 },
            { identifier: 'P3', md5: 'e5f6', type: 'heic', orderInEntry: 2 },
          ],
        },
        { uuid: 'SNOW', creationDate: '2020-02-01T07:00:00Z', timeZone: 'Europe/Oslo', text: LONG_TEXT },
        { uuid: 'EMPTY', creationDate: '2020-03-01T07:00:00Z', text: '' },
      ]),
    ],
    [
      'Travel.json',
      journal([{ uuid: 'LISBON', creationDate: '2018-08-01T12:00:00Z', text: 'Lisbon trams.' }]),
    ],
    ['photos/a1b2.jpeg', TINY_JPEG],
    ['photos/c3d4.png', PNG_1X1],
    ['photos/e5f6.heic', Buffer.from('ftypheic, which the app does not take')],
  ];
}

/**
 * importJournal(source: DAY_ONE): each Day One entry a conversation of the chosen topic, its words and photos
 * kept under the app's rules; anything wrong refused by name, with nothing written.
 */
describe('Importing a Day One export (importJournal, source DAY_ONE)', () => {
  let app: TestApp;
  let writer: User;
  let other: User;

  beforeAll(async () => {
    app = await startTestApp();
    writer = await signUp(app);
    other = await signUp(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const refusals: Array<[string, ForeignRefusal]> = [
    ...commonForeignRefusals(MESSAGES.importNotDayOne, () => zipOf(dayOneFiles())),
    [
      'a journal that is not JSON',
      {
        zip: () => zipOf([['Journal.json', '{"entries": [{"creationDate": ']]),
        reason: 'IMPORT_DAMAGED',
        message: MESSAGES.importRefused('Journal.json', 'the file is not valid JSON'),
      },
    ],
    [
      'an entry without its creation date (after good ones)',
      {
        zip: () =>
          zipOf([
            ...dayOneFiles().filter(([path]) => path !== 'Travel.json'),
            ['Travel.json', journal([{ creationDate: '2018-08-01T12:00:00Z', text: 'a' }, { text: 'b' }])],
          ]),
        reason: 'IMPORT_INVALID',
        message: MESSAGES.importRefused('Travel.json', 'entry 2 has no creationDate'),
      },
    ],
    [
      // The JPEG is stored first and must be removed again when the "PNG" turns out to be text.
      'a photo that is not an image (after one that was stored)',
      {
        zip: () =>
          zipOf(
            dayOneFiles().map(([path, bytes]) => [path, path === 'photos/c3d4.png' ? 'plain words' : bytes]),
          ),
        reason: 'IMPORT_INVALID',
        message: MESSAGES.importPhotoNotImage('photos/c3d4.png'),
      },
    ],
  ];

  it.each(refusals)('should refuse %s with BAD_USER_INPUT and import nothing', (_name, refusal) =>
    expectForeignRefusal(app, writer, 'DAY_ONE', 'travel', refusal),
  );

  it('should import every entry as a conversation of the chosen topic and say what it left out', async () => {
    const result = await importFrom(app, writer.token, await zipOf(dayOneFiles()), {
      source: 'DAY_ONE',
      topic: 'travel',
    });

    // Lisbon (1), Rome (an opening and a note), the snowy days (an opening and two notes); the empty entry
    // and the HEIC photo left out.
    expect(result.body.data?.importJournal).toEqual({
      conversations: 3,
      entries: 6,
      files: 2,
      skippedEntries: 1,
      skippedFiles: 1,
    });
    expect(await storedState(app, writer.username)).toMatchObject({
      conversations: 3,
      entries: 6,
      files: 2,
      tmp: 0,
    });
  });

  it('should keep the dates, name each by its first line and keep every word, photo and tag', async () => {
    const [lisbon, rome, snow] = await importedConversations(app, writer.token);

    expect([lisbon, rome, snow].map((c) => [c.topic, c.projectName, c.createdAt])).toEqual([
      ['travel', 'Lisbon trams.', '2018-08-01T12:00:00.000Z'],
      ['travel', 'Rome, at last', '2019-06-12T17:04:39.000Z'],
      [
        'travel',
        expect.stringMatching(/^Winter day 1\. The snow kept falling .*…$/),
        '2020-02-01T07:00:00.000Z',
      ],
    ]);
    expect(snow.projectName.length).toBeLessThanOrEqual(100);
    expect(rome.updatedAt).toBe('2019-06-13T08:00:00.000Z');

    expect(
      rome.entries.map((e) => [e.kind, e.answers?.[0].answer ?? e.userText, e.file, e.createdAt]),
    ).toEqual([
      [
        'opening',
        '# Rome, at last\n\nWe ate gelato by the Pantheon. (Twice!)',
        { fileName: 'photo-2019-06-12-1.jpeg', fileType: 'image/jpeg', size: TINY_JPEG.length },
        '2019-06-12T17:04:39.000Z',
      ],
      [
        'note',
        'The fountain at night.\n\nTags: travel, family',
        { fileName: 'photo-2019-06-12-2.png', fileType: 'image/png', size: PNG_1X1.length },
        '2019-06-12T17:04:39.000Z',
      ],
    ]);
    const [opening] = rome.entries;
    expect(opening.answers?.map((a) => a.questionId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(opening).toMatchObject({
      replyStatus: 'failed',
      replyError: MESSAGES.importedWithoutReply('Day One'),
    });

    expect(snow.entries.map((e) => e.kind)).toEqual(['opening', 'note', 'note']);
    const words = [snow.entries[0].answers?.[0].answer, ...snow.entries.slice(1).map((e) => e.userText)];
    expect(words.every((text) => (text ?? '').length <= 600)).toBe(true);
    expect(words.join('\n\n')).toBe(LONG_TEXT);
  });

  it('should let search find the imported words, for their owner only', async () => {
    const found = await searchAs(app, writer.token, 'gelato');
    const notFound = await searchAs(app, other.token, 'gelato');

    expect(found.items.map((item) => item.projectName)).toEqual(['Rome, at last']);
    expect(notFound.total).toBe(0);
  });

  it("should keep the imported conversations the owner's: another writer gets not found", async () => {
    const [lisbon] = await importedConversations(app, writer.token);

    const result = await app.gql(
      'query ($id: ID!) { conversation(id: $id) { id } }',
      { id: lisbon.id },
      other.token,
    );

    expect(result.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await importedConversations(app, other.token)).toEqual([]);
  });

  it('should get a reply for an imported entry when the writer asks with Retry', async () => {
    const [lisbon] = await importedConversations(app, writer.token);
    const entryId = await app
      .gql<{ conversation: { opening: { id: string } } }>(
        'query ($id: ID!) { conversation(id: $id) { opening { id } } }',
        { id: lisbon.id },
        writer.token,
      )
      .then((result) => result.body.data?.conversation.opening.id);

    const retried = await app.gql<{
      retryReply: { entry: { replyStatus: string; replyText: string | null } };
    }>(
      'mutation ($id: ID!) { retryReply(entryId: $id) { entry { replyStatus replyText } } }',
      { id: entryId },
      writer.token,
    );

    expect(retried.body.data?.retryReply.entry.replyStatus).toBe('complete');
    expect(retried.body.data?.retryReply.entry.replyText).toBeTruthy();
  });

  it('should ask before importing the same export again, and import a second copy when told to', async () => {
    const zip = await zipOf(dayOneFiles());

    const asked = await importFrom(app, writer.token, zip, { source: 'DAY_ONE', topic: 'travel' });
    const again = await importFrom(app, writer.token, zip, {
      source: 'DAY_ONE',
      topic: 'travel',
      again: true,
    });

    expect(asked.body.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'IMPORT_ALREADY_IMPORTED',
    });
    expect(again.body.data?.importJournal.conversations).toBe(3);
    expect((await storedState(app, writer.username)).conversations).toBe(6);
  });
});
