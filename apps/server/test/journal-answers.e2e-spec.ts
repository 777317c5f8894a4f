import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError } from './support/expect-errors';
import { type FakeOpenAi, startFakeOpenAi } from './support/fake-openai-server';
import { collectSubscription, continueConversation, startConversation } from './support/journal-client';
import {
  createTestDatabase,
  signUp,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app';
import { until } from './support/until';

const JWT_SECRET = 'journal-answers-test-secret-of-32-characters-at-least';
const ANSWER_FIELDS = /* GraphQL */ `
  id question status text error writtenBy createdAt
  citations { id conversationId orderIndex projectName createdAt snippet }
`;
const ASK = `mutation ($q: String!) { askJournal(question: $q) { ${ANSWER_FIELDS} } }`;
const ANSWER = `query ($id: ID!) { journalAnswer(id: $id) { ${ANSWER_FIELDS} } }`;
const STREAM = `subscription ($id: ID!) {
  journalAnswerStream(id: $id) { answerId delta text status error citations { id snippet } }
}`;

interface Citation {
  id: string;
  conversationId: string;
  orderIndex: number;
  projectName: string;
  createdAt: string;
  snippet: string;
}

interface Answer {
  id: string;
  question: string;
  status: string;
  text: string | null;
  error: string | null;
  writtenBy: string | null;
  citations: Citation[];
}

interface Chunk {
  journalAnswerStream: {
    answerId: string;
    text: string;
    status: string;
    error: string | null;
    citations: Array<{ id: string; snippet: string }> | null;
  };
}

/**
 * Ask your journal (issue 23 §3, §4): answers written as durable jobs from the writer's most relevant entries,
 * streamed with their citations, against the offline companion and the fake OpenAI-compatible server.
 */
describe('Ask your journal (askJournal, journalAnswers, journalAnswer, deleteJournalAnswer, journalAnswerStream)', () => {
  let fake: FakeOpenAi;
  const apps: TestApp[] = [];
  const databases: TestDatabase[] = [];

  const app = async (variables: Record<string, string> = {}, database?: TestDatabase) => {
    // One secret for every app, so that a token outlives the app that gave it (as across a restart).
    const started = await startTestApp({ JWT_SECRET, ...variables }, database ? { database } : {});
    apps.push(started);
    return started;
  };
  const withAi = () => ({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey });
  const ask = async (on: TestApp, token: string, question: string): Promise<Answer> => {
    const asked = await on.gql<{ askJournal: Answer }>(ASK, { q: question }, token);
    if (!asked.body.data) throw new Error(JSON.stringify(asked.body.errors));
    return asked.body.data.askJournal;
  };
  const written = async (on: TestApp, token: string, id: string): Promise<Answer> => {
    let answer: Answer | undefined;
    await until(
      'the answer is written',
      async () => {
        answer = (await on.gql<{ journalAnswer: Answer }>(ANSWER, { id }, token)).body.data?.journalAnswer;
        return answer?.status !== 'PENDING';
      },
      20_000,
    );
    return answer!;
  };
  /** A writer with a kayak entry, a note about the kayak, and an entry about friends. */
  const writer = async (on: TestApp) => {
    const user = await signUp(on);
    const marina = await startConversation(on, user.token, { projectName: 'Marina' });
    const kayak = await continueConversation(
      on,
      user.token,
      marina.conversation.id,
      'The kayak trip around the marina.',
    );
    const note = await on.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: marina.conversation.id, content: 'A private kayak note nobody reads.' } },
      user.token,
    );
    expect(note.body.errors).toBeUndefined();
    const autumn = await startConversation(on, user.token, { projectName: 'Autumn' });
    const friends = await continueConversation(
      on,
      user.token,
      autumn.conversation.id,
      'I missed my friends all week.',
    );
    return { ...user, marina: marina.conversation.id, kayak, friends };
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    for (const started of apps) await started.close();
    for (const database of databases) await database.drop();
    await fake.close();
  });

  it('should stream the offline companion listing the best matches as numbered citations, never notes', async () => {
    const on = await app();
    const owner = await writer(on);
    const stranger = await signUp(on);
    await continueConversation(
      on,
      stranger.token,
      (await startConversation(on, stranger.token)).conversation.id,
      'My kayak is secret.',
    );

    const answer = await ask(on, owner.token, 'Where did I take the kayak?');
    const { events } = await collectSubscription<Chunk>(on, owner.token, STREAM, { id: answer.id });

    expect(answer.status).toBe('PENDING');
    const last = events.at(-1)!.journalAnswerStream;
    expect(last.status).toBe('COMPLETE');
    expect(last.text).toContain('I cannot reason about your question without an AI provider');
    expect(last.text).toContain('[1]');
    expect(last.text).toContain('Marina: The kayak trip around the marina.');
    // Its day named as the writer reads one (UTC until their zone is set).
    expect(last.text).toMatch(/- \[1\] [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}, Marina: /);
    expect(last.text).not.toContain('private kayak note');
    expect(last.text).not.toContain('secret');
    const cited = events.flatMap((event) => event.journalAnswerStream.citations ?? []);
    expect(cited[0]).toEqual({ id: owner.kayak.id, snippet: 'The kayak trip around the marina.' });
    const stored = await written(on, owner.token, answer.id);
    expect(stored).toMatchObject({
      status: 'COMPLETE',
      writtenBy: 'offline-companion',
      question: 'Where did I take the kayak?',
    });
    expect(stored.citations.map((citation) => citation.id)).toEqual([owner.kayak.id]);
    expect(stored.citations[0]).toMatchObject({
      conversationId: owner.marina,
      projectName: 'Marina',
      orderIndex: owner.kayak.orderIndex,
    });
  });

  it('should ask the provider with the numbered entries and the related terms of the question, and keep the answer', async () => {
    const on = await app(withAi());
    const owner = await writer(on);
    fake.reset();
    fake.script({
      json: '{"terms": ["missed", "friends"]}',
      reply: 'You felt lonely when you missed your friends [1].',
    });

    const answer = await ask(on, owner.token, 'When did I feel lonely?');
    const stored = await written(on, owner.token, answer.id);

    expect(stored).toMatchObject({
      status: 'COMPLETE',
      text: 'You felt lonely when you missed your friends [1].',
    });
    expect(stored.citations.map((citation) => citation.id)).toEqual([owner.friends.id]);
    const streamed = fake.requests.find((request) => request.body?.stream === true)!;
    const system = streamed.body.messages[0].content as string;
    expect(system).toContain('[1] ');
    expect(system).toContain('"Autumn": I missed my friends all week.');
    expect(JSON.stringify(fake.requests.map((request) => request.body))).not.toContain('private kayak note');
    expect(streamed.body.messages.at(-1)?.content).toBe('When did I feel lonely?');
  });

  it('should keep a failure of the provider on the answer, to ask again', async () => {
    const on = await app({ ...withAi(), AI_MAX_RETRIES: '0' });
    const owner = await writer(on);
    fake.reset();
    fake.script({ failNext: { count: 5, status: 500 } });

    const answer = await ask(on, owner.token, 'Where did I take the kayak?');
    const stored = await written(on, owner.token, answer.id);

    expect(stored).toMatchObject({
      status: 'FAILED',
      text: null,
      error: 'The AI provider had a problem. Please retry.',
    });
  });

  it.each([
    { when: 'empty', question: '   ', message: VALIDATION_MESSAGES.journalQuestionRequired },
    { when: 'too long', question: 'x'.repeat(601), message: VALIDATION_MESSAGES.journalQuestionTooLong },
  ])('should refuse a question that is $when, storing nothing', async ({ question, message }) => {
    const on = await app();
    const { token } = await signUp(on);

    expectGraphqlError(await on.gql(ASK, { q: question }, token), { code: 'BAD_USER_INPUT', message });

    const listed = await on.gql<{ journalAnswers: { total: number } }>(
      '{ journalAnswers { total } }',
      {},
      token,
    );
    expect(listed.body.data?.journalAnswers.total).toBe(0);
  });

  it('should let a writer have three answers being written at once, and ask the fourth to wait', async () => {
    const on = await app(withAi());
    const { token } = await signUp(on);
    fake.script({ chunks: ['Slow'], stallAfterChunks: 1 });
    for (let i = 0; i < 3; i++) await ask(on, token, `Question ${i}?`);

    expectGraphqlError(await on.gql(ASK, { q: 'One more?' }, token), {
      code: 'TOO_MANY_REQUESTS',
      message: MESSAGES.journalAnswersBusy(3),
    });
  });

  it("should list, show and delete a writer's own answers, and answer not found to anyone else", async () => {
    const on = await app();
    const owner = await writer(on);
    const stranger = await signUp(on);
    const first = await ask(on, owner.token, 'First?');
    const second = await ask(on, owner.token, 'Second?');
    await written(on, owner.token, first.id);
    await written(on, owner.token, second.id);

    const listed = await on.gql<{
      journalAnswers: { total: number; hasMore: boolean; items: Array<{ id: string }> };
    }>('{ journalAnswers(limit: 1) { total hasMore items { id } } }', {}, owner.token);
    expect(listed.body.data?.journalAnswers).toEqual({ total: 2, hasMore: true, items: [{ id: second.id }] });
    for (const id of [first.id, 'not-an-id', randomUUID()]) {
      expectGraphqlError(await on.gql(ANSWER, { id }, stranger.token), {
        code: 'NOT_FOUND',
        message: MESSAGES.journalAnswerNotFound,
      });
    }
    expectGraphqlError(
      await on.gql(
        'mutation ($id: ID!) { deleteJournalAnswer(id: $id) { message } }',
        { id: first.id },
        stranger.token,
      ),
      { code: 'NOT_FOUND', message: MESSAGES.journalAnswerNotFound },
    );
    const { errors } = await collectSubscription(on, stranger.token, STREAM, { id: first.id });
    expect(JSON.stringify(errors)).toContain('NOT_FOUND');

    const deleted = await on.gql(
      'mutation ($id: ID!) { deleteJournalAnswer(id: $id) { message } }',
      { id: first.id },
      owner.token,
    );
    expect(deleted.body.data).toEqual({ deleteJournalAnswer: { message: MESSAGES.journalAnswerDeleted } });
    expectGraphqlError(await on.gql(ANSWER, { id: first.id }, owner.token), {
      code: 'NOT_FOUND',
      message: MESSAGES.journalAnswerNotFound,
    });
  });

  it('should hand an answer being written back when its app closes, and another app should then finish it', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const closing = await app(withAi(), database);
    const owner = await writer(closing);
    fake.reset();
    fake.script({ chunks: ['You took ', 'the kayak '], stallAfterChunks: 2 });
    const answer = await ask(closing, owner.token, 'Where did I take the kayak?');
    await until('the provider is asked', () =>
      Promise.resolve(fake.requests.some((request) => request.body?.stream === true)),
    );

    await closing.close();
    apps.splice(apps.indexOf(closing), 1);

    const [handedBack] = await directQuery<{ status: string }>(
      { databaseUrl: database.url },
      'SELECT status FROM journal_answers WHERE id = $1',
      [answer.id],
    );
    expect(handedBack.status).toBe('pending');
    fake.script({ reply: 'Around the marina [1].' });
    const next = await app(withAi(), database);
    const stored = await written(next, owner.token, answer.id);

    expect(stored).toMatchObject({ status: 'COMPLETE', text: 'Around the marina [1].' });
    expect(stored.citations.map((citation) => citation.id)).toEqual([owner.kayak.id]);
  });

  it('should write again an answer whose instance died mid-way, once the sweep finds it', async () => {
    const on = await app();
    const owner = await writer(on);
    const answer = await ask(on, owner.token, 'Where did I take the kayak?');
    await written(on, owner.token, answer.id);
    await directQuery(
      on,
      `UPDATE journal_answers SET status = 'pending', text = NULL, job_id = $2, heartbeat_at = now() - interval '1 minute'
        WHERE id = $1`,
      [answer.id, randomUUID()],
    );

    const stored = await written(on, owner.token, answer.id);

    expect(stored.status).toBe('COMPLETE');
  });
});
