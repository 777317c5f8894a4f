import { LIMITS } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { statementsOf } from './support/statements';
import { expectGraphqlError } from './support/expect-errors';
import { continueConversation, startConversation } from './support/journal-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';

/**
 * Conversation.entries is paged: the newest page first, older pages by `before` (keyset on the order index),
 * so a conversation of 2,000 entries opens with the same few bounded statements as one of 10.
 */

interface PagedEntry {
  id: string;
  kind: string;
  orderIndex: number;
  userText: string;
  replyStatus: string;
}

interface PagedConversation {
  id: string;
  entryCount: number;
  entries: PagedEntry[];
}

const PAGE = /* GraphQL */ `
  query ($id: ID!, $before: ID, $first: Int) {
    conversation(id: $id) {
      id
      entryCount
      entries(before: $before, first: $first) {
        id
        kind
        orderIndex
        userText
        replyStatus
      }
    }
  }
`;

// The query clients wrote before entries were paged: no arguments, so the newest 50.
const WHOLE_BEFORE_PAGING = /* GraphQL */ `
  query ($id: ID!) {
    conversation(id: $id) {
      id
      entries {
        id
        orderIndex
      }
    }
  }
`;

const ADD_NOTE = /* GraphQL */ `
  mutation ($input: AddNoteInput!) {
    addNote(input: $input) {
      id
      orderIndex
    }
  }
`;

const ENTRY_NOT_FOUND = { code: 'NOT_FOUND', message: MESSAGES.entryNotFound };

describe('Paged conversation entries', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    // The session is checked once and then trusted for the whole file, so the statements a test counts are
    // the timeline's alone, however slow the machine (with the default 10 s, a check could fall in one count
    // and not the other).
    app = await startTestApp({ SESSION_CACHE_SECONDS: '300' });
    ({ token } = await signUp(app));
  });

  afterAll(async () => {
    await app.close();
  });

  async function page(
    id: string,
    args: { before?: string | null; first?: number } = {},
    as = token,
  ): Promise<PagedConversation> {
    const result = await app.gql<{ conversation: PagedConversation }>(PAGE, { id, ...args }, as);
    if (!result.body.data?.conversation) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.conversation;
  }

  async function addNote(conversationId: string, content: string): Promise<{ id: string }> {
    const result = await app.gql<{ addNote: { id: string } }>(
      ADD_NOTE,
      { input: { conversationId, content } },
      token,
    );
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.addNote;
  }

  /** Appends `count` entries with bulk SQL (every third a note), after what the conversation holds. */
  async function seedEntries(conversationId: string, count: number): Promise<void> {
    await directQuery(
      app,
      `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_text, reply_status)
       SELECT c.id, c.owner_id,
              CASE WHEN i % 3 = 0 THEN 'note' ELSE 'continuation' END,
              last.next + i, 'seeded ' || (last.next + i),
              CASE WHEN i % 3 = 0 THEN NULL ELSE 'reply ' || (last.next + i) END,
              CASE WHEN i % 3 = 0 THEN 'none' ELSE 'complete' END
       FROM conversations c
       CROSS JOIN (SELECT COALESCE(max(order_index), -1) + 1 AS next FROM entries WHERE conversation_id = $1) last
       CROSS JOIN generate_series(0, $2 - 1) i
       WHERE c.id = $1`,
      [conversationId, count],
    );
  }

  /** Walks the timeline back from the newest page, `first` at a time; every page as the server sent it. */
  async function walkBack(id: string, first: number): Promise<PagedEntry[][]> {
    const pages: PagedEntry[][] = [];
    let before: string | null = null;
    for (;;) {
      const { entries } = await page(id, { before, first });
      pages.push(entries);
      if (entries.length < first) return pages;
      before = entries[0].id;
    }
  }

  describe('order and page boundaries', () => {
    let conversationId: string;
    let timeline: Array<{ id: string; kind: string }>;

    beforeAll(async () => {
      const { conversation, entry } = await startConversation(app, token);
      conversationId = conversation.id;
      timeline = [{ id: entry.id, kind: 'opening' }];
      for (let i = 1; i <= 6; i++) {
        const added =
          i % 2 === 0
            ? await addNote(conversationId, `note ${i}`)
            : await continueConversation(app, token, conversationId, `message ${i}`);
        timeline.push({ id: added.id, kind: i % 2 === 0 ? 'note' : 'continuation' });
      }
    });

    it('should give the whole short timeline, oldest first, notes in place, with its count', async () => {
      const conversation = await page(conversationId);

      expect(conversation.entryCount).toBe(7);
      expect(conversation.entries.map(({ id, kind }) => ({ id, kind }))).toEqual(timeline);
      expect(conversation.entries.map((e) => e.orderIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    it('should walk back page by page, each in timeline order, with no entry missed or repeated', async () => {
      const pages = await walkBack(conversationId, 3);

      expect(pages.map((entries) => entries.map((e) => e.orderIndex))).toEqual([[4, 5, 6], [1, 2, 3], [0]]);
      expect(
        pages
          .reverse()
          .flat()
          .map((e) => e.id),
      ).toEqual(timeline.map((e) => e.id));
    });

    it('should answer an empty page before the opening, and a page that ends exactly at the start', async () => {
      expect((await page(conversationId, { before: timeline[0].id })).entries).toEqual([]);
      expect(
        (await page(conversationId, { before: timeline[3].id, first: 3 })).entries.map((e) => e.id),
      ).toEqual(timeline.slice(0, 3).map((e) => e.id));
    });

    it('should keep answering the query written before paging, as the newest page', async () => {
      const result = await app.gql<{ conversation: { entries: Array<{ orderIndex: number }> } }>(
        WHOLE_BEFORE_PAGING,
        { id: conversationId },
        token,
      );

      expect(result.body.data?.conversation.entries.map((e) => e.orderIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });
  });

  describe('what the writing operations answer', () => {
    it('should show a continuation at the end of the newest page of its exchange, with the new count', async () => {
      const { conversation } = await startConversation(app, token);
      await addNote(conversation.id, 'Counted too');
      const result = await app.gql<{
        continueConversation: { entry: { id: string }; conversation: PagedConversation };
      }>(
        `mutation ($input: ContinueConversationInput!) {
           continueConversation(input: $input) {
             entry { id }
             conversation { id entryCount entries(first: 3) { id kind orderIndex userText replyStatus } }
           }
         }`,
        { input: { conversationId: conversation.id, message: 'The ferry at dawn' } },
        token,
      );

      const exchange = result.body.data?.continueConversation;
      expect(exchange?.conversation.entryCount).toBe(3);
      expect(exchange?.conversation.entries.map((e) => [e.kind, e.orderIndex])).toEqual([
        ['opening', 0],
        ['note', 1],
        ['continuation', 2],
      ]);
      expect(exchange?.conversation.entries[2]).toMatchObject({
        id: exchange?.entry.id,
        userText: 'The ferry at dawn',
        replyStatus: 'complete',
      });
    });

    it('should show a retried reply in place, the count unchanged', async () => {
      const { conversation } = await startConversation(app, token);
      const failed = await continueConversation(app, token, conversation.id, 'Ask me again');
      await addNote(conversation.id, 'Written after the failed reply');
      await directQuery(app, `UPDATE entries SET reply_status = 'failed', reply_text = NULL WHERE id = $1`, [
        failed.id,
      ]);

      const result = await app.gql<{ retryReply: { conversation: PagedConversation } }>(
        `mutation ($id: ID!) {
           retryReply(entryId: $id) {
             conversation { id entryCount entries { id kind orderIndex userText replyStatus } }
           }
         }`,
        { id: failed.id },
        token,
      );

      const retried = result.body.data?.retryReply.conversation;
      expect(retried?.entryCount).toBe(3);
      expect(retried?.entries.map((e) => [e.kind, e.replyStatus])).toEqual([
        ['opening', 'complete'],
        ['continuation', 'complete'],
        ['note', 'none'],
      ]);
    });

    it('should start a conversation whose exchange shows its opening and a timeline of one', async () => {
      const result = await app.gql<{
        startConversation: {
          entry: { id: string };
          conversation: PagedConversation & { opening: { id: string } };
        };
      }>(
        `mutation ($input: StartConversationInput!) {
           startConversation(input: $input) {
             entry { id }
             conversation { id entryCount opening { id } entries { id kind orderIndex userText replyStatus } }
           }
         }`,
        {
          input: {
            topic: 'familyMemories',
            projectName: 'Ferry',
            answers: [
              { questionId: 'q1', answer: 'The ferry' },
              { questionId: 'q2', answer: 'Rosa' },
            ],
          },
        },
        token,
      );

      const exchange = result.body.data?.startConversation;
      expect(exchange?.conversation.entryCount).toBe(1);
      expect(exchange?.conversation.opening.id).toBe(exchange?.entry.id);
      expect(exchange?.conversation.entries.map((e) => e.id)).toEqual([exchange?.entry.id]);
    });
  });

  describe('page size', () => {
    let conversationId: string;

    beforeAll(async () => {
      ({
        conversation: { id: conversationId },
      } = await startConversation(app, token));
      await seedEntries(conversationId, 249);
    });

    it(`should give the newest ${LIMITS.entriesPageDefault} by default and at most ${LIMITS.entriesPageMax} when asked`, async () => {
      const newest = await page(conversationId);
      const largest = await page(conversationId, { first: LIMITS.entriesPageMax });
      const one = await page(conversationId, { first: 1 });

      expect(newest.entryCount).toBe(250);
      expect(newest.entries.map((e) => e.orderIndex)).toEqual(range(200, 250));
      expect(largest.entries.map((e) => e.orderIndex)).toEqual(range(50, 250));
      expect(one.entries.map((e) => e.orderIndex)).toEqual([249]);
    });

    it.each([0, -1, LIMITS.entriesPageMax + 1, 10_000])(
      'should refuse first = %p as bad input, naming the bounds',
      async (first) => {
        const result = await app.gql(PAGE, { id: conversationId, first }, token);

        expectGraphqlError(result, { code: 'BAD_USER_INPUT', message: MESSAGES.entriesPageRule });
      },
    );
  });

  describe('cursors', () => {
    let conversationId: string;
    let otherConversationEntry: string;
    let strangersEntry: string;
    let stranger: string;

    beforeAll(async () => {
      ({
        conversation: { id: conversationId },
      } = await startConversation(app, token));
      ({
        entry: { id: otherConversationEntry },
      } = await startConversation(app, token));
      ({ token: stranger } = await signUp(app));
      ({
        entry: { id: strangersEntry },
      } = await startConversation(app, stranger));
    });

    it.each([
      ['not an id at all', () => 'not-a-uuid'],
      ['empty', () => ''],
      ['an id no entry has', () => '00000000-0000-4000-8000-000000000000'],
      ['an entry of another of my conversations', () => otherConversationEntry],
      ["another user's entry", () => strangersEntry],
    ])('should answer "not found" for a cursor that is %s', async (_case, before) => {
      const result = await app.gql(PAGE, { id: conversationId, before: before() }, token);

      expectGraphqlError(result, ENTRY_NOT_FOUND);
    });

    it("should not page another user's conversation, whatever the cursor", async () => {
      const [{ conversationId: strangersConversation }] = await directQuery<{ conversationId: string }>(
        app,
        'SELECT conversation_id AS "conversationId" FROM entries WHERE id = $1',
        [strangersEntry],
      );

      for (const before of [null, strangersEntry]) {
        const result = await app.gql(PAGE, { id: strangersConversation, before }, token);
        expectGraphqlError(result, { code: 'NOT_FOUND', message: MESSAGES.conversationNotFound });
      }
    });
  });

  describe('lists of conversations', () => {
    let lister: string;

    beforeAll(async () => {
      ({ token: lister } = await signUp(app));
      for (let i = 0; i < 20; i++) {
        const { conversation } = await startConversation(app, lister);
        await seedEntries(conversation.id, i);
      }
    });

    const list = (fields: string) =>
      app.gql<{
        conversations: { items: Array<{ id: string; entryCount?: number; entries?: PagedEntry[] }> };
      }>(`query { conversations(limit: 20) { items { id ${fields} } } }`, {}, lister);

    it('should page every listed conversation, and count its entries, with one statement each for all 20', async () => {
      const plain = await statementsOf(app, () => list(''));
      let answer: Awaited<ReturnType<typeof list>> | undefined;
      const paged = await statementsOf(app, async () => {
        answer = await list('entryCount entries(first: 3) { id kind orderIndex userText replyStatus }');
      });

      const items = answer?.body.data?.conversations.items ?? [];
      expect(items).toHaveLength(20);
      for (const item of items) {
        // The i-th conversation started (20 - 1 - its place, most recent first) holds 1 + i entries.
        const count = item.entryCount ?? 0;
        expect(item.entries?.map((e) => e.orderIndex)).toEqual(range(Math.max(0, count - 3), count));
      }
      expect(items.map((item) => item.entryCount)).toEqual(range(1, 21).reverse());
      expect(paged.length - plain.length).toBe(2);
    });
  });

  describe('a conversation of 2,000 entries', () => {
    let longId: string;
    let shortId: string;

    beforeAll(async () => {
      ({
        conversation: { id: longId },
      } = await startConversation(app, token));
      await seedEntries(longId, 1999);
      ({
        conversation: { id: shortId },
      } = await startConversation(app, token));
      await seedEntries(shortId, 9);
      // Other people's journals around it (40 users, 1,000 entries each), so the planner weighs a realistic
      // table: with a few thousand rows in all, reading the whole table is rightly the cheaper plan.
      await directQuery(
        app,
        `WITH u AS (
           INSERT INTO users (username, email, password_hash)
           SELECT 'paged' || i, 'paged' || i || '@example.com', 'x' FROM generate_series(1, 40) i
           RETURNING id
         ), c AS (
           INSERT INTO conversations (owner_id, topic, project_name) SELECT id, 'familyMemories', 'Bulk' FROM u
           RETURNING id, owner_id
         )
         INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_status)
         SELECT c.id, c.owner_id, 'note', i, 'note ' || i, 'none' FROM c, generate_series(0, 999) i`,
      );
      await directQuery(app, 'VACUUM ANALYZE entries');
    });

    it('should open with the newest 50 and the count, in the same statements as a conversation of 10', async () => {
      let long: PagedConversation | undefined;
      const longStatements = await statementsOf(app, async () => (long = await page(longId)));
      const shortStatements = await statementsOf(app, () => page(shortId));

      expect(long?.entryCount).toBe(2000);
      expect(long?.entries.map((e) => e.orderIndex)).toEqual(range(1950, 2000));
      expect(longStatements.map((s) => s.sql)).toEqual(shortStatements.map((s) => s.sql));
      expect(longStatements.length).toBeLessThanOrEqual(8);
    });

    it('should load a page deep in the past in the same bounded statements, and walk back to the start', async () => {
      const deep = await page(longId, { first: 200 });
      const cursor = (await page(longId, { before: deep.entries[0].id, first: 200 })).entries[0];
      const newestStatements = await statementsOf(app, () => page(longId));

      let older: PagedConversation | undefined;
      const olderStatements = await statementsOf(
        app,
        async () => (older = await page(longId, { before: cursor.id })),
      );

      expect(cursor.orderIndex).toBe(1600);
      expect(older?.entries.map((e) => e.orderIndex)).toEqual(range(1550, 1600));
      // One statement more than the newest page: looking up the cursor.
      expect(olderStatements.length).toBe(newestStatements.length + 1);

      const pages = await walkBack(longId, LIMITS.entriesPageMax);
      expect(pages).toHaveLength(11);
      expect(
        pages
          .reverse()
          .flat()
          .map((e) => e.orderIndex),
      ).toEqual(range(0, 2000));
    });

    it('should read a page by walking the (conversation, order) index backwards, never the whole conversation', async () => {
      const statements = await statementsOf(app, () => page(longId, { first: 50 }));
      const pageStatement = statements.find((s) => s.sql.includes('CROSS JOIN LATERAL'));
      if (!pageStatement) throw new Error('no page statement');

      const plan = (
        await directQuery<{ 'QUERY PLAN': string }>(
          app,
          `EXPLAIN (ANALYZE, COSTS OFF) ${pageStatement.sql}`,
          pageStatement.params,
        )
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');

      expect(plan).toMatch(
        /Index Scan Backward using "IDX_entries_conversation_order" on entries x \(actual time=[^)]* rows=50(\.00)? loops=1\)/,
      );
      expect(plan).not.toMatch(/Seq Scan on entries/);
    });

    it('should still give REST clients the whole conversation, as the spec shapes it', async () => {
      const result = await app.rest<{ conversations: Array<{ _id: string; continuations: unknown[] }> }>(
        'GET',
        '/api/conversations?limit=100',
        undefined,
        token,
      );

      const long = result.body.conversations.find((c) => c._id === longId);
      const [{ continuations }] = await directQuery<{ continuations: number }>(
        app,
        `SELECT count(*)::int AS continuations FROM entries WHERE conversation_id = $1 AND kind = 'continuation'`,
        [longId],
      );
      expect(long?.continuations).toHaveLength(continuations);
      expect(continuations).toBeGreaterThan(1000);
    });
  });
});

/** from, from + 1, …, to - 1 */
function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
