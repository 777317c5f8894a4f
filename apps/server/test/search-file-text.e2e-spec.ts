import { DataSource } from 'typeorm';
import { dataSourceOptions } from 'src/database/data-source-options';
import { SearchDocuments1795390000000 } from 'src/database/migrations/1795390000000-SearchDocuments';
import { directQuery } from './support/direct-sql';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server';
import { CONTINUE, type ExchangeResult, familyAnswers, startConversation } from './support/journal-client';
import { minimalPdf, type SampleFile } from './support/sample-files';
import { marked, searchAs } from './support/search-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { restUpload } from './support/uploads';

const text = (name: string, content: string): SampleFile => ({
  bytes: Buffer.from(content, 'utf8'),
  name,
  declaredType: 'text/plain',
});

const NOTES = 'Grandpa kept the lantern by the door.\r\n\tIt smelled of paraffin and rain.\f\n';
// About 56,000 characters, the word sought in the middle, behind a character search uses as a mark.
const TIDE = 'The tide came in and went out again. ';
const LONG_DIARY = `${TIDE.repeat(750)}We watched the zeppelin\u0001 drift over the bay. ${TIDE.repeat(750)}`;
const CLUB_MINUTES = 'Minutes of the rowing club, spring 1987';

describe('Search inside files (txt and PDF text)', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let alice: { token: string; username: string };
  let bob: { token: string; username: string };
  let summer: ExchangeResult;
  let lanternEntry: string;
  let notesId: string;
  let pdfId: string;

  const search = (term: string, token = alice.token) => searchAs(app, token, term, { limit: 50 });

  const files = async (term: string, token = alice.token) =>
    (await search(term, token)).items.filter((result) => result.type === 'file');

  const upload = async (token: string, file: SampleFile) => {
    const response = await restUpload(app, file, token);
    if (!response.body.fileId) throw new Error(JSON.stringify(response.body));
    return response.body.fileId;
  };

  /** Uploads a file and sends it alone in a message of the conversation: only files an entry carries are found. */
  const attach = async (token: string, conversationId: string, file: SampleFile) => {
    const fileId = await upload(token, file);
    await say(token, conversationId, '', fileId);
    return fileId;
  };

  const say = async (token: string, conversationId: string, message: string, fileId?: string) => {
    fake.script({ reply: 'Thank you for telling me.' });
    const response = await app.gql<{ continueConversation: ExchangeResult }>(
      CONTINUE,
      { input: { conversationId, message, fileId } },
      token,
    );
    if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
    return response.body.data.continueConversation.entry.id;
  };

  const deleteConversation = (token: string, id: string) =>
    app.gql('mutation ($id: ID!) { deleteConversation(id: $id) { message } }', { id }, token);

  const lexicon = async (username: string) =>
    (
      await directQuery<{ word: string }>(
        app,
        'SELECT w.word FROM search_words w JOIN users u ON u.id = w.owner_id WHERE u.username = $1',
        [username],
      )
    ).map((row) => row.word);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey, AI_MODEL: 'test-model' });
    alice = await signUp(app);
    bob = await signUp(app);

    fake.script({ reply: 'What a summer.' });
    summer = await startConversation(app, alice.token, {
      projectName: 'Summer house',
      answers: familyAnswers('We spent summers at the lighthouse on the cliff.'),
    });
    notesId = await upload(alice.token, text('notes.txt', NOTES));
    lanternEntry = await say(alice.token, summer.conversation.id, 'I found the lantern again.', notesId);
    pdfId = await attach(alice.token, summer.conversation.id, {
      bytes: minimalPdf(CLUB_MINUTES),
      name: 'club.pdf',
      declaredType: 'application/pdf',
    });
    await attach(alice.token, summer.conversation.id, text('long-diary.txt', LONG_DIARY));
    await attach(alice.token, summer.conversation.id, text('lantern-list.txt', 'lantern wick, matches'));
    await attach(
      alice.token,
      summer.conversation.id,
      text('harbour.txt', 'the blue boats were moored all winter'),
    );
    await attach(alice.token, summer.conversation.id, text('birds.txt', 'A kestrel hovered over the field.'));
    await attach(
      alice.token,
      summer.conversation.id,
      text('birds-misspelt.txt', 'A kestral hovered over the field.'),
    );

    fake.script({ reply: 'Noted.' });
    const bobs = await startConversation(app, bob.token, { projectName: 'Bob at sea' });
    await attach(bob.token, bobs.conversation.id, text('bob.txt', 'A quokka and a marmoset on Zanzibar.'));
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  describe('what is found', () => {
    it('should find a word inside a text file with the name, then its text, and mark the word', async () => {
      const [notes] = await files('paraffin');

      expect(notes).toEqual({
        type: 'file',
        conversationId: summer.conversation.id,
        entryId: lanternEntry,
        noteId: null,
        fileId: notesId,
        index: 0,
        projectName: 'Summer house',
        snippet: 'File: notes.txt — Grandpa kept the lantern by the door. It smelled of paraffin and rain.',
        highlights: [
          {
            start: 'File: notes.txt — Grandpa kept the lantern by the door. It smelled of '.length,
            length: 8,
          },
        ],
        createdAt: expect.any(String),
      });
      expect(marked(notes)).toEqual(['paraffin']);
    });

    it('should find the text of a PDF sent alone in a message, linked to that message', async () => {
      const page = await search('rowing');

      expect(page.items).toEqual([
        expect.objectContaining({
          type: 'file',
          fileId: pdfId,
          conversationId: summer.conversation.id,
          entryId: expect.any(String),
          projectName: 'Summer house',
          index: 1,
          snippet: `File: club.pdf — ${CLUB_MINUTES}`,
        }),
      ]);
      expect(marked(page.items[0])).toEqual(['rowing']);
    });

    it('should find a word by its beginning and with a small typo, marking the word it stood for', async () => {
      const [prefix] = await files('paraf');
      const [typo] = await files('paraffni');

      expect(prefix.fileId).toBe(notesId);
      expect(marked(prefix)).toEqual(['paraffin']);
      expect(typo.fileId).toBe(notesId);
      expect(marked(typo)).toEqual(['paraffin']);
    });

    it('should show a fragment around the word when the text is long, without control characters', async () => {
      const [diary] = await files('zeppelin');

      expect(diary.snippet).toMatch(/^File: long-diary\.txt — .*the zeppelin drift over the bay/);
      expect(diary.snippet.length).toBeLessThan(200);
      expect(diary.snippet).not.toMatch(/\p{Cc}/u);
      expect(marked(diary)).toEqual(['zeppelin']);
    });

    it('should keep the name alone as the snippet when the name holds every word', async () => {
      const lantern = await files('lantern');

      expect(lantern.map((result) => result.snippet).sort()).toEqual([
        'File: lantern-list.txt',
        'File: notes.txt — Grandpa kept the lantern by the door. It smelled of paraffin and rain.',
      ]);
    });

    it('should find words spread over the name and the text, marking both', async () => {
      const [harbour] = await files('harbour boats');

      expect(harbour.snippet).toBe('File: harbour.txt — the blue boats were moored all winter');
      expect(marked(harbour)).toEqual(['harbour', 'boats']);
    });

    it('should take a word for a typo only when it is found nowhere as typed', async () => {
      const kestrel = await files('kestrel');
      const typo = await files('kestrle');

      expect(kestrel.map((result) => result.snippet)).toEqual([
        'File: birds.txt — A kestrel hovered over the field.',
      ]);
      expect(typo.map((result) => result.snippet).sort()).toEqual([
        'File: birds-misspelt.txt — A kestral hovered over the field.',
        'File: birds.txt — A kestrel hovered over the field.',
      ]);
      expect(typo.flatMap(marked).sort()).toEqual(['kestral', 'kestrel']);
    });

    it('should leave results from entries and notes as they were, next to file results', async () => {
      const lantern = await search('lantern');
      const lighthouse = await search('lighthouse');

      expect(lantern.items).toContainEqual(
        expect.objectContaining({
          type: 'continuation',
          entryId: lanternEntry,
          index: 0,
          snippet: 'You: I found the lantern again.',
        }),
      );
      expect(lantern.total).toBe(3);
      expect(lighthouse.items).toEqual([
        expect.objectContaining({
          type: 'prompt',
          entryId: summer.entry.id,
          snippet: expect.stringMatching(/^You: .*lighthouse on the cliff/),
        }),
      ]);
    });

    it('should answer file text results over REST in the spec shape, the snippet as plain text', async () => {
      const response = await app.rest<{ results: unknown[]; total: number }>(
        'POST',
        '/api/search',
        { searchTerm: 'paraffin' },
        alice.token,
      );

      expect(response.status).toBe(200);
      expect(response.body.results).toEqual([
        {
          conversationId: summer.conversation.id,
          type: 'file',
          noteId: null,
          index: 0,
          projectName: 'Summer house',
          snippet: 'File: notes.txt — Grandpa kept the lantern by the door. It smelled of paraffin and rain.',
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
      expect(response.body.total).toBe(1);
    });
  });

  describe('what is never found', () => {
    it('should never find an upload that no entry carries, by its name or its text, until a message sends it', async () => {
      const fileId = await upload(
        alice.token,
        text('wombat-sighting.txt', 'A wombat crossed the garden path.'),
      );

      expect((await search('wombat')).total).toBe(0);
      expect((await search('crossed')).total).toBe(0);

      await say(alice.token, summer.conversation.id, '', fileId);
      expect((await files('wombat')).map((result) => result.fileId)).toEqual([fileId]);
      expect((await files('crossed')).map((result) => result.fileId)).toEqual([fileId]);
    });

    it("should never find another user's file text, not even through a typo", async () => {
      expect((await search('quokka')).total).toBe(0);
      expect((await search('quokak')).total).toBe(0);
      expect((await search('zanzibar')).total).toBe(0);
      expect(await lexicon(alice.username)).not.toContain('quokka');
      expect((await search('quokka', bob.token)).items).toEqual([
        expect.objectContaining({
          type: 'file',
          snippet: 'File: bob.txt — A quokka and a marmoset on Zanzibar.',
        }),
      ]);
      expect((await search('paraffin', bob.token)).total).toBe(0);
    });

    it("should forget a file's text and its words when its conversation is deleted", async () => {
      fake.script({ reply: 'Noted.' });
      const doomed = await startConversation(app, alice.token, { projectName: 'Doomed' });
      const fileId = await upload(alice.token, text('trip.txt', 'Tickets for the ferry to Ithaca.'));
      await say(alice.token, doomed.conversation.id, 'The tickets', fileId);
      expect((await files('ithaca')).map((result) => result.fileId)).toEqual([fileId]);
      expect(await lexicon(alice.username)).toContain('ithaca');

      await deleteConversation(alice.token, doomed.conversation.id);

      expect((await search('ithaca')).total).toBe(0);
      expect((await search('ithcaa')).total).toBe(0);
      expect(await lexicon(alice.username)).not.toContain('ithaca');
      // Words that other files still hold stay: `the` is in notes.txt too.
      expect(await lexicon(alice.username)).toContain('the');
    });
  });

  describe('entries and files written before search kept documents', () => {
    it('should index them when the migration runs, words inside file names included', async () => {
      const dataSource = new DataSource({ ...dataSourceOptions(app.databaseUrl), logging: ['error'] });
      await dataSource.initialize();
      const migration = new SearchDocuments1795390000000();
      const runner = dataSource.createQueryRunner();
      try {
        await runner.startTransaction();
        await migration.down(runner);
        await runner.query(
          `INSERT INTO files (owner_id, name, mime, size, sha256, storage_key, extracted_text)
           SELECT id, 'old-letter.txt', 'text/plain', 10, repeat('0', 64), 'old', 'An old letter about the orchard'
           FROM users WHERE username = $1`,
          [alice.username],
        );
        // The note carries the letter: only files an entry carries are found.
        await runner.query(
          `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_status, file_id)
           VALUES ($1, (SELECT owner_id FROM conversations WHERE id = $1), 'note', 999, 'Quince jam on Sunday', 'none',
                   (SELECT id FROM files WHERE storage_key = 'old'))`,
          [summer.conversation.id],
        );
        await migration.up(runner);
        await runner.commitTransaction();
      } finally {
        await runner.release();
        await dataSource.destroy();
      }

      expect((await search('quince')).items.map((result) => result.snippet)).toEqual([
        'You: Quince jam on Sunday',
      ]);
      expect((await search('quinse')).items.map((result) => result.snippet)).toEqual([
        'You: Quince jam on Sunday',
      ]);
      expect((await files('letter')).map((result) => result.snippet)).toEqual(['File: old-letter.txt']);
      expect((await files('orchard')).map((result) => result.snippet)).toEqual([
        'File: old-letter.txt — An old letter about the orchard',
      ]);
      expect((await files('orchadr')).map((result) => result.snippet)).toEqual([
        'File: old-letter.txt — An old letter about the orchard',
      ]);
      expect((await files('paraffin')).map((result) => result.fileId)).toEqual([notesId]);
    });
  });
});
