import { MESSAGES } from 'src/common/messages';
import type { JournalV1 } from 'src/journal-transfer/journal-format';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError } from './support/expect-errors';
import {
  citationOf,
  exportJournal,
  IMPORT_JOURNAL,
  importJournal,
  insertAnswer,
  populateJournal,
  type PopulatedJournal,
  storedAnswers,
  storedState,
} from './support/journal-transfer';
import { continueConversation, startConversation } from './support/journal-client';
import { PNG_1X1, sha256Of, windowsExe, zipArchive } from './support/sample-files';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { graphqlMultipart } from './support/uploads';
import { unzip, zipOf, zipOfEmptyFiles } from './support/zips';

type User = Awaited<ReturnType<typeof signUp>>;
type Change = (journal: JournalV1, files: Map<string, Buffer>) => void;

interface RefusedCase {
  zip: () => Buffer | Promise<Buffer>;
  reason: string;
  message: string;
}

/**
 * importJournal refuses anything that is not a sound journal export with BAD_USER_INPUT and a message that
 * says what is wrong, and then nothing at all was imported: no row, no stored byte, no temporary file.
 */
describe('Importing a journal: all or nothing (importJournal)', () => {
  let app: TestApp;
  let owner: User;
  let importer: User;
  let made: PopulatedJournal;
  let exported: Map<string, Buffer>;
  let journal: JournalV1;

  /** The owner's export, changed, zipped again (journal.json first). */
  const rezip = async (change: Change = () => undefined): Promise<Buffer> => {
    const changed = structuredClone(journal);
    const files = new Map(exported);
    change(changed, files);
    files.delete('journal.json');
    return zipOf([['journal.json', JSON.stringify(changed)], ...files]);
  };
  const pngPath = () => `files/${made.png.id}-pixel.png`;
  const textPath = () => `files/${made.text.id}-notes 'draft'.txt`;
  const summer = (j: JournalV1) => j.conversations[0];
  const answers = (j: JournalV1) => j.journalAnswers?.items ?? [];
  const SWIM = 'We swam every morning before breakfast.';

  beforeAll(async () => {
    app = await startTestApp();
    owner = await signUp(app);
    importer = await signUp(app);
    made = await populateJournal(app, owner.token);
    await insertAnswer(app, owner.username, {
      question: 'What did we do in the mornings?',
      status: 'complete',
      text: 'You swam before breakfast [1].',
      writtenBy: 'offline-companion',
      citations: [await citationOf(app, owner.username, SWIM)],
    });
    const result = await exportJournal(app, owner.token);
    exported = result.files;
    journal = result.journal;
  });

  afterAll(async () => {
    await app.close();
  });

  const notAJournal = { reason: 'IMPORT_NOT_A_JOURNAL', message: MESSAGES.importNotAJournal };
  const invalid = (path: string, problem: string) => ({
    reason: 'IMPORT_INVALID',
    message: MESSAGES.importInvalidValue(path, problem),
  });

  const cases: Array<[string, RefusedCase]> = [
    ['a PNG, not a zip', { zip: () => PNG_1X1, ...notAJournal }],
    ['an empty file', { zip: () => Buffer.alloc(0), ...notAJournal }],
    ['a zip without journal.json', { zip: () => zipOf([['notes.txt', 'hello']]), ...notAJournal }],
    [
      'a zip whose journal.json is not a Flexi journal',
      { zip: () => zipOf([['journal.json', '{"format": "other-app", "version": 1}']]), ...notAJournal },
    ],
    [
      'a zip cut short',
      {
        zip: async () => (await rezip()).subarray(0, 400),
        reason: 'IMPORT_DAMAGED',
        message: MESSAGES.importUnreadable,
      },
    ],
    [
      'a zip with an entry outside its folder (../)',
      {
        zip: () => zipArchive('../evil.txt', 'x'),
        reason: 'IMPORT_DAMAGED',
        message: MESSAGES.importUnreadable,
      },
    ],
    [
      'journal.json that is not JSON',
      {
        zip: () => zipOf([['journal.json', '{"format": "flexi-journal", "version": 1, ']]),
        reason: 'IMPORT_DAMAGED',
        message: MESSAGES.importInvalidJson,
      },
    ],
    [
      'a journal of a newer version',
      {
        zip: () =>
          rezip((j) => {
            (j as { version: number }).version = 2;
          }),
        reason: 'IMPORT_NEWER_VERSION',
        message: MESSAGES.importNewerVersion,
      },
    ],
    [
      'a journal whose version is not a number',
      {
        zip: () =>
          rezip((j) => {
            (j as unknown as { version: string }).version = '1';
          }),
        ...invalid('version', 'Invalid input: expected 1'),
      },
    ],
    [
      'a missing attachment',
      {
        zip: () => rezip((_j, files) => files.delete(pngPath())),
        reason: 'IMPORT_DAMAGED',
        message: MESSAGES.importMissingFile(`files/PNG`),
      },
    ],
    [
      'an attachment whose bytes were changed',
      {
        zip: () =>
          rezip((_j, files) => {
            const bytes = Buffer.from(PNG_1X1);
            bytes[bytes.length - 1] ^= 0xff;
            files.set(pngPath(), bytes);
          }),
        reason: 'IMPORT_DAMAGED',
        message: MESSAGES.importFileChanged('files/PNG'),
      },
    ],
    [
      'an attachment of another size than journal.json says',
      {
        zip: () => rezip((_j, files) => files.set(pngPath(), Buffer.concat([PNG_1X1, Buffer.from([0])]))),
        reason: 'IMPORT_DAMAGED',
        message: MESSAGES.importFileChanged('files/PNG'),
      },
    ],
    [
      'an attachment over the attachment limit',
      {
        zip: () =>
          rezip((j) => {
            const file = summer(j).entries[0].file;
            if (file) file.size = 10 * 1024 * 1024 + 1;
          }),
        ...invalid('conversations[0].entries[0].file.size', 'must be at most 10485760 bytes'),
      },
    ],
    [
      // The PNG is stored first and must be removed again when the text file turns out to be a program.
      'an attachment that is not an allowed type (after one that was stored)',
      {
        zip: () =>
          rezip((j, files) => {
            const exe = windowsExe();
            files.set(textPath(), exe);
            const file = summer(j).entries[1].file;
            if (file) Object.assign(file, { size: exe.length, sha256: sha256Of(exe) });
          }),
        reason: 'IMPORT_INVALID',
        message: MESSAGES.importFileType('files/TEXT'),
      },
    ],
    [
      'a message over 600 characters',
      {
        zip: () =>
          rezip((j) => {
            summer(j).entries[1].userText = 'x'.repeat(601);
          }),
        ...invalid('conversations[0].entries[1].userText', 'must be at most 600 characters'),
      },
    ],
    [
      'an empty project name',
      {
        zip: () =>
          rezip((j) => {
            summer(j).projectName = '  ';
          }),
        ...invalid('conversations[0].projectName', 'must not be empty'),
      },
    ],
    [
      'a NUL character in a note',
      {
        zip: () =>
          rezip((j) => {
            summer(j).entries[2].userText = 'a\u0000b';
          }),
        ...invalid('conversations[0].entries[2].userText', 'must not contain the NUL character'),
      },
    ],
    [
      'an unknown kind of entry',
      {
        zip: () =>
          rezip((j) => {
            (summer(j).entries[2] as { kind: string }).kind = 'poem';
          }),
        ...invalid(
          'conversations[0].entries[2].kind',
          'Invalid option: expected one of "opening"|"continuation"|"note"',
        ),
      },
    ],
    [
      'a note with a reply status',
      {
        zip: () =>
          rezip((j) => {
            summer(j).entries[2].reply.status = 'complete';
          }),
        ...invalid('conversations[0].entries[2].reply.status', 'a note has no reply (status none)'),
      },
    ],
    [
      'a conversation without its opening first',
      {
        zip: () =>
          rezip((j) => {
            summer(j).entries.shift();
          }),
        ...invalid('conversations[0].entries[0].kind', 'a conversation has one opening, its first entry'),
      },
    ],
    [
      'entries out of order',
      {
        zip: () =>
          rezip((j) => {
            summer(j).entries[3].orderIndex = 1;
          }),
        ...invalid('conversations[0].entries[3].orderIndex', 'entries must be in increasing orderIndex'),
      },
    ],
    [
      'a date that is not a date',
      {
        zip: () =>
          rezip((j) => {
            summer(j).createdAt = 'last summer';
          }),
        ...invalid('conversations[0].createdAt', 'must be an ISO 8601 date and time'),
      },
    ],
    [
      'an answers section of a newer version',
      {
        zip: () =>
          rezip((j) => {
            Object.assign(j, { journalAnswers: { version: 2, items: 'unknown shape' } });
          }),
        reason: 'IMPORT_NEWER_VERSION',
        message: MESSAGES.importNewerVersion,
      },
    ],
    [
      'an answers section of version 0',
      {
        zip: () =>
          rezip((j) => {
            Object.assign(j.journalAnswers ?? {}, { version: 0 });
          }),
        ...invalid('journalAnswers.version', 'must be 1'),
      },
    ],
    [
      'answers that are not an array',
      {
        zip: () =>
          rezip((j) => {
            Object.assign(j.journalAnswers ?? {}, { items: 'none' });
          }),
        ...invalid('journalAnswers.items', 'must be an array'),
      },
    ],
    [
      'a question over 600 characters',
      {
        zip: () =>
          rezip((j) => {
            answers(j)[0].question = 'x'.repeat(601);
          }),
        ...invalid('journalAnswers.items[0].question', 'must be at most 600 characters'),
      },
    ],
    [
      'an answer still pending',
      {
        zip: () =>
          rezip((j) => {
            Object.assign(answers(j)[0], { status: 'pending' });
          }),
        ...invalid('journalAnswers.items[0].status', 'must be complete or failed'),
      },
    ],
    [
      // The answer is last: the attachments before it would be stored, had it not been checked first.
      'a citation that is not an object, after answers that were fine',
      {
        zip: () =>
          rezip((j) => {
            answers(j).push({ ...answers(j)[0], citations: ['e1' as never] });
          }),
        ...invalid('journalAnswers.items[1].citations[0]', 'must be an object'),
      },
    ],
    [
      'an answer dated before 1970',
      {
        zip: () =>
          rezip((j) => {
            answers(j)[0].createdAt = '1969-07-20T20:17:00Z';
          }),
        ...invalid('journalAnswers.items[0].createdAt', 'must be in 1970 or later'),
      },
    ],
    [
      'a journal.json that unpacks to more than 64 MB',
      {
        zip: async () =>
          zipOf([['journal.json', `${JSON.stringify(journal)}${' '.repeat(64 * 1024 * 1024)}`]]),
        reason: 'IMPORT_INVALID',
        message: MESSAGES.importTooBig('journal.json is over 64 MB'),
      },
    ],
    // Exactly at the limit the zip is listed, and found to hold no journal.
    ['a zip of 50,000 entries without journal.json', { zip: () => zipOfEmptyFiles(50_000), ...notAJournal }],
    [
      'a zip of more than 50,000 entries',
      {
        zip: () => zipOfEmptyFiles(50_001),
        reason: 'IMPORT_INVALID',
        message: MESSAGES.importTooBig('it holds 50001 files (at most 50000)'),
      },
    ],
  ];

  it.each(cases)(
    'should refuse %s with BAD_USER_INPUT and import nothing',
    async (_name, { zip, reason, message }) => {
      const bytes = await zip();
      const before = await storedState(app, importer.username);

      const result = await importJournal(app, importer.token, bytes);

      const expected = message.replace('files/PNG', pngPath()).replace('files/TEXT', textPath());
      expectGraphqlError(result, { code: 'BAD_USER_INPUT', message: expected });
      expect(result.body.errors?.[0].extensions?.reason).toBe(reason);
      expect(await storedState(app, importer.username)).toEqual({ ...before, tmp: 0 });
      expect(before).toMatchObject({ conversations: 0, entries: 0, files: 0, journalAnswers: 0 });
    },
    60_000,
  );

  it('should roll back every row and remove the stored bytes when the database fails at the last insert', async () => {
    // A trigger stands in for a failure in the middle of the transaction: after the files and conversations.
    await directQuery(
      app,
      `CREATE FUNCTION fail_import() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql;
       CREATE TRIGGER fail_import BEFORE INSERT ON entries FOR EACH ROW
         WHEN (NEW.user_text = 'The database gives up here.') EXECUTE FUNCTION fail_import();`,
    );
    const zip = await rezip((j) => {
      summer(j).entries[2].userText = 'The database gives up here.';
    });
    const before = await storedState(app, importer.username);

    try {
      const result = await importJournal(app, importer.token, zip);

      expect(result.body.errors?.map((e) => e.extensions?.code)).toEqual(['INTERNAL_SERVER_ERROR']);
      expect(await storedState(app, importer.username)).toEqual({ ...before, tmp: 0 });
    } finally {
      await directQuery(app, 'DROP TRIGGER fail_import ON entries; DROP FUNCTION fail_import();');
    }
  });

  it('should roll back the conversations and remove the stored bytes when the answers fail to insert', async () => {
    // The answers are inserted last, in the same transaction as the rest.
    await directQuery(
      app,
      `CREATE FUNCTION fail_answers() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql;
       CREATE TRIGGER fail_answers BEFORE INSERT ON journal_answers FOR EACH ROW
         WHEN (NEW.question = 'The database gives up here.') EXECUTE FUNCTION fail_answers();`,
    );
    const zip = await rezip((j) => {
      answers(j)[0].question = 'The database gives up here.';
    });
    const before = await storedState(app, importer.username);

    try {
      const result = await importJournal(app, importer.token, zip);

      expect(result.body.errors?.map((e) => e.extensions?.code)).toEqual(['INTERNAL_SERVER_ERROR']);
      expect(await storedState(app, importer.username)).toEqual({ ...before, tmp: 0 });
    } finally {
      await directQuery(app, 'DROP TRIGGER fail_answers ON journal_answers; DROP FUNCTION fail_answers();');
    }
  });

  it('should refuse a call without a token and read nothing', async () => {
    const result = await graphqlMultipart(app, IMPORT_JOURNAL, {
      file: { bytes: await rezip(), name: 'journal.zip', declaredType: 'application/zip' },
    });

    expect(result.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('should import the unchanged export after all those refusals', async () => {
    const result = await importJournal(app, importer.token, await rezip());

    expect(result.body.data?.importJournal).toEqual({ conversations: 2, entries: 7, files: 3 });
    expect(await storedState(app, importer.username)).toMatchObject({
      conversations: 2,
      entries: 7,
      files: 3,
      journalAnswers: 1,
      tmp: 0,
    });
    const [answer] = await storedAnswers(app, importer.username);
    expect(answer).toMatchObject({
      question: 'What did we do in the mornings?',
      status: 'complete',
      text: 'You swam before breakfast [1].',
      writtenBy: 'offline-companion',
      jobId: null,
      attempts: 0,
    });
    expect(answer.citations).toEqual([await citationOf(app, importer.username, SWIM)]);
  });

  it('should import an older export without an answers section as before, adding no answer', async () => {
    const reader = await signUp(app);
    const older = await rezip((j) => {
      delete j.journalAnswers;
    });
    const json = (await unzip(older)).get('journal.json')?.toString('utf8');
    expect(JSON.parse(json ?? 'null')).not.toHaveProperty('journalAnswers');

    const result = await importJournal(app, reader.token, older);

    expect(result.body.data?.importJournal).toEqual({ conversations: 2, entries: 7, files: 3 });
    expect(await storedState(app, reader.username)).toMatchObject({
      conversations: 2,
      entries: 7,
      files: 3,
      journalAnswers: 0,
      tmp: 0,
    });
    const again = await exportJournal(app, reader.token);
    expect(again.journal.journalAnswers).toEqual({ version: 1, items: [] });
    expect(again.journal.conversations.map((c) => c.entries.length)).toEqual([4, 3]);
  });

  it("should carry an entry's edit time and its reply's author through an export and an import", async () => {
    const writer = await signUp(app);
    const reader = await signUp(app);
    const { conversation } = await startConversation(app, writer.token);
    const message = await continueConversation(app, writer.token, conversation.id, 'The boats were red.');
    const edited = await app.gql<{ editEntry: { editedAt: string } }>(
      'mutation ($id: ID!) { editEntry(id: $id, text: "The boats were blue.") { editedAt } }',
      { id: message.id },
      writer.token,
    );
    const editedAt = edited.body.data?.editEntry.editedAt;

    const exported = await exportJournal(app, writer.token);
    const [opening, continuation] = exported.journal.conversations[0].entries;
    expect(opening.reply.by).toBe('offline-companion');
    expect(opening.editedAt).toBeNull();
    expect(continuation.editedAt).toBe(editedAt);
    expect((await importJournal(app, reader.token, exported.bytes)).body.errors).toBeUndefined();

    const imported = await app.gql<{
      conversations: {
        items: Array<{
          entries: Array<{ userText: string; editedAt: string | null; replyBy: string | null }>;
        }>;
      };
    }>('{ conversations { items { entries { userText editedAt replyBy } } } }', {}, reader.token);
    const entries = imported.body.data?.conversations.items[0].entries ?? [];
    expect(entries.map((e) => [e.editedAt, e.replyBy])).toEqual([
      [null, 'offline-companion'],
      [editedAt, 'offline-companion'],
    ]);
  });

  it('should keep the times of the export and share nothing', async () => {
    const page = await app.gql<{
      conversations: { items: Array<{ title: string; createdAt: string; updatedAt: string }> };
    }>('{ conversations { items { title createdAt updatedAt } } }', {}, importer.token);
    const items = page.body.data?.conversations.items ?? [];
    const byTitle = (title: string) => items.find((item) => item.title === title);
    const shares = await app.gql<{ myShares: { total: number } }>(
      '{ myShares { total } }',
      {},
      importer.token,
    );

    expect(byTitle('Lighthouse summers')).toMatchObject({
      createdAt: summer(journal).createdAt,
      updatedAt: summer(journal).updatedAt,
    });
    expect(shares.body.data?.myShares.total).toBe(0);
  });

  it('should date an attachment by the entry that carried it, not by the day of the import', async () => {
    const attachedTo = summer(journal).entries[0];
    const found = await app.gql<{ searchEntries: { items: Array<{ type: string; createdAt: string }> } }>(
      'query ($term: String!) { searchEntries(term: $term) { items { type createdAt } } }',
      { term: attachedTo.file?.name.replace(/\.\w+$/, '') ?? '' },
      importer.token,
    );

    const file = found.body.data?.searchEntries.items.find((item) => item.type === 'file');
    expect(file?.createdAt).toBe(attachedTo.createdAt);
  });
});
