import { MESSAGES } from 'src/common/messages';
import { ExportUrlSigner } from 'src/journal-transfer/export-url-signer';
import { ANSWER_UNFINISHED_AT_EXPORT, type JournalV1 } from 'src/journal-transfer/journal-format';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError, expectRestError } from './support/expect-errors';
import {
  citationOf,
  download,
  EXPORT_CONVERSATION,
  EXPORT_JOURNAL,
  type ExportLinkResult,
  exportJournal,
  importJournal,
  insertAnswer,
  populateJournal,
  type PopulatedJournal,
  storedAnswers,
  storedState,
  TRICKY_NOTE,
} from './support/journal-transfer';
import { minimalPdf, PNG_1X1, sha256Of, UTF8_TEXT } from './support/sample-files';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const LINK_INVALID = {
  status: 404,
  code: 'EXPORT_LINK_INVALID',
  message: MESSAGES.exportLinkInvalid,
} as const;

type User = Awaited<ReturnType<typeof signUp>>;
type Exported = Awaited<ReturnType<typeof exportJournal>>;

/** journal.json without what an import changes: ids (also in file paths), export time and account. */
function comparable(journal: JournalV1) {
  return journal.conversations.map(({ id: _id, entries, ...conversation }) => ({
    ...conversation,
    entries: entries.map(({ id: _entryId, file, ...entry }) => ({
      ...entry,
      file: file && { ...file, path: file.path.replace(/^files\/[0-9a-f-]{36}-/, 'files/<id>-') },
    })),
  }));
}

describe('Exporting the journal (exportJournal, exportConversation, the download links)', () => {
  let app: TestApp;
  let owner: User;
  let stranger: User;
  let made: PopulatedJournal;
  let exported: Exported;

  const journalOf = () => exported.journal;
  const conversationNamed = (title: string) =>
    journalOf().conversations.find((c) => (c.title ?? c.projectName) === title);

  beforeAll(async () => {
    app = await startTestApp();
    owner = await signUp(app);
    stranger = await signUp(app);
    made = await populateJournal(app, owner.token);
    await askedJournal(owner.username);
    exported = await exportJournal(app, owner.token);
  });

  const SWIM = 'We swam every morning before breakfast.';
  const GELATO = 'Gelato by the Pantheon.';
  /** An entry deleted since it was cited: the answer still names it. */
  const GONE = {
    id: '5f0c7a4e-93d4-4c49-9f0e-7a1f3d0b6c2a',
    conversationId: '6a1d8b5f-a4e5-4d5a-8f1f-8b2e4e1c7d3b',
    orderIndex: 4,
    projectName: 'Summer house',
    createdAt: '2026-08-14T09:00:00.000Z',
    snippet: 'A deleted entry',
  };

  /** Three answers, as the answer job leaves them: one complete citing two entries (and a deleted one), one failed, one being written. */
  async function askedJournal(username: string): Promise<void> {
    const swim = await citationOf(app, username, SWIM);
    const gelato = await citationOf(app, username, GELATO);
    await insertAnswer(app, username, {
      question: 'What did we do in the mornings?',
      status: 'complete',
      text: 'You swam before breakfast [1], and had gelato in Rome [2]; once you walked [3].',
      writtenBy: 'offline-companion',
      citations: [swim, gelato, GONE],
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    await insertAnswer(app, username, {
      question: 'Who is Rosa?',
      status: 'failed',
      error: 'The AI provider did not answer in time.',
      writtenBy: null,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    await insertAnswer(app, username, {
      question: 'When was I happiest?',
      status: 'pending',
      text: 'Probably',
      citations: [swim],
      createdAt: '2026-11-22T10:00:00.000Z',
    });
  }

  afterAll(async () => {
    await app.close();
  });

  describe('the journal zip', () => {
    it('should hand out a link valid for 10 minutes named after the day when exportJournal is called', () => {
      const { link } = exported;
      const today = new Date().toISOString().slice(0, 10);

      expect(link.fileName).toBe(`flexi-journal-${today}.zip`);
      expect(link.url).toMatch(
        new RegExp(
          `^/exports/journal/flexi-journal-${today}\\.zip\\?owner=[0-9a-f-]{36}&expires=\\d+&signature=[\\w-]+$`,
        ),
      );
      const ttl = new Date(link.expiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(590_000);
      expect(ttl).toBeLessThanOrEqual(600_000);
    });

    it('should stream the zip as a private attachment without a length when the link is followed', () => {
      const { response } = exported;

      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'application/zip',
        'content-disposition': expect.stringMatching(/^attachment; filename="flexi-journal-[\d-]+\.zip"/),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'transfer-encoding': 'chunked',
      });
      expect(response.headers.get('content-length')).toBeNull();
    });

    it('should hold journal.json, one Markdown file per conversation and each attachment once', () => {
      const paths = [...exported.files.keys()].sort();

      expect(paths).toEqual(
        [
          'journal.json',
          expect.stringMatching(/^conversations\/\d{4}-\d{2}-\d{2}-lighthouse-summers\.md$/),
          expect.stringMatching(/^conversations\/\d{4}-\d{2}-\d{2}-rome-2019\.md$/),
          `files/${made.png.id}-pixel.png`,
          `files/${made.text.id}-notes 'draft'.txt`,
          `files/${made.pdf.id}-lighthouse.pdf`,
        ].sort(),
      );
    });

    it('should keep the attachments byte for byte', () => {
      expect(exported.files.get(`files/${made.png.id}-pixel.png`)).toEqual(PNG_1X1);
      expect(exported.files.get(`files/${made.text.id}-notes 'draft'.txt`)?.toString('utf8')).toBe(UTF8_TEXT);
      expect(exported.files.get(`files/${made.pdf.id}-lighthouse.pdf`)).toEqual(minimalPdf());
    });

    it('should describe the journal in journal.json: format, version, time and account', () => {
      const journal = journalOf();

      expect(journal).toMatchObject({
        format: 'flexi-journal',
        version: 1,
        user: { username: owner.username, email: owner.email, displayName: null },
      });
      expect(Date.now() - new Date(journal.exportedAt).getTime()).toBeLessThan(60_000);
      expect(journal.conversations.map((c) => c.title ?? c.projectName)).toEqual([
        'Lighthouse summers',
        'Rome, 2019',
      ]);
    });

    it('should give every entry in order with its texts, reply, file and share in journal.json', () => {
      const summer = conversationNamed('Lighthouse summers');

      expect(summer).toMatchObject({
        id: made.summerId,
        topic: 'familyMemories',
        topicName: 'Family Memories',
        projectName: 'Summer house',
        title: 'Lighthouse summers',
      });
      const entries = summer?.entries ?? [];
      expect(entries.map((e) => [e.kind, e.orderIndex, e.reply.status])).toEqual([
        ['opening', 0, 'complete'],
        ['continuation', 1, 'complete'],
        ['note', 2, 'none'],
        ['continuation', 3, 'complete'],
      ]);
      expect(entries[0].answers?.map((a) => a.questionId)).toEqual(['q1', 'q2', 'q3', 'q4']);
      expect(entries[0].userText).toContain('We spent summers at the lighthouse on the cliff.');
      expect(entries[0].reply.text).toEqual(expect.any(String));
      expect(entries[0].file).toEqual({
        name: 'pixel.png',
        mime: 'image/png',
        size: PNG_1X1.length,
        sha256: sha256Of(PNG_1X1),
        path: `files/${made.png.id}-pixel.png`,
      });
      expect(entries[1]).toMatchObject({
        id: made.sharedEntryId,
        userText: 'We swam every morning before breakfast.',
        answers: null,
        file: {
          name: "notes 'draft'.txt",
          mime: 'text/plain',
          path: `files/${made.text.id}-notes 'draft'.txt`,
        },
        share: { sharedAt: expect.any(String), expiresAt: expect.any(String) },
      });
      expect(entries[2]).toMatchObject({
        userText: 'Ask Rosa about the boat.\nAnd the storm of 1987.',
        reply: { status: 'none', text: null, error: null },
        file: null,
        share: null,
      });
      expect(entries[3].file?.path).toBe(entries[0].file?.path);
    });

    it('should write each conversation as Markdown that reads on its own, notes marked and attachments linked', () => {
      const [, markdown] = [...exported.files].find(([path]) => path.includes('lighthouse-summers')) ?? [];
      const text = markdown?.toString('utf8') ?? '';

      expect(text).toMatch(/^# Lighthouse summers\n/);
      expect(text).toContain('- **Project:** Summer house');
      expect(text).toContain('- **Memory type:** Family Memories');
      expect(text).toContain('**Which family memory would you like to keep today?');
      expect(text).toContain('We spent summers at the lighthouse on the cliff.');
      expect(text).toContain('### Flexi');
      expect(text).toContain('We swam every morning before breakfast.');
      expect(text).toMatch(
        /## Note to self · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n\n> Ask Rosa about the boat\. {2}\n> And the storm of 1987\./,
      );
      expect(text).toContain(`![pixel.png](../files/${made.png.id}-pixel.png)`);
      expect(text).toContain(`Attachment: [notes 'draft'.txt](../files/${made.text.id}-notes%20'draft'.txt)`);
    });

    it('should escape what was typed, so a note with Markdown characters reads as typed', () => {
      const [, markdown] = [...exported.files].find(([path]) => path.includes('rome-2019')) ?? [];

      expect(markdown?.toString('utf8')).toContain(
        '> \\# Not a heading  \n> \\- not a list  \n> Stars \\*stay\\* stars, \\[brackets\\] too \\<b\\>no html\\</b\\>',
      );
      expect(TRICKY_NOTE).toContain('<b>');
    });

    it('should write the answers in journal.json after the conversations, oldest first, with their citations', async () => {
      const swim = await citationOf(app, owner.username, SWIM);
      const gelato = await citationOf(app, owner.username, GELATO);
      const cited = ({ id, ...rest }: typeof swim) => ({ entryId: id, ...rest });
      const text = exported.files.get('journal.json')?.toString('utf8') ?? '';

      expect(Object.keys(journalOf()).at(-1)).toBe('journalAnswers');
      expect(text.indexOf('\n  "journalAnswers": {')).toBeGreaterThan(text.indexOf('\n  "conversations": ['));
      expect(journalOf().journalAnswers).toEqual({
        version: 1,
        items: [
          {
            question: 'What did we do in the mornings?',
            status: 'complete',
            text: 'You swam before breakfast [1], and had gelato in Rome [2]; once you walked [3].',
            error: null,
            writtenBy: 'offline-companion',
            createdAt: '2026-11-20T10:00:00.000Z',
            citations: [cited(swim), cited(gelato), cited(GONE)],
          },
          {
            question: 'Who is Rosa?',
            status: 'failed',
            text: null,
            error: 'The AI provider did not answer in time.',
            writtenBy: null,
            createdAt: '2026-11-21T10:00:00.000Z',
            citations: [],
          },
          {
            question: 'When was I happiest?',
            status: 'failed',
            text: null,
            error: ANSWER_UNFINISHED_AT_EXPORT,
            writtenBy: null,
            createdAt: '2026-11-22T10:00:00.000Z',
            citations: [cited(swim)],
          },
        ],
      });
      expect(swim).toMatchObject({ id: made.sharedEntryId, conversationId: made.summerId, orderIndex: 1 });
      // Exporting changes nothing: the answer being written is still being written.
      expect((await storedAnswers(app, owner.username)).map((a) => a.status)).toEqual([
        'complete',
        'failed',
        'pending',
      ]);
    });

    it("should export only the caller's own journal when another user exports", async () => {
      const theirs = await exportJournal(app, stranger.token);

      expect(theirs.journal.conversations).toEqual([]);
      expect(theirs.journal.journalAnswers).toEqual({ version: 1, items: [] });
      expect(theirs.journal.user.username).toBe(stranger.username);
      expect([...theirs.files.keys()]).toEqual(['journal.json']);
    });

    it('should answer a HEAD request with the headers only', async () => {
      const { response, bytes } = await download(app, exported.link.url, { method: 'HEAD' });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(bytes.length).toBe(0);
    });
  });

  describe('the download links', () => {
    const tampered: Array<[string, (url: string, f: { strangerId: string }) => string]> = [
      [
        'a changed signature',
        (url) => url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
      ],
      ['a signature cut short', (url) => url.slice(0, -4)],
      ['no signature', (url) => url.replace(/&signature=.*$/, '')],
      ['no expiry', (url) => url.replace(/expires=\d+&/, '')],
      [
        'a later expiry than signed',
        (url) => url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      ],
      ['another owner with this signature', (url, f) => url.replace(/owner=[^&]+/, `owner=${f.strangerId}`)],
      ['an owner that is not a uuid', (url) => url.replace(/owner=[^&]+/, 'owner=nobody')],
      ['no owner', (url) => url.replace(/owner=[^&]+&/, '')],
      ['repeated query parameters', (url) => `${url}&signature=x&owner=y`],
    ];
    let strangerId: string;

    beforeAll(async () => {
      [{ id: strangerId }] = await directQuery<{ id: string }>(
        app,
        'SELECT id FROM users WHERE username = $1',
        [stranger.username],
      );
    });

    it.each(tampered)(
      'should refuse a journal link with %s like a link to nothing',
      async (_name, change) => {
        const { response, bytes } = await download(app, change(exported.link.url, { strangerId }));

        expectRestError(
          { status: response.status, headers: response.headers, body: JSON.parse(bytes.toString()) },
          LINK_INVALID,
        );
      },
    );

    it('should refuse a journal link that has expired', async () => {
      const signer = app.app.get(ExportUrlSigner);
      const [{ id }] = await directQuery<{ id: string }>(app, 'SELECT id FROM users WHERE username = $1', [
        owner.username,
      ]);
      const { url } = signer.signedUrl(
        { kind: 'journal', ownerId: id },
        'x.zip',
        new Date(Date.now() - 601_000),
      );

      const { response, bytes } = await download(app, url);

      expectRestError(
        { status: response.status, headers: response.headers, body: JSON.parse(bytes.toString()) },
        LINK_INVALID,
      );
    });

    it("should refuse a journal link's signature on a conversation's download", async () => {
      const query = exported.link.url.split('?')[1];

      const { response, bytes } = await download(
        app,
        `/exports/conversations/${made.summerId}/x.md?${query}`,
      );

      expectRestError(
        { status: response.status, headers: response.headers, body: JSON.parse(bytes.toString()) },
        LINK_INVALID,
      );
    });

    it('should refuse a genuine link to a conversation that has been deleted like any wrong link', async () => {
      const extra = await app.gql<{ startConversation: { conversation: { id: string } } }>(
        'mutation { startConversation(input: { topic: "familyMemories", projectName: "Gone", answers: [{ questionId: "q1", answer: "a" }, { questionId: "q2", answer: "b" }] }) { conversation { id } } }',
        {},
        owner.token,
      );
      const id = extra.body.data?.startConversation.conversation.id;
      const link = await app.gql<{ exportConversation: ExportLinkResult }>(
        EXPORT_CONVERSATION,
        { id },
        owner.token,
      );
      await app.gql('mutation ($id: ID!) { deleteConversation(id: $id) { message } }', { id }, owner.token);

      const { response, bytes } = await download(app, link.body.data?.exportConversation.url ?? '');

      expectRestError(
        { status: response.status, headers: response.headers, body: JSON.parse(bytes.toString()) },
        LINK_INVALID,
      );
    });
  });

  describe('the download link of a deleted account', () => {
    it('should refuse a genuine journal link once its account is deleted', async () => {
      const leaving = await signUp(app);
      const link = await app.gql<{ exportJournal: ExportLinkResult }>(EXPORT_JOURNAL, {}, leaving.token);
      await app.gql(
        'mutation ($password: String!) { deleteAccount(password: $password) { message } }',
        { password: leaving.password },
        leaving.token,
      );

      const { response, bytes } = await download(app, link.body.data?.exportJournal.url ?? '');

      expectRestError(
        { status: response.status, headers: response.headers, body: JSON.parse(bytes.toString()) },
        LINK_INVALID,
      );
    });
  });

  describe('one conversation as Markdown', () => {
    it('should hand out a link named after the title when the owner calls exportConversation', async () => {
      const result = await app.gql<{ exportConversation: ExportLinkResult }>(
        EXPORT_CONVERSATION,
        { id: made.summerId },
        owner.token,
      );

      expect(result.body.data?.exportConversation).toEqual({
        fileName: 'Lighthouse summers.md',
        url: expect.stringMatching(
          new RegExp(
            `^/exports/conversations/${made.summerId}/Lighthouse%20summers\\.md\\?owner=[0-9a-f-]{36}&expires=\\d+&signature=[\\w-]+$`,
          ),
        ),
        expiresAt: expect.any(String),
      });
    });

    it('should download the Markdown with its length, attachments named rather than linked', async () => {
      const link = await app.gql<{ exportConversation: ExportLinkResult }>(
        EXPORT_CONVERSATION,
        { id: made.summerId },
        owner.token,
      );
      const { response, bytes } = await download(app, link.body.data?.exportConversation.url ?? '');
      const text = bytes.toString('utf8');

      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'text/markdown; charset=utf-8',
        'content-length': String(bytes.length),
        'content-disposition': `attachment; filename="Lighthouse summers.md"; filename*=UTF-8''Lighthouse%20summers.md`,
        'cache-control': 'private, no-store',
      });
      const [, inZip] = [...exported.files].find(([path]) => path.includes('lighthouse-summers')) ?? [];
      // The same renderer as the zip's file; only the attachments differ (no zip beside it to link to).
      expect(text).toBe(
        inZip
          ?.toString('utf8')
          .replace(/Attachment: \[(.+?)\]\(.+?\)/g, 'Attachment: $1')
          .replace(/\n\n!\[.+?\]\(.+?\)/g, ''),
      );
      expect(text).toContain('Attachment: pixel.png');
      expect(text).not.toContain('../files/');
    });

    it.each([
      ['another user’s conversation', () => made.summerId, () => stranger.token],
      ['a malformed id', () => 'not-a-uuid', () => owner.token],
      ['an unknown id', () => '5f0c7a4e-93d4-4c49-9f0e-7a1f3d0b6c2a', () => owner.token],
    ])('should answer NOT_FOUND to %s', async (_name, id, token) => {
      const result = await app.gql(EXPORT_CONVERSATION, { id: id() }, token());

      expectGraphqlError(result, { code: 'NOT_FOUND', message: MESSAGES.conversationNotFound });
    });

    it('should refuse an export without a token', async () => {
      const result = await app.gql(EXPORT_CONVERSATION, { id: made.summerId });

      expect(result.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    });
  });

  describe('a journal larger than one page of conversations and of entries', () => {
    let big: User;
    let journal: JournalV1;
    let files: Map<string, Buffer>;

    beforeAll(async () => {
      big = await signUp(app);
      // 250 conversations (three at a time share a start time, to the microsecond), four entries each, and
      // one of 700 entries: more than the export's pages of 100 conversations and 500 entries.
      await directQuery(
        app,
        `WITH u AS (SELECT id FROM users WHERE username = $1),
         c AS (
           INSERT INTO conversations (owner_id, topic, project_name, created_at, updated_at)
           SELECT u.id, 'familyMemories', 'Project ' || n,
                  timestamptz '2025-01-01T00:00:00.000123Z' + (n / 3) * interval '1 second', now()
           FROM u, generate_series(1, 251) n
           RETURNING id, owner_id, project_name)
         INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_status, reply_text)
         SELECT c.id, c.owner_id, CASE WHEN k = 0 THEN 'opening' ELSE 'note' END, k,
                c.project_name || ' entry ' || k,
                CASE WHEN k = 0 THEN 'complete' ELSE 'none' END, CASE WHEN k = 0 THEN 'A reply' END
         FROM c, generate_series(0, CASE WHEN c.project_name = 'Project 200' THEN 699 ELSE 3 END) k`,
        [big.username],
      );
      ({ journal, files } = await exportJournal(app, big.token));
    }, 60_000);

    it('should export every conversation once, oldest first, each with its whole timeline in order', () => {
      const names = journal.conversations.map((c) => c.projectName);

      expect(new Set(names).size).toBe(251);
      const order = journal.conversations.map((c) => [c.createdAt, c.id].join(' '));
      expect(order).toEqual([...order].sort());
      for (const conversation of journal.conversations) {
        const size = conversation.projectName === 'Project 200' ? 700 : 4;
        expect(conversation.entries.map((e) => e.orderIndex)).toEqual([...Array(size).keys()]);
        expect(conversation.entries[size - 1].userText).toBe(`${conversation.projectName} entry ${size - 1}`);
      }
    });

    it('should write one Markdown file per conversation', () => {
      const markdown = [...files.keys()].filter((path) => path.startsWith('conversations/'));

      expect(markdown).toHaveLength(251);
      expect(markdown).toContain('conversations/2025-01-01-project-1.md');
    });
  });

  describe('importing the export into another account, and the round trip', () => {
    let importer: User;
    let before: Awaited<ReturnType<typeof storedState>>;
    let summary: unknown;
    let again: Exported;

    beforeAll(async () => {
      importer = await signUp(app);
      before = await storedState(app, owner.username);
      const result = await importJournal(app, importer.token, exported.bytes);
      summary = result.body.data?.importJournal ?? result.body.errors;
      again = await exportJournal(app, importer.token);
    });

    it('should say what it added when importJournal reads the zip', () => {
      expect(summary).toEqual({ conversations: 2, entries: 7, files: 3 });
    });

    it("should leave the exporting account's journal as it was", async () => {
      expect(await storedState(app, owner.username)).toMatchObject({
        conversations: before.conversations,
        entries: before.entries,
        files: before.files,
      });
      const mine = await app.gql<{ conversation: { title: string } }>(
        'query ($id: ID!) { conversation(id: $id) { title } }',
        { id: made.summerId },
        owner.token,
      );
      expect(mine.body.data?.conversation.title).toBe('Lighthouse summers');
    });

    it('should give the importer new ids, and nothing shared', () => {
      const ids = (journal: JournalV1) =>
        journal.conversations.flatMap((c) => [c.id, ...c.entries.map((e) => e.id)]);
      const oldIds = new Set(ids(journalOf()));

      expect(ids(again.journal).filter((id) => oldIds.has(id))).toEqual([]);
      expect(again.journal.conversations.flatMap((c) => c.entries.map((e) => e.share))).toEqual(
        Array(7).fill(null),
      );
    });

    it('should export again the same journal, ids, share marks and export time aside', () => {
      const withoutShares = comparable(journalOf()).map((c) => ({
        ...c,
        entries: c.entries.map((e) => ({ ...e, share: null })),
      }));

      expect(comparable(again.journal)).toEqual(withoutShares);
      expect(again.journal.user.username).toBe(importer.username);
    });

    it('should add the answers with new ids and no job, their citations naming the imported entries', async () => {
      const swim = await citationOf(app, importer.username, SWIM);
      const gelato = await citationOf(app, importer.username, GELATO);
      const mine = await storedAnswers(app, owner.username);
      const answers = await storedAnswers(app, importer.username);

      expect(answers.map((a) => [a.question, a.status, a.text, a.error, a.writtenBy])).toEqual([
        [
          'What did we do in the mornings?',
          'complete',
          'You swam before breakfast [1], and had gelato in Rome [2]; once you walked [3].',
          null,
          'offline-companion',
        ],
        ['Who is Rosa?', 'failed', null, 'The AI provider did not answer in time.', null],
        ['When was I happiest?', 'failed', null, ANSWER_UNFINISHED_AT_EXPORT, null],
      ]);
      expect(answers.map((a) => a.createdAt.toISOString())).toEqual([
        '2026-11-20T10:00:00.000Z',
        '2026-11-21T10:00:00.000Z',
        '2026-11-22T10:00:00.000Z',
      ]);
      expect(answers.map(({ jobId, heartbeatAt, attempts }) => ({ jobId, heartbeatAt, attempts }))).toEqual(
        Array(3).fill({ jobId: null, heartbeatAt: null, attempts: 0 }),
      );
      const oldIds = new Set(mine.map((a) => a.id));
      expect(answers.filter((a) => oldIds.has(a.id))).toEqual([]);
      // The entry deleted before the export is in no journal the importer has: its citation keeps its place
      // (so [3] is still the third), under ids that name nothing of the importer's.
      expect(answers[0].citations.slice(0, 2)).toEqual([swim, gelato]);
      expect(answers[0].citations).toHaveLength(3);
      const gone = answers[0].citations[2];
      expect(gone.snippet).toBe(mine[0].citations[2].snippet);
      expect(await directQuery(app, 'SELECT 1 FROM entries WHERE id = $1', [gone.id])).toEqual([]);
      expect(swim.id).not.toBe(made.sharedEntryId);
      expect(answers[2].citations).toEqual([swim]);
    });

    it('should export the imported answers again as they were exported, citations by their new ids', () => {
      const newIds = new Map(
        journalOf().conversations.flatMap((c, i) =>
          c.entries.map((e, j) => [
            e.id,
            [again.journal.conversations[i].entries[j].id, again.journal.conversations[i].id],
          ]),
        ),
      );
      const expected = journalOf().journalAnswers?.items.map((answer) => ({
        ...answer,
        citations: answer.citations.map((citation) => {
          const [entryId, conversationId] = newIds.get(citation.entryId) ?? [];
          return entryId
            ? { ...citation, entryId, conversationId }
            : { ...citation, entryId: expect.any(String), conversationId: expect.any(String) };
        }),
      }));

      expect(again.journal.journalAnswers).toEqual({ version: 1, items: expected });
      expect(expected?.[0].citations).toHaveLength(3);
    });

    it('should serve the imported attachments byte for byte to the importer', async () => {
      const entries = await app.gql<{
        conversations: {
          items: Array<{ entries: Array<{ file: { fileUrl: string; fileName: string } | null }> }>;
        };
      }>('{ conversations { items { entries { file { fileName fileUrl } } } } }', {}, importer.token);
      const files = await app.gql<{
        conversation: { entries: Array<{ file: { fileName: string; fileUrl: string } | null }> };
      }>(
        'query ($id: ID!) { conversation(id: $id) { entries { file { fileName fileUrl } } } }',
        { id: again.journal.conversations[0].id },
        importer.token,
      );
      const png = files.body.data?.conversation.entries[0].file;

      expect(entries.body.errors).toBeUndefined();
      expect(png?.fileName).toBe('pixel.png');
      expect((await download(app, png?.fileUrl ?? '')).bytes).toEqual(PNG_1X1);
    });

    it('should make the imported texts searchable by the importer only', async () => {
      const search = (token: string) =>
        app.gql<{ searchEntries: { total: number } }>(
          'query { searchEntries(term: "Pantheon") { total } }',
          {},
          token,
        );

      const found = (await search(owner.token)).body.data?.searchEntries.total;

      expect(found).toBeGreaterThan(0);
      expect((await search(importer.token)).body.data?.searchEntries.total).toBe(found);
      expect((await search(stranger.token)).body.data?.searchEntries.total).toBe(0);
    });

    it('should recognise the same export imported again, and ask before adding anything', async () => {
      const before = await storedState(app, importer.username);

      const result = await importJournal(app, importer.token, exported.bytes);

      const [error] = result.body.errors ?? [];
      expect(error?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'IMPORT_ALREADY_IMPORTED' });
      expect(error?.message).toMatch(
        /^You imported this journal on \d{4}-\d{2}-\d{2}\. Import it again only if/,
      );
      expect(await storedState(app, importer.username)).toEqual(before);
      // Someone else importing the same export is not asked: it is theirs to import once too.
      const other = await signUp(app);
      expect((await importJournal(app, other.token, exported.bytes)).body.errors).toBeUndefined();
    });

    it('should add a second copy when the same zip is imported again on purpose', async () => {
      const result = await importJournal(app, importer.token, exported.bytes, true);

      expect(result.body.data?.importJournal).toEqual({ conversations: 2, entries: 7, files: 3 });
      expect(await storedState(app, importer.username)).toMatchObject({
        conversations: 4,
        entries: 14,
        files: 6,
      });
    });
  });
});
