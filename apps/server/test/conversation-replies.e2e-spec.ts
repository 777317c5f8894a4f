import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server';
import {
  continueConversation,
  type ReplyChunkResult,
  startConversation,
  watchConversation,
} from './support/journal-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const RETRY = 'mutation ($id: ID!) { retryReply(entryId: $id, stream: true) { entry { id replyStatus } } }';
const STORED_REPLY = 'query ($id: ID!) { conversation(id: $id) { entries { id replyText replyStatus } } }';

const shown = (steps: ReplyChunkResult[]) => steps.map((step) => [step.status, step.text]);

// conversationReplies: subscribed before a message is sent, it streams that message's reply without another
// request, and nothing of another conversation or another writer.
describe('conversationReplies', () => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let owner: string;
  let stranger: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey });
    ({ token: owner } = await signUp(app));
    ({ token: stranger } = await signUp(app));
  });

  afterEach(() => fake.reset());

  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('should stream the reply of a message sent once it listens, from its first step to the stored reply', async () => {
    const { conversation } = await startConversation(app, owner);
    const watch = watchConversation(app, owner, conversation.id);
    await watch.listening;
    // The first piece comes at once: sent before the mutation has answered, it is heard all the same.
    fake.script({ chunks: ['The harbour', ' lights', ' came on'], chunkDelayMs: 0 });

    const entry = await continueConversation(app, owner, conversation.id, 'What did we see?', true);
    await watch.replyEnded(entry.id);
    await watch.close();

    expect(watch.errors).toEqual([]);
    expect(shown(watch.steps)).toEqual([
      ['pending', 'The harbour'],
      ['pending', 'The harbour lights'],
      ['pending', 'The harbour lights came on'],
      ['complete', 'The harbour lights came on'],
    ]);
    expect(watch.steps.every((step) => step.entryId === entry.id)).toBe(true);
    const stored = await app.gql<{ conversation: { entries: Array<{ id: string; replyText: string }> } }>(
      STORED_REPLY,
      { id: conversation.id },
      owner,
    );
    expect(stored.body.data?.conversation.entries.find((e) => e.id === entry.id)?.replyText).toBe(
      'The harbour lights came on',
    );
  });

  it("should carry none of another conversation's replies, nor any of another writer's", async () => {
    const mine = (await startConversation(app, owner)).conversation;
    const myOther = (await startConversation(app, owner)).conversation;
    const theirs = (await startConversation(app, stranger)).conversation;
    const watch = watchConversation(app, owner, mine.id);
    const theirWatch = watchConversation(app, stranger, theirs.id);
    await Promise.all([watch.listening, theirWatch.listening]);
    fake.script({ reply: 'A reply for whoever asked' });

    const elsewhere = await continueConversation(app, owner, myOther.id, 'In my other journal', true);
    const strangers = await continueConversation(app, stranger, theirs.id, 'My own secret words', true);
    await theirWatch.replyEnded(strangers.id);
    const here = await continueConversation(app, owner, mine.id, 'Here', true);
    await watch.replyEnded(here.id);
    await Promise.all([watch.close(), theirWatch.close()]);

    expect(new Set(watch.steps.map((step) => step.entryId))).toEqual(new Set([here.id]));
    expect(new Set(theirWatch.steps.map((step) => step.entryId))).toEqual(new Set([strangers.id]));
    expect(watch.steps.map((step) => step.entryId)).not.toContain(elsewhere.id);
  });

  it('should stream a failed reply and its retry on the same subscription', async () => {
    const { conversation } = await startConversation(app, owner);
    const watch = watchConversation(app, owner, conversation.id);
    await watch.listening;
    // A 400 is not retried by the provider's client: the reply fails at once.
    fake.script({ failNext: { count: 1, status: 400, message: 'Bad request' } });

    const entry = await continueConversation(app, owner, conversation.id, 'Try this', true);
    const failed = await watch.replyEnded(entry.id);
    fake.script({ reply: 'Second time lucky' });
    const retried = await app.gql(RETRY, { id: entry.id }, owner);
    expect(retried.body.errors).toBeUndefined();
    const end = () => watch.steps.filter((step) => step.status === 'complete');
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 10_000;
      const poll = () =>
        end().length > 0
          ? resolve()
          : Date.now() > deadline
            ? reject(new Error(JSON.stringify(watch.steps)))
            : setTimeout(poll, 20);
      poll();
    });
    await watch.close();

    expect(failed.status).toBe('failed');
    expect(end()).toEqual([expect.objectContaining({ entryId: entry.id, text: 'Second time lucky' })]);
  });

  it.each([
    ["another writer's conversation", async () => (await startConversation(app, stranger)).conversation.id],
    ['an id that names no conversation', () => Promise.resolve('00000000-0000-4000-8000-000000000000')],
    ['a malformed id', () => Promise.resolve('not-an-id')],
  ])('should answer NOT_FOUND for %s, and stream nothing', async (_case, conversationId) => {
    const watch = watchConversation(app, owner, await conversationId());

    await expect(watch.listening).rejects.toThrow();
    await watch.close();

    const codes = (watch.errors as Array<{ extensions?: { code?: string }; message?: string }>).map((e) => [
      e.extensions?.code,
      e.message,
    ]);
    expect(codes).toEqual([['NOT_FOUND', 'Conversation not found']]);
    expect(watch.steps).toEqual([]);
  });
});
