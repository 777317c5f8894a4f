import { randomUUID } from 'node:crypto';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError, expectNoServerError, expectRestError } from './support/expect-errors';
import { continueConversation, startConversation } from './support/journal-client';
import { PNG_1X1 } from './support/sample-files';
import { signUp, startTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';
import { restUpload } from './support/uploads';

const SHARE_ENTRY = /* GraphQL */ `
  mutation ($entryId: ID!) {
    shareEntry(entryId: $entryId) {
      url
      entryId
      conversationId
      kind
      continuationIndex
      noteId
      projectName
      sharedAt
    }
  }
`;
const UNSHARE_ENTRY = 'mutation ($entryId: ID!) { unshareEntry(entryId: $entryId) { message } }';
const MY_SHARES = /* GraphQL */ `
  query ($offset: Int, $limit: Int) {
    myShares(offset: $offset, limit: $limit) {
      total
      hasMore
      items {
        entryId
        kind
        continuationIndex
        noteId
        url
      }
    }
  }
`;
const SHARED_ENTRY = /* GraphQL */ `
  query ($conversationId: ID!, $continuationIndex: Int, $noteId: ID) {
    sharedEntry(conversationId: $conversationId, continuationIndex: $continuationIndex, noteId: $noteId) {
      conversationId
      projectName
      kind
      continuationIndex
      noteId
      url
      mine
      authorName
      entry {
        id
        kind
        userText
        replyText
        shared
        file {
          fileName
          fileUrl
        }
      }
    }
  }
`;

interface Journal {
  conversationId: string;
  openingId: string;
  /** Continuation ids by position: [0] and [1]; a note sits between them in the timeline. */
  continuations: string[];
  noteId: string;
}

interface User {
  token: string;
  username: string;
}

const NOT_SHARED = { status: 404, code: 'SHARED_POST_NOT_FOUND', message: MESSAGES.sharedPostNotFound };
const NO_CONVERSATION = {
  status: 404,
  code: 'CONVERSATION_NOT_FOUND',
  message: MESSAGES.conversationNotFound,
};
const NO_ENTRY = { status: 404, code: 'ENTRY_NOT_FOUND', message: MESSAGES.entryNotFound };

describe('Sharing single entries by link', () => {
  let app: TestApp;
  let owner: User;
  let viewer: User;
  let stranger: User;

  /** An opening (with a file), continuation 0, a note, continuation 1. */
  const journal = async (user: User = owner, projectName = 'Summer house'): Promise<Journal> => {
    const upload = await restUpload(
      app,
      { bytes: PNG_1X1, name: 'cliff.png', declaredType: 'image/png' },
      user.token,
    );
    const { conversation, entry } = await startConversation(app, user.token, {
      projectName,
      fileId: upload.body.fileId,
    });
    const first = await continueConversation(app, user.token, conversation.id, 'Rosa painted the boats.');
    const note = await app.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: conversation.id, content: 'Ask mum about the blue boat' } },
      user.token,
    );
    const second = await continueConversation(app, user.token, conversation.id, 'Ezequiel mended the nets.');
    return {
      conversationId: conversation.id,
      openingId: entry.id,
      continuations: [first.id, second.id],
      noteId: note.body.data?.addNote.id ?? '',
    };
  };

  const mark = (conversationId: string, body: unknown = {}, token = owner.token) =>
    app.rest<{ message: string; url: string }>('POST', `/api/share/mark/${conversationId}`, body, token);
  const unmark = (conversationId: string, body: unknown = {}, token = owner.token) =>
    app.rest<{ message: string }>('DELETE', `/api/share/mark/${conversationId}`, body, token);
  const view = (path: string, token = viewer.token) =>
    app.rest<Record<string, unknown>>('GET', `/api/share/post/${path}`, undefined, token);

  /** What the viewer gets for each route of a journal: 200 or 404. */
  const visibility = async (j: Journal, token = viewer.token) => ({
    post: (await view(j.conversationId, token)).status,
    continuation0: (await view(`${j.conversationId}/0`, token)).status,
    continuation1: (await view(`${j.conversationId}/1`, token)).status,
    note: (await view(`${j.conversationId}/note/${j.noteId}`, token)).status,
  });
  const HIDDEN = { post: 404, continuation0: 404, continuation1: 404, note: 404 };

  beforeAll(async () => {
    app = await startTestApp();
    [owner, viewer, stranger] = await Promise.all([signUp(app), signUp(app), signUp(app)]);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('a viewer sees exactly what the owner marked', () => {
    it('should show nothing when nothing is shared', async () => {
      expect(await visibility(await journal())).toEqual(HIDDEN);
    });

    it('should show the opening only, with a file URL that works for the viewer, when the post is marked', async () => {
      const j = await journal();

      const marked = await mark(j.conversationId, {});

      expect(marked.status).toBe(200);
      expect(marked.body).toEqual({
        message: 'Post shared successfully',
        url: `${TEST_PUBLIC_URL}/#/share/post/${j.conversationId}`,
      });
      expect(await visibility(j)).toEqual({ ...HIDDEN, post: 200 });
      const post = await view(j.conversationId);
      expect(post.body).toMatchObject({
        _id: j.conversationId,
        projectName: 'Summer house',
        prompt: expect.stringContaining('lighthouse'),
        response: expect.any(String),
        file: { fileName: 'cliff.png', fileType: 'image/png', fileUrl: expect.stringMatching(/^\/files\//) },
        timestamp: expect.stringMatching(/^\d{4}-/),
        continuations: [],
      });
      const download = await fetch(`${app.baseUrl}${(post.body.file as { fileUrl: string }).fileUrl}`);
      expect(download.status).toBe(200);
    });

    it('should show that continuation only, at its index, when one continuation is marked', async () => {
      const j = await journal();

      const marked = await mark(j.conversationId, { continuationIndex: 1 });

      expect(marked.body.url).toBe(`${TEST_PUBLIC_URL}/#/share/post/${j.conversationId}/1`);
      expect(await visibility(j)).toEqual({ ...HIDDEN, continuation1: 200 });
      const shared = await view(`${j.conversationId}/1`);
      expect(shared.body).toMatchObject({
        _id: j.conversationId,
        projectName: 'Summer house',
        prompt: null,
        response: null,
        file: null,
        continuationIndex: 1,
        continuations: [null, { _id: j.continuations[1], message: 'Ezequiel mended the nets.' }],
      });
    });

    it('should show that note only when a note is marked', async () => {
      const j = await journal();

      const marked = await mark(j.conversationId, { noteId: j.noteId });

      expect(marked.body.url).toBe(`${TEST_PUBLIC_URL}/#/share/post/${j.conversationId}/note/${j.noteId}`);
      expect(await visibility(j)).toEqual({ ...HIDDEN, note: 200 });
      expect((await view(`${j.conversationId}/note/${j.noteId}`)).body).toEqual({
        _id: j.conversationId,
        noteId: j.noteId,
        projectName: 'Summer house',
        prompt: 'Ask mum about the blue boat',
        response: null,
        file: null,
        timestamp: expect.stringMatching(/^\d{4}-/),
        continuations: [],
      });
    });

    it('should hide it again when it is unshared, and stay idempotent', async () => {
      const j = await journal();
      const stamps = () =>
        directQuery<{ shared_at: Date; updated_at: Date }>(
          app,
          'SELECT shared_at, updated_at FROM entries WHERE id = $1',
          [j.continuations[0]],
        );
      const [before] = await stamps();
      await mark(j.conversationId, { continuationIndex: 0 });
      const [first] = await stamps();
      await mark(j.conversationId, { continuationIndex: 0 });
      expect(await visibility(j)).toEqual({ ...HIDDEN, continuation0: 200 });
      // Marking again keeps the first time; the entry's own updated_at (reply bookkeeping) never moves.
      expect(await stamps()).toEqual([{ shared_at: first.shared_at, updated_at: before.updated_at }]);

      const removed = await unmark(j.conversationId, { continuationIndex: 0 });

      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: MESSAGES.postUnshared });
      expect(await visibility(j)).toEqual(HIDDEN);
      expect((await unmark(j.conversationId, { continuationIndex: 0 })).status).toBe(200);
    });

    it('should always show the owner their own entries, shared or not', async () => {
      const j = await journal();

      expect(await visibility(j, owner.token)).toEqual({
        post: 200,
        continuation0: 200,
        continuation1: 200,
        note: 200,
      });
    });

    it('should name the writer by the display name they chose, never by their username', async () => {
      const writer = await signUp(app);
      const j = await journal(writer);
      await mark(j.conversationId, {}, writer.token);
      const seen = () =>
        app.gql<{ sharedEntry: { authorName: string | null } }>(
          SHARED_ENTRY,
          { conversationId: j.conversationId },
          viewer.token,
        );

      const before = await seen();
      await app.gql(
        'mutation { updateProfile(input: { displayName: "Marta Rosa" }) { profile { displayName } } }',
        {},
        writer.token,
      );
      const after = await seen();

      expect(before.body.data?.sharedEntry.authorName).toBeNull();
      expect(after.body.data?.sharedEntry.authorName).toBe('Marta Rosa');
      expect(JSON.stringify(before.body)).not.toContain(writer.username);
    });

    it('should answer the same through GraphQL, with a signed file URL and who owns it', async () => {
      const j = await journal();
      const link = await app.gql<{ shareEntry: Record<string, unknown> }>(
        SHARE_ENTRY,
        { entryId: j.openingId },
        owner.token,
      );

      expect(link.body.data?.shareEntry).toEqual({
        url: `${TEST_PUBLIC_URL}/#/share/post/${j.conversationId}`,
        entryId: j.openingId,
        conversationId: j.conversationId,
        kind: 'opening',
        continuationIndex: null,
        noteId: null,
        projectName: 'Summer house',
        sharedAt: expect.any(String),
      });
      const seen = await app.gql<{ sharedEntry: { mine: boolean; entry: { file: { fileUrl: string } } } }>(
        SHARED_ENTRY,
        { conversationId: j.conversationId },
        viewer.token,
      );
      expect(seen.body.data?.sharedEntry).toMatchObject({
        conversationId: j.conversationId,
        kind: 'opening',
        mine: false,
        entry: { id: j.openingId, kind: 'opening', shared: true, file: { fileName: 'cliff.png' } },
      });
      expect((await fetch(`${app.baseUrl}${seen.body.data?.sharedEntry.entry.file.fileUrl}`)).status).toBe(
        200,
      );
      expectGraphqlError(
        await app.gql(SHARED_ENTRY, { conversationId: j.conversationId, continuationIndex: 0 }, viewer.token),
        { code: 'NOT_FOUND', message: MESSAGES.sharedPostNotFound },
      );

      const continuation = await app.gql<{ shareEntry: Record<string, unknown> }>(
        SHARE_ENTRY,
        { entryId: j.continuations[1] },
        owner.token,
      );
      expect(continuation.body.data?.shareEntry).toMatchObject({
        kind: 'continuation',
        continuationIndex: 1,
        url: `${TEST_PUBLIC_URL}/#/share/post/${j.conversationId}/1`,
      });
      const note = await app.gql<{ shareEntry: Record<string, unknown> }>(
        SHARE_ENTRY,
        { entryId: j.noteId },
        owner.token,
      );
      expect(note.body.data?.shareEntry).toMatchObject({
        kind: 'note',
        noteId: j.noteId,
        continuationIndex: null,
      });
      const seenNote = await app.gql(
        SHARED_ENTRY,
        { conversationId: j.conversationId, noteId: j.noteId },
        viewer.token,
      );
      expect(seenNote.body.data).toMatchObject({
        sharedEntry: { entry: { userText: 'Ask mum about the blue boat' } },
      });

      expect((await app.gql(UNSHARE_ENTRY, { entryId: j.noteId }, owner.token)).body.data).toEqual({
        unshareEntry: { message: MESSAGES.postUnshared },
      });
      expect(await visibility(j)).toEqual({ ...HIDDEN, post: 200, continuation1: 200 });
    });
  });

  describe('only the owner marks', () => {
    it("should answer 404 and change nothing when a stranger marks or unmarks someone else's entries", async () => {
      const j = await journal();
      await mark(j.conversationId, { continuationIndex: 0 });

      for (const body of [{}, { continuationIndex: 1 }, { noteId: j.noteId }]) {
        expectRestError(await mark(j.conversationId, body, stranger.token), NO_CONVERSATION);
      }
      expectRestError(
        await unmark(j.conversationId, { continuationIndex: 0 }, stranger.token),
        NO_CONVERSATION,
      );
      for (const entryId of [j.openingId, j.continuations[0], j.noteId]) {
        for (const mutation of [SHARE_ENTRY, UNSHARE_ENTRY]) {
          expectGraphqlError(await app.gql(mutation, { entryId }, stranger.token), {
            code: 'NOT_FOUND',
            message: MESSAGES.entryNotFound,
          });
        }
      }

      expect(await visibility(j)).toEqual({ ...HIDDEN, continuation0: 200 });
    });

    it('should refuse every share route and operation without a token', async () => {
      const j = await journal();
      await mark(j.conversationId, {});
      const anonymous = [
        await mark(j.conversationId, {}, ''),
        await unmark(j.conversationId, {}, ''),
        await view(j.conversationId, ''),
        await view(`${j.conversationId}/0`, ''),
        await view(`${j.conversationId}/note/${j.noteId}`, ''),
      ];

      anonymous.forEach((response) =>
        expectRestError(response, {
          status: 401,
          code: 'AUTH_REQUIRED',
          message: MESSAGES.authenticationRequired,
        }),
      );
      for (const [query, variables] of [
        [SHARE_ENTRY, { entryId: j.openingId }],
        [UNSHARE_ENTRY, { entryId: j.openingId }],
        [MY_SHARES, {}],
        [SHARED_ENTRY, { conversationId: j.conversationId }],
      ] as const) {
        expectGraphqlError(await app.gql(query, variables), {
          code: 'UNAUTHENTICATED',
          message: MESSAGES.authenticationRequired,
        });
      }
    });
  });

  describe('bad addresses', () => {
    let j: Journal;
    let other: Journal;

    beforeAll(async () => {
      j = await journal();
      other = await journal();
      await Promise.all([
        mark(j.conversationId, {}),
        mark(j.conversationId, { continuationIndex: 0 }),
        mark(j.conversationId, { continuationIndex: 1 }),
        mark(j.conversationId, { noteId: j.noteId }),
        mark(other.conversationId, { noteId: other.noteId }),
      ]);
    });

    it.each([
      ['a malformed post id', () => 'not-a-uuid'],
      ['an unknown post id', () => randomUUID()],
      ['a word as index', () => `${j.conversationId}/abc`],
      ['a negative index', () => `${j.conversationId}/-1`],
      ['a fractional index', () => `${j.conversationId}/1.5`],
      ['an index past the last continuation', () => `${j.conversationId}/2`],
      ['a huge index', () => `${j.conversationId}/99999999999999999999`],
      ['a malformed note id', () => `${j.conversationId}/note/not-a-uuid`],
      ['an unknown note id', () => `${j.conversationId}/note/${randomUUID()}`],
      ["a continuation's id as note id", () => `${j.conversationId}/note/${j.continuations[0]}`],
      ["another conversation's note", () => `${j.conversationId}/note/${other.noteId}`],
      ['a missing note id', () => `${j.conversationId}/note`],
    ])('should answer 404 Shared post not found when viewing %s', async (_case, path) => {
      expectRestError(await view(path()), NOT_SHARED);
    });

    const BAD_INDEX = {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'continuationIndex must be a whole number, 0 or more',
    };

    it.each<
      [string, () => [string, Record<string, unknown>], { status: number; code: string; message: string }]
    >([
      ['a malformed conversation id', () => ['not-a-uuid', {}], NO_CONVERSATION],
      ['an unknown conversation id', () => [randomUUID(), {}], NO_CONVERSATION],
      ['an index past the last continuation', () => [j.conversationId, { continuationIndex: 2 }], NO_ENTRY],
      ['a malformed note id', () => [j.conversationId, { noteId: 'x' }], NO_ENTRY],
      ['an unknown note id', () => [j.conversationId, { noteId: randomUUID() }], NO_ENTRY],
      ["a continuation's id as note id", () => [j.conversationId, { noteId: j.continuations[0] }], NO_ENTRY],
      ["another conversation's note", () => [j.conversationId, { noteId: other.noteId }], NO_ENTRY],
      ['a negative index', () => [j.conversationId, { continuationIndex: -1 }], BAD_INDEX],
      ['a fractional index', () => [j.conversationId, { continuationIndex: 0.5 }], BAD_INDEX],
      ['a text index', () => [j.conversationId, { continuationIndex: 'one' }], BAD_INDEX],
      [
        'both an index and a note',
        () => [j.conversationId, { continuationIndex: 0, noteId: j.noteId }],
        { status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.shareTargetAmbiguous },
      ],
    ])('should refuse marking %s', async (_case, args, expected) => {
      const [conversationId, body] = args();

      expectRestError(await mark(conversationId, body), expected);
      expectRestError(await unmark(conversationId, body), expected);
    });

    it('should share the opening when the spec client sends both keys empty', async () => {
      const fresh = await journal();

      await mark(fresh.conversationId, { continuationIndex: null, noteId: null });

      expect(await visibility(fresh)).toEqual({ ...HIDDEN, post: 200 });
    });

    it.each([
      ['a malformed conversation id', { conversationId: 'x' }, 'NOT_FOUND', MESSAGES.sharedPostNotFound],
      ['a negative index', { continuationIndex: -1 }, 'NOT_FOUND', MESSAGES.sharedPostNotFound],
      ['a malformed note id', { noteId: 'x' }, 'NOT_FOUND', MESSAGES.sharedPostNotFound],
      [
        'both an index and a note',
        { continuationIndex: 0, noteId: randomUUID() },
        'BAD_USER_INPUT',
        MESSAGES.shareTargetAmbiguous,
      ],
    ])('should answer %s in sharedEntry with %s', async (_case, variables, code, message) => {
      expectGraphqlError(
        await app.gql(SHARED_ENTRY, { conversationId: j.conversationId, ...variables }, viewer.token),
        {
          code,
          message,
        },
      );
    });

    it('should answer a malformed entry id in shareEntry with NOT_FOUND', async () => {
      expectGraphqlError(await app.gql(SHARE_ENTRY, { entryId: 'nope' }, owner.token), {
        code: 'NOT_FOUND',
        message: MESSAGES.entryNotFound,
      });
    });
  });

  describe('listing and deleting', () => {
    it("should list only the caller's shares, most recent first, in bounded pages", async () => {
      const lister = await signUp(app);
      const mine = await journal(lister);
      const theirs = await journal(viewer);
      await mark(mine.conversationId, {}, lister.token);
      await mark(mine.conversationId, { noteId: mine.noteId }, lister.token);
      await mark(theirs.conversationId, {}, viewer.token);

      const page = await app.gql<{
        myShares: { total: number; hasMore: boolean; items: Array<Record<string, unknown>> };
      }>(MY_SHARES, { limit: 1 }, lister.token);
      const all = await app.gql<{ myShares: { items: Array<Record<string, unknown>> } }>(
        MY_SHARES,
        {},
        lister.token,
      );

      expect(page.body.data?.myShares).toMatchObject({ total: 2, hasMore: true });
      expect(all.body.data?.myShares.items).toEqual([
        {
          entryId: mine.noteId,
          kind: 'note',
          continuationIndex: null,
          noteId: mine.noteId,
          url: `${TEST_PUBLIC_URL}/#/share/post/${mine.conversationId}/note/${mine.noteId}`,
        },
        {
          entryId: mine.openingId,
          kind: 'opening',
          continuationIndex: null,
          noteId: null,
          url: `${TEST_PUBLIC_URL}/#/share/post/${mine.conversationId}`,
        },
      ]);
      expectGraphqlError(await app.gql(MY_SHARES, { limit: 101 }, lister.token), {
        code: 'BAD_USER_INPUT',
        message: 'limit must be at most 100',
      });
    });

    it('should remove the shares of a conversation when it is deleted', async () => {
      const deleter = await signUp(app);
      const j = await journal(deleter);
      await mark(j.conversationId, {}, deleter.token);
      await mark(j.conversationId, { continuationIndex: 1 }, deleter.token);
      expect(await visibility(j)).toEqual({ ...HIDDEN, post: 200, continuation1: 200 });

      const deleted = await app.gql(
        'mutation ($id: ID!) { deleteConversation(id: $id) { message } }',
        { id: j.conversationId },
        deleter.token,
      );
      expectNoServerError(deleted);

      expect(await visibility(j)).toEqual(HIDDEN);
      const shares = await app.gql<{ myShares: { total: number } }>(MY_SHARES, {}, deleter.token);
      expect(shares.body.data?.myShares.total).toBe(0);
    });
  });
});
