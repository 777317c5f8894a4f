import { Client } from 'pg';
import { MESSAGES } from 'src/common/messages';
import {
  INDEX_MATCHES_MAX,
  planSearch,
  RANKED_WINDOW,
  SEARCH_TOTAL_CAP,
  type SearchPlan,
} from 'src/search/search-plan';
import { type LexiconRow, showParams, toFrequency } from 'src/search/search.repository';
import { buildFindSql, buildLexiconWalkSql, buildWalkSql, LEXICON_SQL } from 'src/search/search.sql';
import { parseSearchTerm, searchTerms } from 'src/search/search-query';
import { SHOW_SQL } from 'src/search/search-show.sql';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError, expectRestError } from './support/expect-errors';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server';
import { CONTINUE, type ExchangeResult, familyAnswers, startConversation } from './support/journal-client';
import { PNG_1X1 } from './support/sample-files';
import {
  marked,
  SEARCH_QUERY as SEARCH,
  searchAs,
  type SearchHit as Result,
  type SearchPage as Page,
} from './support/search-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { restUpload } from './support/uploads';

interface RestResult {
  conversationId: string | null;
  type: string;
  noteId: string | null;
  index: number | null;
  projectName: string | null;
  snippet: string;
  timestamp: string;
}

describe('Search over your own journal', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let alice: { token: string; username: string };
  let bob: { token: string; username: string };
  let summer: ExchangeResult;
  let rosaBoats: string;
  let ezequiel: string;
  let noteId: string;
  let mapFileId: string;
  let lonelyFileId: string;

  const search = (term: string, token = alice.token, paging: { offset?: number; limit?: number } = {}) =>
    searchAs(app, token, term, paging);

  const restSearch = (body: unknown, token = alice.token) =>
    app.rest<{ results: RestResult[]; total?: number; hasMore?: boolean; message?: string }>(
      'POST',
      '/api/search',
      body,
      token,
    );

  const start = async (token: string, projectName: string, first: string, reply: string) => {
    fake.script({ reply });
    return startConversation(app, token, { projectName, answers: familyAnswers(first) });
  };

  const say = async (
    token: string,
    conversationId: string,
    message: string,
    reply: string,
    fileId?: string,
  ) => {
    fake.script({ reply });
    const response = await app.gql<{ continueConversation: ExchangeResult }>(
      CONTINUE,
      { input: { conversationId, message, fileId } },
      token,
    );
    if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
    return response.body.data.continueConversation.entry.id;
  };

  const upload = async (token: string, name: string) => {
    const response = await restUpload(app, { bytes: PNG_1X1, name, declaredType: 'image/png' }, token);
    if (!response.body.fileId) throw new Error(JSON.stringify(response.body));
    return response.body.fileId;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey, AI_MODEL: 'test-model' });
    alice = await signUp(app);
    bob = await signUp(app);

    summer = await start(
      alice.token,
      'Summer house',
      'We spent summers at the lighthouse on the cliff.',
      'The keeper polished the beacon every evening.',
    );
    rosaBoats = await say(
      alice.token,
      summer.conversation.id,
      'Rosa painted the blue boats.',
      'Tell me about the harbour.',
    );
    const note = await app.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: summer.conversation.id, content: 'Ask mum about the marmalade recipe' } },
      alice.token,
    );
    noteId = note.body.data?.addNote.id ?? '';
    mapFileId = await upload(alice.token, 'harbour-map.png');
    ezequiel = await say(
      alice.token,
      summer.conversation.id,
      'The fisherman Ezequiel mended nets.',
      'What colour were the nets?',
      mapFileId,
    );
    lonelyFileId = await upload(alice.token, 'lighthouse-at-night.png');

    await start(bob.token, 'Bob at sea', 'A lighthouse, marmalade and quixotic plans.', 'Quite a mix.');
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  describe('what is found', () => {
    it('should find a word by its beginning and mark the whole word when the term is a prefix', async () => {
      const page = await search('lighthou');
      const prompt = page.items.find((r) => r.type === 'prompt');

      expect(prompt).toMatchObject({
        conversationId: summer.conversation.id,
        entryId: summer.entry.id,
        projectName: 'Summer house',
        index: null,
        noteId: null,
      });
      expect(prompt?.snippet).toMatch(/^You: .*lighthouse on the cliff/);
      expect(marked(prompt as Result)).toEqual(['lighthouse']);
    });

    it('should find a word with a small typo and mark the word it stood for', async () => {
      const page = await search('lighthuose');
      const prompt = page.items.find((r) => r.type === 'prompt');

      expect(prompt?.conversationId).toBe(summer.conversation.id);
      expect(marked(prompt as Result)).toEqual(['lighthouse']);
    });

    it('should need every word when the term has several, wherever they are in the text', async () => {
      const both = await search('boats rosa');

      expect(both.items[0]).toMatchObject({ type: 'continuation', entryId: rosaBoats, index: 0 });
      expect(marked(both.items[0]).sort()).toEqual(['Rosa', 'boats']);
      expect((await search('marmalade zeppelinx')).total).toBe(0);
    });

    it("should find the AI's replies with the Flexi prefix and the continuation's index", async () => {
      const opening = await search('beacon');
      const continuation = await search('colour');

      expect(opening.items).toEqual([
        expect.objectContaining({ type: 'response', entryId: summer.entry.id, index: null }),
      ]);
      expect(opening.items[0].snippet).toBe('Flexi: The keeper polished the beacon every evening.');
      expect(marked(opening.items[0])).toEqual(['beacon']);
      expect(continuation.items).toEqual([
        expect.objectContaining({ type: 'continuationResponse', entryId: ezequiel, index: 1 }),
      ]);
      expect(continuation.items[0].snippet).toMatch(/^Flexi: /);
    });

    it("should show a reply's words without its Markdown, and not find the targets of its links", async () => {
      const tides = await start(
        alice.token,
        'Tides',
        'Why do tides change?',
        '**Tides** follow the [moon](https://example.com/orbit).\n\n## Kinds\n\n- Spring _tides_\n- `Neap` tides',
      );

      const page = await search('neap');

      expect(page.items).toEqual([expect.objectContaining({ type: 'response', entryId: tides.entry.id })]);
      expect(page.items[0].snippet).toBe('Flexi: Tides follow the moon. Kinds Spring tides Neap tides');
      expect(marked(page.items[0])).toEqual(['Neap']);
      expect((await search('orbit')).total).toBe(0);
    });

    it('should count continuations only when it gives a continuation index (notes in between do not count)', async () => {
      const page = await search('ezequiel');

      expect(page.items).toEqual([
        expect.objectContaining({ type: 'continuation', entryId: ezequiel, index: 1, noteId: null }),
      ]);
      expect(page.items[0].snippet).toBe('You: The fisherman Ezequiel mended nets.');
    });

    it('should find notes with their noteId', async () => {
      const page = await search('marmalade');

      expect(page.items).toEqual([
        {
          type: 'note',
          conversationId: summer.conversation.id,
          entryId: noteId,
          noteId,
          fileId: null,
          index: null,
          projectName: 'Summer house',
          snippet: 'You: Ask mum about the marmalade recipe',
          highlights: [{ start: 'You: Ask mum about the '.length, length: 'marmalade'.length }],
          createdAt: expect.any(String),
        },
      ]);
    });

    it('should find the names of files messages carry, with their conversation, marking the word inside', async () => {
      const harbour = await search('harbour');
      // An upload no message carries is found by nothing.
      const lonely = (await search('lighthouse')).items.find((r) => r.type === 'file');

      expect(harbour.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'continuationResponse', entryId: rosaBoats, index: 0 }),
          expect.objectContaining({
            type: 'file',
            fileId: mapFileId,
            conversationId: summer.conversation.id,
            entryId: ezequiel,
            index: 1,
            snippet: 'File: harbour-map.png',
          }),
        ]),
      );
      expect(marked(harbour.items.find((r) => r.type === 'file') as Result)).toEqual(['harbour']);
      expect(lonely).toBeUndefined();
      expect((await search('night')).items.map((r) => r.fileId)).not.toContain(lonelyFileId);
    });

    it('should answer the spec shape over REST, snippets as plain prefixed text', async () => {
      const response = await restSearch({ searchTerm: 'marmalade' });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        results: [
          {
            conversationId: summer.conversation.id,
            type: 'note',
            noteId,
            index: null,
            projectName: 'Summer house',
            snippet: 'You: Ask mum about the marmalade recipe',
            timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
        ],
        total: 1,
        hasMore: false,
        message: MESSAGES.searchCompleted,
      });
    });
  });

  describe('what is never found', () => {
    it("should never show another user's entries, notes or files when both wrote the same words", async () => {
      const aliceSees = await search('lighthouse');
      const bobSees = await search('lighthouse', bob.token);

      expect(aliceSees.items.map((r) => r.projectName ?? r.snippet).sort()).toEqual(['Summer house']);
      expect(bobSees.items.map((r) => r.projectName)).toEqual(['Bob at sea']);
      expect((await search('quixotic')).total).toBe(0);
      expect((await restSearch({ searchTerm: 'quixotic' })).body.results).toEqual([]);
    });

    it('should forget a conversation, its notes and its files when it is deleted', async () => {
      const doomed = await start(alice.token, 'Zeppelin trip', 'The zeppelin hovered.', 'What a zeppelin!');
      await app.gql(
        'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
        { input: { conversationId: doomed.conversation.id, content: 'zeppelin tickets in the drawer' } },
        alice.token,
      );
      const fileId = await upload(alice.token, 'zeppelin.png');
      await say(alice.token, doomed.conversation.id, 'Photo attached', 'Nice.', fileId);
      expect((await search('zeppelin')).total).toBe(4);

      await app.gql(
        'mutation ($id: ID!) { deleteConversation(id: $id) { message } }',
        { id: doomed.conversation.id },
        alice.token,
      );

      expect(await search('zeppelin')).toEqual({ total: 0, totalIsExact: true, hasMore: false, items: [] });
    });
  });

  describe('terms', () => {
    it.each([
      ['only tsquery syntax', `&|!():*'"\\`, 0],
      ['operators around a word', `lighthouse & | ! ( ) : * ' " \\ <-> ''`, 1],
      ['a quote inside a word', "marmalade's", 0],
      ['SQL', "'; DROP TABLE entries; --", 0],
    ])('should answer without error when the term holds %s', async (_case, term, atLeast) => {
      const graphql = await search(term);
      const rest = await restSearch({ searchTerm: term });

      expect(graphql.total).toBeGreaterThanOrEqual(atLeast);
      expect(rest.status).toBe(200);
      expect(rest.body.results.length).toBe(graphql.items.length);
    });

    it.each([[{ searchTerm: '' }], [{ searchTerm: '   ' }], [{}], [{ searchTerm: null }]])(
      'should answer { results: [] } without searching when the REST body is %j',
      async (body) => {
        const response = await restSearch(body);

        expect(response.status).toBe(200);
        expect(response.body).toEqual({ results: [] });
      },
    );

    it('should answer an empty page when the GraphQL term is empty', async () => {
      expect(await search('')).toEqual({ total: 0, totalIsExact: true, hasMore: false, items: [] });
    });

    it('should refuse a term over 200 characters on both transports', async () => {
      const term = 'a'.repeat(201);

      expectGraphqlError(await app.gql(SEARCH, { term }, alice.token), {
        code: 'BAD_USER_INPUT',
        message: MESSAGES.searchTermTooLong,
      });
      expectRestError(await restSearch({ searchTerm: term }), {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: MESSAGES.searchTermTooLong,
      });
      expect((await search('b'.repeat(200))).total).toBe(0);
    });

    it('should refuse a search without a token', async () => {
      expectRestError(await restSearch({ searchTerm: 'lighthouse' }, ''), {
        status: 401,
        code: 'AUTH_REQUIRED',
        message: MESSAGES.authenticationRequired,
      });
    });
  });

  describe('pages', () => {
    it.each([
      [{ limit: 51 }, 'limit must be at most 50'],
      [{ limit: 0 }, /limit/],
      [{ offset: -1 }, /offset/],
    ])('should refuse %j with BAD_USER_INPUT', async (paging, message) => {
      expectGraphqlError(await app.gql(SEARCH, { term: 'the', ...paging }, alice.token), {
        code: 'BAD_USER_INPUT',
        message,
      });
    });

    it('should refuse a REST limit over 50', async () => {
      expectRestError(await restSearch({ searchTerm: 'the', limit: 51 }), {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'limit must be at most 50',
      });
    });

    it('should page through every result once, in the same order, when asked one at a time', async () => {
      const all = await search('the', alice.token, { limit: 50 });
      const pages: Page[] = [];
      for (let offset = 0; offset < all.total; offset++)
        pages.push(await search('the', alice.token, { offset, limit: 1 }));
      const beyond = await search('the', alice.token, { offset: all.total, limit: 1 });

      expect(all.total).toBeGreaterThan(3);
      expect(pages.map((page) => page.items[0])).toEqual(all.items);
      expect(pages.map((page) => page.hasMore)).toEqual(all.items.map((_, i) => i < all.total - 1));
      expect(beyond).toEqual({ total: all.total, totalIsExact: true, hasMore: false, items: [] });
    });
  });

  describe('many results', () => {
    /** A new writer with `texts(i)` as notes i = 0 … count - 1, note i written i minutes ago. */
    const writerWithNotes = async (count: number, text: string) => {
      const writer = await signUp(app);
      const [{ id: conversationId }] = await directQuery<{ id: string }>(
        app,
        `WITH c AS (
           INSERT INTO conversations (owner_id, topic, project_name)
           SELECT id, 'familyMemories', 'Long year' FROM users WHERE username = $1 RETURNING id, owner_id
         ), e AS (
           INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_status, created_at)
           SELECT c.id, c.owner_id, 'note', i, ${text}, 'none', now() - make_interval(mins => i)
           FROM c, generate_series(0, ${count - 1}) i
         )
         SELECT id FROM c`,
        [writer.username],
      );
      return { ...writer, conversationId };
    };

    // One word in more entries than the cap: the lexicon tells, nothing is counted. Two words in every entry:
    // counted, up to the cap.
    it.each([
      ['one word', 'morning'],
      ['two words', 'morning walk'],
    ])(
      'should count up to 1,000, say the total is not exact beyond, and end the pages there (%s)',
      async (_, term) => {
        const carol = await writerWithNotes(SEARCH_TOTAL_CAP + 200, `'Morning walk number ' || i`);

        const first = await search(term, carol.token, { limit: 50 });
        const last = await search(term, carol.token, { offset: SEARCH_TOTAL_CAP - 10, limit: 50 });
        const exact = await search('walk 1005', carol.token);
        // Past the cap: no page, and still the count (one row of counts alone, from the walk's one statement).
        const beyond = await search(term, carol.token, { offset: SEARCH_TOTAL_CAP, limit: 50 });

        expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsExact: false, hasMore: true });
        expect(beyond).toMatchObject({
          total: SEARCH_TOTAL_CAP,
          totalIsExact: false,
          hasMore: false,
          items: [],
        });
        expect(first.items).toHaveLength(50);
        expect(first.items.every((item) => item.conversationId === carol.conversationId)).toBe(true);
        expect(last).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsExact: false, hasMore: false });
        expect(last.items).toHaveLength(10);
        expect(exact).toMatchObject({ total: 1, totalIsExact: true, hasMore: false });
        expect(exact.items[0].snippet).toBe('You: Morning walk number 1005');
      },
    );

    it('should rank the newest matches by relevance and list older ones after them, newest first', async () => {
      // Every note holds `lantern` once, but the 50th newest and the oldest, which hold it three times.
      const count = RANKED_WINDOW + 10;
      const dora = await writerWithNotes(
        count,
        `CASE WHEN i IN (49, ${count - 1}) THEN 'lantern lantern lantern ' || i ELSE 'lantern ' || i END`,
      );

      const first = await search('lantern', dora.token, { limit: 2 });
      const all: Result[] = [];
      for (let offset = 0; offset < count; offset += 50)
        all.push(...(await search('lantern', dora.token, { offset, limit: 50 })).items);

      expect(first.total).toBe(count);
      // The strongest of the newest first, then the others of the window newest first.
      expect(first.items.map((item) => item.snippet)).toEqual([
        'You: lantern lantern lantern 49',
        'You: lantern 0',
      ]);
      // Past the window, newest first whatever their rank: the oldest note comes last.
      expect(all.slice(RANKED_WINDOW).map((item) => item.snippet)).toEqual(
        Array.from({ length: 10 }, (_, k) => RANKED_WINDOW + k).map((i) =>
          i === count - 1 ? `You: lantern lantern lantern ${i}` : `You: lantern ${i}`,
        ),
      );
      expect(new Set(all.map((item) => item.entryId)).size).toBe(count);
    });
  });

  describe('indexes', () => {
    // The plan as run: a branch that did not run says "never executed".
    /** The plan the app makes for `term`, from the owner's lexicon. */
    const planned = async (ownerId: string, term: string) => {
      const query = parseSearchTerm(term);
      if (!query) throw new Error('no query');
      const rows = await directQuery<LexiconRow>(app, LEXICON_SQL, [ownerId, query.words]);
      const plan = planSearch(rows.map(toFrequency));
      if (!plan) throw new Error(`nothing can match ${term}`);
      return plan;
    };
    const explain = async (ownerId: string, term: string, plan: SearchPlan) => {
      const query = parseSearchTerm(term);
      if (!query) throw new Error('no query');
      const { sql, params } = buildFindSql({
        ownerId,
        terms: searchTerms(query),
        plan,
        offset: 0,
        limit: 20,
      });
      const rows = await directQuery<{ 'QUERY PLAN': string }>(
        app,
        `EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) ${sql}`,
        params,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    /**
     * EXECUTE's arguments for a PREPAREd statement (EXPLAIN EXECUTE takes no bind parameters): each value as a
     * literal of no type, which takes the type PREPARE inferred; an array as an array literal.
     */
    const executeArguments = (client: Client, params: unknown[]): string => {
      // The statements' arrays hold texts and ids (and no id, NULL).
      const element = (item: string | null) =>
        item === null ? 'NULL' : `"${item.replace(/["\\]/g, '\\$&')}"`;
      return params
        .map((value) =>
          client.escapeLiteral(
            Array.isArray(value)
              ? `{${(value as Array<string | null>).map(element).join(',')}}`
              : String(value),
          ),
        )
        .join(', ');
    };
    /**
     * The plan PostgreSQL keeps for a prepared walk (found and shown in one statement, with or without its
     * lexicon) once it stops planning each call: its generic plan, made without the parameters' values
     * (search.repository.ts prepares the walks once per connection).
     */
    const genericPlan = async (ownerId: string, term: string, plan: SearchPlan | 'chosen by the lexicon') => {
      const query = parseSearchTerm(term);
      if (!query) throw new Error('no query');
      const page = { ownerId, terms: searchTerms(query), offset: 0, limit: 20 };
      const { sql, params } =
        plan === 'chosen by the lexicon'
          ? buildLexiconWalkSql({ ...page, typed: query.words })
          : buildWalkSql({ ...page, plan });
      const client = new Client({ connectionString: app.databaseUrl });
      await client.connect();
      try {
        await client.query('SET plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE walk AS ${sql}`);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (COSTS OFF) EXECUTE walk(${executeArguments(client, params)})`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.end();
      }
    };
    /** `users` new users with `entries` entries and `files` files each; the first one's id. */
    const bulkUsers = async (prefix: string, users: number, entries: number, files: number) => {
      const [{ id }] = await directQuery<{ id: string }>(
        app,
        `WITH u AS (
           INSERT INTO users (username, email, password_hash)
           SELECT '${prefix}' || i, '${prefix}' || i || '@example.com', 'x' FROM generate_series(1, ${users}) i
           RETURNING id
         ), c AS (
           INSERT INTO conversations (owner_id, topic, project_name) SELECT id, 'familyMemories', 'Bulk' FROM u
           RETURNING id, owner_id
         ), f AS (
           INSERT INTO files (owner_id, name, mime, size, sha256, storage_key, extracted_text)
           SELECT u.id, 'scan-' || i || '.txt', 'text/plain', 1, repeat('0', 64), u.id || '/' || i,
             'page ' || i || ' ' || md5(u.id || 'a' || i)
           FROM u, generate_series(1, ${files}) i
           RETURNING id, owner_id, storage_key
         ), e AS (
           -- The first entries carry the files, one each: search finds only files an entry carries.
           INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_text, reply_status, file_id)
           SELECT c.id, c.owner_id, 'continuation', i, 'entry ' || i || ' ' || md5(c.id::text || i), 'reply ' || md5(i::text), 'complete', f.id
           FROM c CROSS JOIN generate_series(0, ${entries - 1}) i
           LEFT JOIN f ON f.owner_id = c.owner_id AND f.storage_key = c.owner_id || '/' || (i + 1)
         )
         SELECT min(id::text) AS id FROM u`,
      );
      return id;
    };
    // The plan without what never ran (a branch whose one-time filter was false).
    const executed = (plan: string) => {
      const kept: string[] = [];
      let skipBelow: number | null = null;
      for (const line of plan.split('\n')) {
        const depth = line.search(/\S/);
        if (skipBelow !== null && depth > skipBelow) continue;
        skipBelow = line.includes('never executed') ? depth : null;
        if (skipBelow === null) kept.push(line);
      }
      return kept.join('\n');
    };
    // A GIN index searched for the words, not only for the owner.
    const byWords = (index: string) =>
      new RegExp(
        `Bitmap Index Scan on "${index}"[^\\n]*\\n\\s+Index Cond: \\(\\(owner_id = [^\\n]*search_vector @@`,
      );

    it("should find a rare word's entries through the index and a common word's by the owner's newest", async () => {
      // 40 users with 250 entries and 100 files each, and one with a word in more entries than the index path
      // takes; so that the planner weighs realistic tables.
      const smallOwnerId = await bulkUsers('bulk', 40, 250, 100);
      const bigOwnerId = await bulkUsers('bulkbig', 1, INDEX_MATCHES_MAX + 500, 20);
      await directQuery(app, 'VACUUM ANALYZE entries, files');

      const rare = await planned(bigOwnerId, '1234');
      const common = await planned(bigOwnerId, 'entry');
      // `1` starts more words than the lexicon lists (numbers, hashes): a prefix, walked.
      const short = await planned(smallOwnerId, '1');
      const rarePlan = await explain(bigOwnerId, '1234', rare);
      const shortPlan = await explain(smallOwnerId, '1', short);
      const commonPlan = await explain(bigOwnerId, 'entry', common);

      expect(rare).toMatchObject({ path: 'index', count: true });
      expect(common).toMatchObject({ path: 'walk', count: false });
      // The rare word by the exact words it starts, through the GIN indexes on (owner, document).
      expect(executed(rarePlan)).toMatch(byWords('IDX_entries_search'));
      expect(executed(rarePlan)).toMatch(byWords('IDX_files_search_fts'));
      // The common one by the owner's entries newest first, until the page and the ranked window are found.
      expect(executed(commonPlan)).not.toMatch(byWords('IDX_entries_search'));
      expect(executed(commonPlan)).toMatch(/Index Scan Backward using "IDX_entries_owner_created"/);
      expect(short).toEqual({ path: 'walk', lookup: '1:*', count: true });
      expect(executed(shortPlan)).not.toMatch(byWords('IDX_entries_search'));
      expect(commonPlan).toMatch(new RegExp(`Limit \\(actual rows=${RANKED_WINDOW}[ .]`));
      for (const plan of [rarePlan, commonPlan, shortPlan])
        expect(plan).not.toMatch(/Seq Scan on (entries|files)/);
      // Prepared, the walk keeps walking when PostgreSQL plans it once for every term and owner.
      for (const walk of [common, 'chosen by the lexicon'] as const) {
        const genericWalk = await genericPlan(bigOwnerId, 'entry', walk);
        expect(genericWalk).toMatch(/Index Scan Backward using "IDX_entries_owner_created"/);
        expect(genericWalk).not.toMatch(/Seq Scan on (entries|files)|Sort Key: e(_\d+)?\.created_at/);
      }
    });

    it('should choose in the lexicon statement as planSearch does, and walk to the same page', async () => {
      const smallOwnerId = await bulkUsers('choice', 40, 250, 100);
      const bigOwnerId = await bulkUsers('choicebig', 1, INDEX_MATCHES_MAX + 500, 20);
      // One entry a minute, so that "the newest" is one set of entries, however they are read.
      await directQuery(
        app,
        `UPDATE entries e SET created_at = e.created_at - e.order_index * interval '1 minute'
           FROM users u WHERE u.id = e.owner_id AND u.username LIKE 'choice%'`,
      );
      await directQuery(app, 'VACUUM ANALYZE entries, files');
      const cases: Array<[string, string]> = [
        [bigOwnerId, 'entry'], // one common word: walked, not counted
        [bigOwnerId, 'reply entry'], // two common words: walked and counted
        [bigOwnerId, '1234'], // a rare word: the index
        [bigOwnerId, 'entry 1234'], // a common word and a rare one: the index
        [smallOwnerId, '1'], // a prefix of more words than are read: walked and counted
        [smallOwnerId, 'entry'], // common among few entries: the index
        [bigOwnerId, 'zzzz'], // found nowhere: neither (a typo's words are looked for next)
      ];
      for (const [ownerId, term] of cases) {
        const query = parseSearchTerm(term);
        if (!query) throw new Error('no query');
        const page = { ownerId, terms: searchTerms(query), offset: 0, limit: 20 };
        const statement = buildLexiconWalkSql({ ...page, typed: query.words });
        const rows = await directQuery<{
          walked: boolean;
          counted: boolean;
          lexicon: LexiconRow[];
          entry_id: string | null;
          results: number;
        }>(app, statement.sql, statement.params);
        const plan = planSearch(rows[0].lexicon.map(toFrequency));

        expect({ term, walked: rows[0].walked }).toEqual({ term, walked: plan?.path === 'walk' });
        if (plan?.path !== 'walk') {
          expect(rows).toHaveLength(1);
          expect(rows[0].entry_id).toBeNull();
          continue;
        }
        expect({ term, counted: rows[0].counted }).toEqual({ term, counted: plan.count });
        // The page and its counts, as the walk planned beforehand finds them.
        const planned = buildWalkSql({ ...page, plan });
        const walked = await directQuery<{ entry_id: string | null; results: number }>(
          app,
          planned.sql,
          planned.params,
        );
        expect(rows.map((row) => [row.entry_id, row.results])).toEqual(
          walked.map((row) => [row.entry_id, row.results]),
        );
        expect(rows[0].entry_id).not.toBeNull();
      }
    });

    it('should plan the statements a search prepares once per connection, not once per search', async () => {
      const ownerId = await bulkUsers('showplan', 1, 40, 5);
      await bulkUsers('showplanmore', 10, 250, 5);
      await directQuery(app, 'VACUUM ANALYZE entries, files');
      const query = parseSearchTerm('entry');
      if (!query) throw new Error('no query');
      const terms = searchTerms(query);
      const entries = await directQuery<{ id: string }>(
        app,
        'SELECT id FROM entries WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT 5',
        [ownerId],
      );
      const files = await directQuery<{ id: string }>(
        app,
        'SELECT id FROM files WHERE owner_id = $1 LIMIT 1',
        [ownerId],
      );
      // A page of the shape the index path finds, in its order: entries' sides and a file; short, as a rare
      // word's is.
      const page = [
        ...entries.map((entry, index) => ({
          type: 'continuation' as const,
          entry_id: entry.id,
          file_id: null as string | null,
          side: index % 2 ? ('reply' as const) : ('user' as const),
        })),
        ...files.map((file) => ({
          type: 'file' as const,
          entry_id: null as string | null,
          file_id: file.id,
          side: 'file' as const,
        })),
      ];
      const show = { sql: SHOW_SQL, params: showParams(ownerId, terms, page) };
      const lexiconWalk = buildLexiconWalkSql({ ownerId, terms, offset: 0, limit: 20, typed: query.words });
      const client = new Client({ connectionString: app.databaseUrl });
      await client.connect();
      try {
        /** The statement's cost as planned for its values and as planned without them (PREPARE's own types). */
        const costs = async (name: string, { sql, params }: { sql: string; params: unknown[] }) => {
          await client.query(`PREPARE ${name} AS ${sql}`);
          const planned = [];
          for (const mode of ['force_custom_plan', 'force_generic_plan']) {
            await client.query(`SET plan_cache_mode = ${mode}`);
            const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: { 'Total Cost': number } }> }>(
              `EXPLAIN (FORMAT JSON) EXECUTE ${name}(${executeArguments(client, params)})`,
            );
            planned.push(rows[0]['QUERY PLAN'][0].Plan['Total Cost']);
          }
          await client.query('RESET plan_cache_mode');
          return planned;
        };
        // PostgreSQL plans a prepared statement for its values five times, then keeps the plan made without
        // them unless that costs more. The values the statements' costs depend on (the writer, the page, the
        // typed words) are out of the planner's sight, so the plan made without them costs no more. (Seen with
        // them in sight: the show's plan for a short page cost 775, the one kept 1,281.)
        for (const [name, statement] of Object.entries({ lexicon_walk: lexiconWalk, show })) {
          const [forValues, without] = await costs(name, statement);
          // Within 1%: PostgreSQL adds a planning cost to the plan made for the values before it compares.
          expect({ name, costsMore: without > forValues * 1.01 }).toEqual({ name, costsMore: false });
        }

        // As the app runs the show (search.repository.ts): a named statement, prepared on its first run.
        const runs: Array<Array<{ entry_id: string | null; file_id: string | null }>> = [];
        for (let run = 0; run < 8; run++)
          runs.push((await client.query({ name: 'search-show', text: show.sql, values: show.params })).rows);
        const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
          `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'search-show'`,
        );
        expect(runs[0].map((row) => row.file_id ?? row.entry_id)).toEqual(
          page.map((row) => row.file_id ?? row.entry_id),
        );
        expect(runs.every((shown) => JSON.stringify(shown) === JSON.stringify(runs[0]))).toBe(true);
        expect([Number(rows[0].custom_plans), Number(rows[0].generic_plans)]).toEqual([5, 3]);
      } finally {
        await client.end();
      }
    });

    it("should keep an entry's search document in its row, where the walk reads it", async () => {
      const [column] = await directQuery<{ storage: string }>(
        app,
        `SELECT attstorage AS storage FROM pg_attribute
          WHERE attrelid = 'entries'::regclass AND attname = 'search_vector'`,
      );
      // MAIN: compressed in the row, out of line only when nothing else makes the row fit.
      expect(column.storage).toBe('m');
    });
  });
});
