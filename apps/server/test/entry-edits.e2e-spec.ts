import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError } from './support/expect-errors';
import { continueConversation, familyAnswers, startConversation } from './support/journal-client';
import { PNG_1X1 } from './support/sample-files';
import { searchAs } from './support/search-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { restUpload } from './support/uploads';

const EDIT = /* GraphQL */ `
  mutation ($id: ID!, $text: String, $answers: [AnswerInput!]) {
    editEntry(id: $id, text: $text, answers: $answers) {
      id
      kind
      userText
      answers {
        questionId
        answer
      }
      replyText
      editedAt
      createdAt
      file {
        id
      }
    }
  }
`;
const DELETE = 'mutation ($id: ID!) { deleteEntry(id: $id) { message } }';
const TIMELINE = /* GraphQL */ `
  query ($id: ID!) {
    conversation(id: $id) {
      entries {
        id
        kind
        orderIndex
        userText
        replyText
        editedAt
      }
    }
  }
`;

interface EditedEntry {
  id: string;
  kind: string;
  userText: string;
  answers: Array<{ questionId: string; answer: string }> | null;
  replyText: string | null;
  editedAt: string | null;
  createdAt: string;
  file: { id: string } | null;
}

interface TimelineEntry {
  id: string;
  kind: string;
  orderIndex: number;
  userText: string;
  replyText: string | null;
  editedAt: string | null;
}

type User = Awaited<ReturnType<typeof signUp>>;

describe('Entries you own: editEntry and deleteEntry', () => {
  let app: TestApp;
  let owner: User;
  let stranger: User;

  const edit = (variables: Record<string, unknown>, token = owner.token) =>
    app.gql<{ editEntry: EditedEntry }>(EDIT, variables, token);
  const remove = (id: string, token = owner.token) =>
    app.gql<{ deleteEntry: { message: string } }>(DELETE, { id }, token);
  const timeline = async (conversationId: string, token = owner.token) => {
    const result = await app.gql<{ conversation: { entries: TimelineEntry[] } }>(
      TIMELINE,
      { id: conversationId },
      token,
    );
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.conversation.entries;
  };
  const addNote = async (conversationId: string, content: string) => {
    const result = await app.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId, content } },
      owner.token,
    );
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.addNote.id;
  };
  /** A new conversation whose first message carries an image: the conversation, the message and the file. */
  const messageWithFile = async (message: string, fileName: string) => {
    const { conversation } = await startConversation(app, owner.token);
    const upload = await restUpload(
      app,
      { bytes: PNG_1X1, name: fileName, declaredType: 'image/png' },
      owner.token,
    );
    const fileId = upload.body.fileId;
    const sent = await app.gql<{ continueConversation: { entry: { id: string } } }>(
      'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
      { input: { conversationId: conversation.id, message, fileId } },
      owner.token,
    );
    const id = sent.body.data?.continueConversation.entry.id;
    if (!id || !fileId) throw new Error(JSON.stringify([upload.body, sent.body]));
    return { conversationId: conversation.id, id, fileId };
  };
  /** A conversation: its opening, two messages and a note between them. */
  const journal = async () => {
    const { conversation, entry: opening } = await startConversation(app, owner.token);
    const first = await continueConversation(app, owner.token, conversation.id, 'Rosa painted the boats.');
    const noteId = await addNote(conversation.id, 'Ask mum about the blue boat');
    const second = await continueConversation(app, owner.token, conversation.id, 'Ezequiel mended the nets.');
    return { conversationId: conversation.id, opening, first, noteId, second };
  };

  beforeAll(async () => {
    app = await startTestApp();
    [owner, stranger] = await Promise.all([signUp(app), signUp(app)]);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('editEntry', () => {
    it("should change a message's words, stamp the edit and keep its reply as it was written", async () => {
      const j = await journal();

      const edited = await edit({ id: j.first.id, text: '  Rosa painted the boats blue.  ' });

      expect(edited.body.data?.editEntry).toEqual({
        id: j.first.id,
        kind: 'continuation',
        userText: 'Rosa painted the boats blue.',
        answers: null,
        replyText: j.first.replyText,
        editedAt: expect.any(String),
        createdAt: expect.any(String),
        file: null,
      });
      const entries = await timeline(j.conversationId);
      expect(entries.map((e) => [e.id, e.userText, e.editedAt !== null])).toEqual([
        [j.opening.id, j.opening.userText, false],
        [j.first.id, 'Rosa painted the boats blue.', true],
        [j.noteId, 'Ask mum about the blue boat', false],
        [j.second.id, 'Ezequiel mended the nets.', false],
      ]);
    });

    it("should change a note's words and an opening's answers, the opening's text written from them", async () => {
      const j = await journal();

      const note = await edit({ id: j.noteId, text: 'Ask dad about the blue boat' });
      const opening = await edit({
        id: j.opening.id,
        answers: familyAnswers('We spent winters in the lighthouse keeper’s cottage.'),
      });

      expect(note.body.data?.editEntry).toMatchObject({
        kind: 'note',
        userText: 'Ask dad about the blue boat',
      });
      expect(opening.body.data?.editEntry).toMatchObject({
        kind: 'opening',
        answers: [
          { questionId: 'q1', answer: 'We spent winters in the lighthouse keeper’s cottage.' },
          { questionId: 'q2', answer: 'My grandmother Rosa, who knew every ship by its horn.' },
          { questionId: 'q3', answer: '' },
          { questionId: 'q4', answer: '' },
        ],
        replyText: j.opening.replyText,
        editedAt: expect.any(String),
      });
      expect(opening.body.data?.editEntry.userText).toContain(
        'We spent winters in the lighthouse keeper’s cottage.',
      );
      expect(opening.body.data?.editEntry.userText).toMatch(/^Project: Summer house/);
    });

    it.each([
      [
        'a message too long',
        'first',
        { text: 'x'.repeat(LIMITS.messageMax + 1) },
        VALIDATION_MESSAGES.messageTooLong,
      ],
      ['an empty message', 'first', { text: '   ' }, VALIDATION_MESSAGES.messageRequired],
      ['an empty note', 'note', { text: '' }, VALIDATION_MESSAGES.noteRequired],
      ['answers for a message', 'first', { answers: familyAnswers() }, MESSAGES.entryEditedByText],
      ['neither text nor answers', 'note', {}, MESSAGES.entryEditedByText],
      ['a text for an opening', 'opening', { text: 'Hello' }, MESSAGES.openingEditedByAnswers],
      [
        'an opening without its required answer',
        'opening',
        { answers: [{ questionId: 'q2', answer: 'Rosa' }] },
        VALIDATION_MESSAGES.answerRequired,
      ],
      [
        'an answer to an unknown question',
        'opening',
        { answers: [...familyAnswers(), { questionId: 'nope', answer: 'x' }] },
        `${MESSAGES.unknownQuestion}: nope`,
      ],
    ])('should refuse %s with BAD_USER_INPUT and change nothing', async (_case, which, change, message) => {
      const j = await journal();
      const id = which === 'first' ? j.first.id : which === 'note' ? j.noteId : j.opening.id;
      const before = await timeline(j.conversationId);

      expectGraphqlError(await edit({ id, ...change }), { code: 'BAD_USER_INPUT', message });

      expect(await timeline(j.conversationId)).toEqual(before);
    });

    it('should allow an empty message when it carries a file', async () => {
      const { id, fileId } = await messageWithFile('The boats', 'boats.png');

      const edited = await edit({ id, text: '' });

      expect(edited.body.data?.editEntry).toMatchObject({ userText: '', file: { id: fileId } });
    });

    it("should answer another writer's entry, a malformed id and an unknown one with NOT_FOUND", async () => {
      const j = await journal();

      for (const id of [j.first.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
        expectGraphqlError(await edit({ id, text: 'Mine now' }, stranger.token), {
          code: 'NOT_FOUND',
          message: MESSAGES.entryNotFound,
        });
      }
      expect((await timeline(j.conversationId))[1].userText).toBe('Rosa painted the boats.');
    });

    it('should make search find the new words and not the old ones (its reply keeps quoting them)', async () => {
      const j = await journal();
      await edit({ id: j.second.id, text: 'Ezequiel caulked the hull.' });

      const found = (term: string) =>
        searchAs(app, owner.token, term).then((page) =>
          page.items.filter((item) => item.entryId === j.second.id).map((item) => item.type),
        );
      expect(await found('caulked')).toEqual(['continuation']);
      // The offline companion's reply quotes the words as they were: the reply side still holds them.
      expect(await found('mended')).toEqual(['continuationResponse']);
    });

    it('should show the new words through a share link', async () => {
      const j = await journal();
      await app.rest('POST', `/api/share/mark/${j.conversationId}`, { continuationIndex: 0 }, owner.token);
      await edit({ id: j.first.id, text: 'Rosa painted the boats green.' });

      const seen = await app.rest<{ continuations: Array<{ message: string }> }>(
        'GET',
        `/api/share/post/${j.conversationId}/0`,
        undefined,
        stranger.token,
      );

      expect(seen.status).toBe(200);
      expect(seen.body.continuations.map((c) => c.message)).toEqual(['Rosa painted the boats green.']);
    });
  });

  describe('askAgain', () => {
    const ASK_AGAIN = /* GraphQL */ `
      mutation ($id: ID!) {
        askAgain(entryId: $id) {
          entry {
            id
            userText
            replyStatus
            replyText
          }
        }
      }
    `;
    const askAgain = (id: string, token = owner.token) =>
      app.gql<{
        askAgain: { entry: { id: string; userText: string; replyStatus: string; replyText: string } };
      }>(ASK_AGAIN, { id }, token);

    it('should replace the reply of an edited message with one about its new words', async () => {
      const j = await journal();
      await edit({ id: j.first.id, text: 'Rosa painted the boats sea green.' });

      const asked = await askAgain(j.first.id);

      expect(asked.body.data?.askAgain.entry).toMatchObject({
        id: j.first.id,
        userText: 'Rosa painted the boats sea green.',
        replyStatus: 'complete',
      });
      // The offline companion quotes what it was asked about.
      expect(asked.body.data?.askAgain.entry.replyText).toContain('Rosa painted the boats sea green.');
      expect((await timeline(j.conversationId))[1].replyText).toBe(asked.body.data?.askAgain.entry.replyText);
    });

    it("should refuse a reply still being written, a note, and another writer's entry", async () => {
      const j = await journal();
      await directQuery(app, "UPDATE entries SET reply_status = 'pending', reply_text = NULL WHERE id = $1", [
        j.second.id,
      ]);

      expectGraphqlError(await askAgain(j.second.id), {
        code: 'CONFLICT',
        message: MESSAGES.replyBeingWritten,
      });
      expectGraphqlError(await askAgain(j.noteId), { code: 'NOT_FOUND', message: MESSAGES.entryNotFound });
      expectGraphqlError(await askAgain(j.first.id, stranger.token), {
        code: 'NOT_FOUND',
        message: MESSAGES.entryNotFound,
      });
      expect((await timeline(j.conversationId))[1].replyText).toBe(j.first.replyText);
    });
  });

  describe('deleteEntry', () => {
    it('should delete a message with its reply, and a note, keeping the order of the rest', async () => {
      const j = await journal();

      const first = await remove(j.first.id);
      const note = await remove(j.noteId);

      expect(first.body.data?.deleteEntry).toEqual({ message: MESSAGES.entryDeleted });
      expect(note.body.data?.deleteEntry).toEqual({ message: MESSAGES.entryDeleted });
      expect((await timeline(j.conversationId)).map((e) => [e.id, e.orderIndex])).toEqual([
        [j.opening.id, 0],
        [j.second.id, 3],
      ]);
      // The next message still goes last.
      const third = await continueConversation(app, owner.token, j.conversationId, 'The tide came in.');
      expect((await timeline(j.conversationId)).map((e) => e.id)).toEqual([
        j.opening.id,
        j.second.id,
        third.id,
      ]);
      expect((await searchAs(app, owner.token, 'painted')).items.map((item) => item.entryId)).not.toContain(
        j.first.id,
      );
    });

    it("should delete the message's file, and stop its share link", async () => {
      const { conversationId, id, fileId } = await messageWithFile('The nets, drying', 'nets.png');
      await app.rest('POST', `/api/share/mark/${conversationId}`, { continuationIndex: 0 }, owner.token);
      const shared = () => app.rest('GET', `/api/share/post/${conversationId}/0`, undefined, stranger.token);
      expect((await shared()).status).toBe(200);

      await remove(id);

      expect((await shared()).status).toBe(404);
      expect(await directQuery(app, 'SELECT id FROM files WHERE id = $1', [fileId])).toEqual([]);
      expectGraphqlError(
        await app.gql('query ($id: ID!) { file(id: $id) { id } }', { id: fileId }, owner.token),
        { code: 'NOT_FOUND', message: MESSAGES.fileNotFound },
      );
    });

    it('should delete the whole conversation when its opening is deleted', async () => {
      const j = await journal();

      const deleted = await remove(j.opening.id);

      expect(deleted.body.data?.deleteEntry).toEqual({ message: MESSAGES.entryDeleted });
      expectGraphqlError(await app.gql(TIMELINE, { id: j.conversationId }, owner.token), {
        code: 'NOT_FOUND',
        message: MESSAGES.conversationNotFound,
      });
    });

    it("should answer another writer's entry and a malformed id with NOT_FOUND, and delete nothing", async () => {
      const j = await journal();

      for (const id of [j.first.id, j.opening.id, 'not-an-id']) {
        expectGraphqlError(await remove(id, stranger.token), {
          code: 'NOT_FOUND',
          message: MESSAGES.entryNotFound,
        });
      }
      expect(await timeline(j.conversationId)).toHaveLength(4);
    });
  });
});
