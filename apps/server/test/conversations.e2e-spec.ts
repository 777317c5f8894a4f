import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { expectGraphqlError, expectRestError } from './support/expect-errors';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server';
import {
  collectReplyStream,
  continueConversation,
  FAMILY_TOPIC,
  familyAnswers,
  START,
  startConversation,
} from './support/journal-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const CONVERSATION = /* GraphQL */ `
  query ($id: ID!) {
    conversation(id: $id) {
      id
      title
      projectName
      entries {
        id
        kind
        orderIndex
        userText
        replyText
        replyStatus
      }
    }
  }
`;

describe('Conversations with the offline companion (no AI key)', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await signUp(app));
  });

  afterAll(async () => {
    await app.close();
  });

  it('should give messages and notes sent at once each their own place in the timeline, in a row', async () => {
    const { conversation } = await startConversation(app, token);
    const ADD_NOTE = 'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }';

    await Promise.all(
      [1, 2, 3, 4].flatMap((n) => [
        continueConversation(app, token, conversation.id, `Message ${n}`, true),
        app.gql(ADD_NOTE, { input: { conversationId: conversation.id, content: `Note ${n}` } }, token),
      ]),
    );

    const loaded = await app.gql<{ conversation: { entries: Array<{ orderIndex: number }> } }>(
      CONVERSATION,
      { id: conversation.id },
      token,
    );
    const indexes = loaded.body.data?.conversation.entries.map((entry) => entry.orderIndex);
    expect(indexes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("should reply from the user's own words, marked as the offline companion's, with one follow-up question when no key is set", async () => {
    const { conversation, entry } = await startConversation(app, token);

    expect(conversation).toMatchObject({
      topic: FAMILY_TOPIC,
      projectName: 'Summer house',
      title: 'Summer house',
    });
    expect(entry).toMatchObject({
      kind: 'opening',
      orderIndex: 0,
      replyStatus: 'complete',
      replyError: null,
      replyBy: 'offline-companion',
    });
    expect(entry.userText).toContain('We spent summers at the lighthouse on the cliff.');
    // Who wrote it is said beside the reply (replyBy), not inside its words.
    expect(entry.replyText).not.toMatch(/offline companion/i);
    expect(entry.replyText).toContain('We spent summers at the lighthouse on the cliff.');
    expect(entry.replyText?.trim().endsWith('?')).toBe(true);
  });

  it.each([
    ['the project name is blank', { projectName: '   ' }, VALIDATION_MESSAGES.projectNameRequired],
    [
      'the project name is over 100 characters',
      { projectName: 'p'.repeat(101) },
      VALIDATION_MESSAGES.projectNameTooLong,
    ],
    [
      'a required question is unanswered',
      { answers: [{ questionId: 'q1', answer: 'Only the first' }] },
      VALIDATION_MESSAGES.answerRequired,
    ],
    [
      'an answer is over 600 characters',
      { answers: familyAnswers('a'.repeat(601)) },
      VALIDATION_MESSAGES.answerTooLong,
    ],
    ['the topic does not exist', { topic: 'nope' }, VALIDATION_MESSAGES.memoryTypeRequired],
    ['the topic is empty', { topic: '' }, VALIDATION_MESSAGES.memoryTypeRequired],
    [
      'a question id is unknown',
      { answers: [...familyAnswers(), { questionId: 'q99', answer: 'x' }] },
      'Unknown question: q99',
    ],
  ])('should refuse with BAD_USER_INPUT and store nothing when %s', async (_case, overrides, message) => {
    const before = await app.gql<{ conversations: { total: number } }>(
      '{ conversations { total } }',
      {},
      token,
    );
    const result = await app.gql(
      START,
      { input: { topic: FAMILY_TOPIC, projectName: 'Summer house', answers: familyAnswers(), ...overrides } },
      token,
    );
    expectGraphqlError(result, { code: 'BAD_USER_INPUT', message });
    const after = await app.gql<{ conversations: { total: number } }>(
      '{ conversations { total } }',
      {},
      token,
    );
    expect(after.body.data?.conversations.total).toBe(before.body.data?.conversations.total);
  });

  // The client holds a new title to the same rule (LIMITS.titleMax and the texts in libs/schema).
  it.each([
    ['a title over 100 characters', 'x'.repeat(LIMITS.titleMax + 1), VALIDATION_MESSAGES.titleTooLong],
    ['a blank title', '   ', VALIDATION_MESSAGES.titleRequired],
  ])('should refuse %s with the shared text and keep the name', async (_case, title, message) => {
    const { conversation } = await startConversation(app, token);

    const renamed = await app.gql(
      'mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { title } }',
      { input: { id: conversation.id, title } },
      token,
    );

    expectGraphqlError(renamed, { code: 'BAD_USER_INPUT', message });
    const loaded = await app.gql<{ conversation: { title: string } }>(
      CONVERSATION,
      { id: conversation.id },
      token,
    );
    expect(loaded.body.data?.conversation.title).toBe(conversation.title);
  });

  it('should accept a title of exactly 100 characters', async () => {
    const { conversation } = await startConversation(app, token);
    const title = 't'.repeat(LIMITS.titleMax);

    const renamed = await app.gql<{ renameConversation: { title: string } }>(
      'mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { title } }',
      { input: { id: conversation.id, title } },
      token,
    );

    expect(renamed.body.data?.renameConversation.title).toBe(title);
  });

  it('should interleave continuations and notes in one order and keep a persisted rename', async () => {
    const { conversation } = await startConversation(app, token);
    await continueConversation(app, token, conversation.id, 'Rosa also painted the boats.');
    const note = await app.gql<{ addNote: { orderIndex: number; kind: string; replyStatus: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { orderIndex kind replyStatus } }',
      { input: { conversationId: conversation.id, content: 'Ask mum about the blue boat' } },
      token,
    );
    expect(note.body.data?.addNote).toEqual({ orderIndex: 2, kind: 'note', replyStatus: 'none' });
    await continueConversation(app, token, conversation.id, 'The blue boat was hers.');

    const renamed = await app.gql(
      'mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { title projectName } }',
      { input: { id: conversation.id, title: 'Rosa and the boats' } },
      token,
    );
    expect(renamed.body.data).toEqual({
      renameConversation: { title: 'Rosa and the boats', projectName: 'Summer house' },
    });

    const loaded = await app.gql<{
      conversation: { title: string; entries: Array<{ kind: string; orderIndex: number }> };
    }>(CONVERSATION, { id: conversation.id }, token);
    expect(loaded.body.data?.conversation.title).toBe('Rosa and the boats');
    expect(loaded.body.data?.conversation.entries.map((e) => [e.orderIndex, e.kind])).toEqual([
      [0, 'opening'],
      [1, 'continuation'],
      [2, 'note'],
      [3, 'continuation'],
    ]);
  });

  it('should page the notes in timeline order when offset and limit are given', async () => {
    const { conversation } = await startConversation(app, token);
    for (const content of ['first note', 'second note', 'third note']) {
      await app.gql(
        'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
        { input: { conversationId: conversation.id, content } },
        token,
      );
    }
    const page = await app.gql<{ notes: Array<{ userText: string }> }>(
      'query ($id: ID!) { notes(conversationId: $id, offset: 1, limit: 2) { userText } }',
      { id: conversation.id },
      token,
    );
    expect(page.body.data?.notes.map((n) => n.userText)).toEqual(['second note', 'third note']);
    expectGraphqlError(
      await app.gql(
        'query ($id: ID!) { notes(conversationId: $id, limit: 101) { id } }',
        { id: conversation.id },
        token,
      ),
      { code: 'BAD_USER_INPUT', message: 'limit must be at most 100' },
    );
  });

  it('should refuse a blank note and a message over 600 characters without storing anything', async () => {
    const { conversation } = await startConversation(app, token);
    expectGraphqlError(
      await app.gql(
        'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
        { input: { conversationId: conversation.id, content: '   ' } },
        token,
      ),
      { code: 'BAD_USER_INPUT', message: VALIDATION_MESSAGES.noteRequired },
    );
    expectGraphqlError(
      await app.gql(
        'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
        { input: { conversationId: conversation.id, message: 'm'.repeat(601) } },
        token,
      ),
      { code: 'BAD_USER_INPUT', message: VALIDATION_MESSAGES.messageTooLong },
    );
    const loaded = await app.gql<{ conversation: { entries: unknown[] } }>(
      CONVERSATION,
      { id: conversation.id },
      token,
    );
    expect(loaded.body.data?.conversation.entries).toHaveLength(1);
  });

  it('should stream the reply over graphql-ws, in order, ending with complete', async () => {
    const { entry } = await startConversation(app, token, {}, true);
    expect(entry.replyStatus).toBe('pending');

    const { events, errors } = await collectReplyStream(app, token, entry.id);
    expect(errors).toEqual([]);
    const last = events.at(-1);
    expect(last?.status).toBe('complete');
    expect(last?.by).toBe('offline-companion');
    expect(last?.text).toContain('We spent summers at the lighthouse on the cliff.');
    // Every event's text extends the previous one: nothing arrives out of order.
    events.slice(1).forEach((event, i) => expect(event.text.startsWith(events[i].text)).toBe(true));

    const loaded = await app.gql<{ conversation: { entries: Array<{ replyText: string }> } }>(
      CONVERSATION,
      { id: entry.conversationId },
      token,
    );
    expect(loaded.body.data?.conversation.entries[0].replyText).toBe(last?.text);
  });

  it('should refuse a stream subscription without a token', async () => {
    const { entry } = await startConversation(app, token);
    const { events, errors } = await collectReplyStream(app, undefined, entry.id);
    expect(events).toEqual([]);
    expect(JSON.stringify(errors)).toContain('UNAUTHENTICATED');
  });
});

describe('Conversations with an OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: fake.apiKey,
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '1',
      AI_TIMEOUT_SECONDS: '2',
      AI_STALL_TIMEOUT_SECONDS: '1',
    });
    ({ token } = await signUp(app));
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it("should send the topic's prompt and the history, never the notes, and store the model's reply", async () => {
    fake.script({ reply: 'What a place to grow up.' });
    const { conversation, entry } = await startConversation(app, token);
    expect(entry).toMatchObject({
      replyStatus: 'complete',
      replyText: 'What a place to grow up.',
      replyBy: 'openai-compatible',
    });

    await app.gql(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: conversation.id, content: 'PRIVATE: do not tell the AI' } },
      token,
    );
    fake.script({ reply: 'Tell me more about Rosa.' });
    const next = await continueConversation(app, token, conversation.id, 'Rosa kept a logbook.');
    expect(next.replyText).toBe('Tell me more about Rosa.');

    const request = fake.requests.at(-1)?.body;
    expect(request?.model).toBe('test-model');
    const [system, ...rest] = request?.messages ?? [];
    expect(system.role).toBe('system');
    expect(system.content).toContain('You are Flexi');
    expect(system.content).toMatch(/Tone: warm, curious/);
    expect(rest.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(rest[0].content).toContain('We spent summers at the lighthouse');
    expect(rest[1].content).toBe('What a place to grow up.');
    expect(rest[2].content).toBe('Rosa kept a logbook.');
    expect(JSON.stringify(request)).not.toContain('PRIVATE');
  });

  it('should keep what the user typed and mark the reply failed when the provider fails, then retry it', async () => {
    fake.script({ failNext: { count: 2, status: 500 } });
    const { conversation, entry } = await startConversation(app, token, { projectName: 'Failing first' });
    expect(entry).toMatchObject({ replyStatus: 'failed', replyText: null });
    expect(entry.replyError).toBe('The AI provider had a problem. Please retry.');
    expect(entry.userText).toContain('We spent summers at the lighthouse');

    fake.script({ reply: 'Second time lucky.' });
    const retried = await app.gql<{ retryReply: { entry: { replyStatus: string; replyText: string } } }>(
      'mutation ($id: ID!) { retryReply(entryId: $id) { entry { replyStatus replyText } } }',
      { id: entry.id },
      token,
    );
    expect(retried.body.data?.retryReply.entry).toEqual({
      replyStatus: 'complete',
      replyText: 'Second time lucky.',
    });

    expectGraphqlError(
      await app.gql(
        'mutation ($id: ID!) { retryReply(entryId: $id) { entry { id } } }',
        { id: entry.id },
        token,
      ),
      { code: 'CONFLICT', message: 'This reply is not waiting to be retried.' },
    );
    const loaded = await app.gql<{ conversation: { entries: unknown[] } }>(
      CONVERSATION,
      { id: conversation.id },
      token,
    );
    expect(loaded.body.data?.conversation.entries).toHaveLength(1);
  });

  it.each([
    [
      'stalls mid-stream',
      { stallAfterChunks: 2 },
      'The AI reply stopped before it was finished. Please retry.',
    ],
    ['never answers', { neverAnswer: true }, 'The AI provider did not answer in time. Please retry.'],
  ])('should store a failed reply, not a 5xx, when the provider %s', async (_case, script, message) => {
    fake.script(script);
    const { entry } = await startConversation(app, token);
    expect(entry).toMatchObject({ replyStatus: 'failed', replyError: message });
  });

  it('should answer /api/grok with 502 and the ids to retry when the provider fails, keeping the words', async () => {
    fake.script({ failNext: { count: 2, status: 503 } });
    const result = await app.rest<{ message: string; conversationId: string; entryId: string }>(
      'POST',
      '/api/grok',
      {
        topic: FAMILY_TOPIC,
        projectName: 'REST failure',
        questionAnswers: { q1: 'The harbour at dawn', q2: 'Uncle Tom' },
      },
      token,
    );
    expect(result.status).toBe(502);
    expect(result.body.message).toBe('The AI provider had a problem. Please retry.');
    const loaded = await app.gql<{
      conversation: { entries: Array<{ userText: string; replyStatus: string }> };
    }>(CONVERSATION, { id: result.body.conversationId }, token);
    expect(loaded.body.data?.conversation.entries[0]).toMatchObject({ replyStatus: 'failed' });
    expect(loaded.body.data?.conversation.entries[0].userText).toContain('The harbour at dawn');
  });
});

describe('REST conversation paths (spec section 7)', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await signUp(app));
  });

  afterAll(async () => {
    await app.close();
  });

  it('should start with questionAnswers as a list, continue, and list in the spec shape', async () => {
    const started = await app.rest<{
      message: string;
      conversationId: string;
      orderIndex: number;
      file: unknown;
    }>(
      'POST',
      '/api/grok',
      {
        topic: FAMILY_TOPIC,
        projectName: 'Grandpa',
        username: 'someone-else',
        promptConfig: 'ignored: the server assembles the prompt',
        questionAnswers: [
          { question: 'ignored text', id: 'q1', answer: 'He fixed radios.' },
          { questionId: 'q2', answer: 'My brother' },
        ],
      },
      token,
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ orderIndex: 0, file: null });
    expect(started.body.message).toContain('"He fixed radios."');

    const continued = await app.rest<{ message: string; orderIndex: number }>(
      'POST',
      '/api/grok',
      { conversationId: started.body.conversationId, message: 'He also sang.' },
      token,
    );
    expect(continued).toMatchObject({ status: 200, body: { orderIndex: 1 } });

    const added = await app.rest<{ note: { _id: string; orderIndex: number } }>(
      'POST',
      '/api/add-note',
      { conversationId: started.body.conversationId, content: 'Find the radio photos' },
      token,
    );
    expect(added.status).toBe(201);
    expect(added.body.note.orderIndex).toBe(2);

    const notes = await app.rest<{ notes: Array<Record<string, unknown>> }>(
      'POST',
      '/api/notes',
      { conversationId: started.body.conversationId },
      token,
    );
    expect(notes.body.notes).toEqual([
      {
        _id: added.body.note._id,
        message: 'Find the radio photos',
        conversationId: started.body.conversationId,
        timestamp: expect.any(String),
        orderIndex: 2,
      },
    ]);

    const list = await app.rest<{ conversations: Array<Record<string, unknown>>; message: string }>(
      'GET',
      '/api/conversations',
      undefined,
      token,
    );
    const mine = list.body.conversations.find((c) => c._id === started.body.conversationId);
    expect(mine).toMatchObject({
      projectName: 'Grandpa',
      prompt: expect.stringContaining('He fixed radios.'),
      response: started.body.message,
      file: null,
      orderIndex: 0,
      continuations: [
        {
          message: 'He also sang.',
          response: continued.body.message,
          file: null,
          orderIndex: 1,
          timestamp: expect.any(String),
        },
      ],
    });
  });

  it('should delete a conversation with its notes, after which it is not found', async () => {
    const { conversation } = await startConversation(app, token);
    await app.rest('POST', '/api/add-note', { conversationId: conversation.id, content: 'x' }, token);
    const deleted = await app.rest('DELETE', '/api/conversation/delete', { id: conversation.id }, token);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Conversation deleted successfully' } });
    expectRestError(await app.rest('POST', '/api/notes', { conversationId: conversation.id }, token), {
      status: 404,
      code: 'CONVERSATION_NOT_FOUND',
      message: 'Conversation not found',
    });
  });

  it.each([
    [
      'no topic among several',
      { projectName: 'x', questionAnswers: {} },
      VALIDATION_MESSAGES.memoryTypeRequired,
    ],
    [
      'no project name',
      { topic: FAMILY_TOPIC, questionAnswers: { q1: 'a', q2: 'b' } },
      VALIDATION_MESSAGES.projectNameRequired,
    ],
    [
      'an unanswered required question',
      { topic: FAMILY_TOPIC, projectName: 'x', questionAnswers: { q1: 'a' } },
      VALIDATION_MESSAGES.answerRequired,
    ],
    [
      'answers of the wrong type',
      { topic: FAMILY_TOPIC, projectName: 'x', questionAnswers: 'q1=a' },
      VALIDATION_MESSAGES.answerRequired,
    ],
    [
      'a note without conversation',
      { content: 'x' },
      VALIDATION_MESSAGES.conversationRequiredForNote,
      '/api/add-note',
    ],
  ])('should answer 400 with the spec text when %s', async (_case, body, message, path = '/api/grok') => {
    // The same codes as startConversation: an unknown topic is the service's, the rest are input rules.
    const code =
      message === VALIDATION_MESSAGES.memoryTypeRequired ? 'CONVERSATION_UNKNOWN_TOPIC' : 'VALIDATION_FAILED';
    expectRestError(await app.rest('POST', path, body, token), { status: 400, code, message });
  });
});

describe('Conversations are private to their owner', () => {
  let app: TestApp;
  let owner: string;
  let stranger: string;
  let conversationId: string;
  let entryId: string;

  beforeAll(async () => {
    app = await startTestApp();
    owner = (await signUp(app)).token;
    stranger = (await signUp(app)).token;
    const started = await startConversation(app, owner);
    conversationId = started.conversation.id;
    entryId = started.entry.id;
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['conversation', CONVERSATION, () => ({ id: conversationId })],
    ['notes', 'query ($id: ID!) { notes(conversationId: $id) { id } }', () => ({ id: conversationId })],
    [
      'continueConversation',
      'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
      () => ({ input: { conversationId, message: 'hijack' } }),
    ],
    [
      'addNote',
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      () => ({ input: { conversationId, content: 'hijack' } }),
    ],
    [
      'renameConversation',
      'mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { id } }',
      () => ({ input: { id: conversationId, title: 'hijack' } }),
    ],
    [
      'deleteConversation',
      'mutation ($id: ID!) { deleteConversation(id: $id) { message } }',
      () => ({ id: conversationId }),
    ],
    [
      'retryReply',
      'mutation ($id: ID!) { retryReply(entryId: $id) { entry { id } } }',
      () => ({ id: entryId }),
    ],
  ])("should answer NOT_FOUND to another user's %s and change nothing", async (_name, query, variables) => {
    const result = await app.gql(query, variables(), stranger);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const loaded = await app.gql<{ conversation: { title: string; entries: unknown[] } }>(
      CONVERSATION,
      { id: conversationId },
      owner,
    );
    expect(loaded.body.data?.conversation).toMatchObject({
      title: 'Summer house',
      entries: [expect.anything()],
    });
  });

  it("should not stream another user's reply", async () => {
    const { events, errors } = await collectReplyStream(app, stranger, entryId);
    expect(events).toEqual([]);
    expect(JSON.stringify(errors)).toContain('NOT_FOUND');
  });

  it("should list only the caller's conversations", async () => {
    const list = await app.rest<{ conversations: unknown[] }>(
      'GET',
      '/api/conversations',
      undefined,
      stranger,
    );
    expect(list.body.conversations).toEqual([]);
  });
});
