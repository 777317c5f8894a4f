import { countTokens } from 'gpt-tokenizer/cjs/encoding/cl100k_base';
import { directQuery } from './support/direct-sql';
import { type FakeChatMessage, type FakeOpenAi, startFakeOpenAi } from './support/fake-openai-server';
import { continueConversation, startConversation, wsClient } from './support/journal-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';

const AS_TEXT = { disallowedSpecial: new Set<string>() };

/** What the provider counts of a request: each message's text and framing, as the app counts it. */
function requestTokens(messages: FakeChatMessage[]): number {
  return messages.reduce((sum, message) => {
    const text =
      typeof message.content === 'string'
        ? message.content
        : (message.content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
    return sum + countTokens(text, AS_TEXT) + 4;
  }, 3);
}

const REMEMBERED = /* GraphQL */ `
  query ($id: ID!) {
    conversation(id: $id) {
      entries(first: 50) {
        id
        orderIndex
        remembered {
          id
          conversationId
          orderIndex
          projectName
          createdAt
          snippet
        }
      }
    }
  }
`;

interface Remembered {
  id: string;
  conversationId: string;
  orderIndex: number;
  projectName: string;
  createdAt: string;
  snippet: string;
}

/**
 * Flexi remembers (issue 23 §1, §2, §4), against the fake OpenAI-compatible server, reading the requests it
 * received: the context budget of a long conversation and its summary, memory across conversations with its
 * sources, and the related search terms of a question.
 */
describe('Flexi remembers', () => {
  let fake: FakeOpenAi;
  let app: TestApp;

  /** The chat requests that streamed a reply (not summaries, not related terms). */
  const replyRequests = () => fake.requests.filter((request) => request.body?.stream === true);
  const lastReplyMessages = () => replyRequests().at(-1)!.body.messages;
  const systemOf = (messages: FakeChatMessage[]) => messages[0].content as string;

  const setMemory = async (token: string, on: boolean) => {
    const result = await app.gql<{ updateProfile: { profile: { aiMemory: boolean } } }>(
      'mutation ($on: Boolean) { updateProfile(input: { aiMemory: $on }) { profile { aiMemory } } }',
      { on },
      token,
    );
    expect(result.body.data?.updateProfile.profile.aiMemory).toBe(on);
  };
  const rememberedOf = async (token: string, conversationId: string, orderIndex: number) => {
    const result = await app.gql<{
      conversation: { entries: Array<{ orderIndex: number; remembered: Remembered[] }> };
    }>(REMEMBERED, { id: conversationId }, token);
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.conversation.entries.find((entry) => entry.orderIndex === orderIndex)!.remembered;
  };
  const addNote = async (token: string, conversationId: string, content: string) => {
    const result = await app.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId, content } },
      token,
    );
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey });
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  describe('the context budget', () => {
    it('should reply in a conversation of 2,000 entries within AI_CONTEXT_TOKENS, with its opening, its newest turns and then its summary', async () => {
      const { token } = await signUp(app);
      const { conversation } = await startConversation(app, token);
      const [{ owner_id: ownerId }] = await directQuery<{ owner_id: string }>(
        app,
        'SELECT owner_id FROM conversations WHERE id = $1',
        [conversation.id],
      );
      await directQuery(
        app,
        `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_text, reply_status)
         SELECT $1, $2, 'continuation', i,
                'Day ' || i || ': the tide came in over the rocks and I counted the boats in the harbour again.',
                'Reply ' || i || ': what did the harbour sound like that day?', 'complete'
           FROM generate_series(1, 1999) AS i`,
        [conversation.id, ownerId],
      );
      fake.script({ reply: 'The writer counts boats in the harbour.' });

      const entry = await continueConversation(app, token, conversation.id, 'The newest words of all.');

      expect(entry.replyStatus).toBe('complete');
      const messages = lastReplyMessages();
      expect(requestTokens(messages)).toBeLessThanOrEqual(12_000);
      expect(messages[1].content).toContain('We spent summers at the lighthouse on the cliff.');
      expect(messages.at(-1)?.content).toBe('The newest words of all.');
      expect(messages.at(-3)?.content).toContain('Day 1999:');
      expect(JSON.stringify(messages)).not.toContain('Day 1:');

      // The turns left out are summarised by a job, a request at a time, until the summary reaches them.
      const summaryState = async () =>
        (
          await directQuery<{ summary_through: number | null; summary_job_id: string | null }>(
            app,
            'SELECT summary_through, summary_job_id FROM conversations WHERE id = $1',
            [conversation.id],
          )
        )[0];
      await until(
        'the summary reaches the turns left out',
        async () => {
          const state = await summaryState();
          return state.summary_job_id === null && state.summary_through !== null;
        },
        30_000,
      );
      const summaryRequests = fake.requests.filter((request) => request.body && request.body.stream !== true);
      expect(summaryRequests.length).toBeGreaterThan(1);
      for (const request of summaryRequests) {
        expect(requestTokens(request.body.messages)).toBeLessThanOrEqual(12_000);
      }
      expect(summaryRequests[0].body.messages[1].content).toContain('Day 1:');

      await continueConversation(app, token, conversation.id, 'And once more.');

      const next = lastReplyMessages();
      expect(systemOf(next)).toContain(
        'Summary of the earlier part of this conversation (those turns are not repeated below):\nThe writer counts boats in the harbour.',
      );
      expect(requestTokens(next)).toBeLessThanOrEqual(12_000);
      expect(next[1].content).toContain('We spent summers at the lighthouse on the cliff.');
      expect(next.at(-1)?.content).toBe('And once more.');
    });
  });

  describe('memory across conversations', () => {
    it('should send nothing from other conversations while memory is off (the default)', async () => {
      const { token } = await signUp(app);
      const profile = await app.gql<{ me: { aiMemory: boolean } }>('{ me { aiMemory } }', {}, token);
      expect(profile.body.data?.me.aiMemory).toBe(false);
      const earlier = await startConversation(app, token, { projectName: 'Marina' });
      await continueConversation(app, token, earlier.conversation.id, 'The kayak trip around the marina.');
      const { conversation } = await startConversation(app, token, { projectName: 'Now' });
      fake.reset();

      const entry = await continueConversation(app, token, conversation.id, 'Thinking of the kayak again.');

      expect(systemOf(lastReplyMessages())).not.toContain('kayak');
      expect(await rememberedOf(token, conversation.id, entry.orderIndex)).toEqual([]);
    });

    it("should send the writer's relevant earlier entries, never notes or another writer's, and list them under the reply", async () => {
      const writer = await signUp(app);
      const stranger = await signUp(app);
      const theirs = await startConversation(app, stranger.token, { projectName: 'Not yours' });
      await continueConversation(app, stranger.token, theirs.conversation.id, 'My kayak is red and secret.');

      const earlier = await startConversation(app, writer.token, { projectName: 'Marina' });
      const source = await continueConversation(
        app,
        writer.token,
        earlier.conversation.id,
        'The kayak trip around the marina with Ana.',
      );
      await addNote(writer.token, earlier.conversation.id, 'A private kayak note nobody reads.');
      const { conversation } = await startConversation(app, writer.token, { projectName: 'Now' });
      await setMemory(writer.token, true);
      fake.reset();

      const entry = await continueConversation(
        app,
        writer.token,
        conversation.id,
        'Thinking of the kayak again.',
      );

      const system = systemOf(lastReplyMessages());
      expect(system).toContain('"Marina": The kayak trip around the marina with Ana.');
      const everything = JSON.stringify(fake.requests.map((request) => request.body));
      expect(everything).not.toContain('private kayak note');
      expect(everything).not.toContain('red and secret');
      const remembered = await rememberedOf(writer.token, conversation.id, entry.orderIndex);
      expect(remembered).toEqual([
        {
          id: source.id,
          conversationId: earlier.conversation.id,
          orderIndex: source.orderIndex,
          projectName: 'Marina',
          createdAt: expect.any(String),
          snippet: 'The kayak trip around the marina with Ana.',
        },
      ]);

      // The complete step of the reply's stream carries the list, so the client shows it at once.
      const ws = wsClient(app, writer.token);
      const completeStep = new Promise<{ remembered: Array<{ id: string }> | null }>((resolve, reject) => {
        let sent = false;
        ws.subscribe<{
          conversationReplies: {
            listening: boolean;
            reply: { status: string; remembered: Array<{ id: string }> | null } | null;
          };
        }>(
          {
            query: `subscription ($id: ID!) { conversationReplies(conversationId: $id) {
              listening reply { status remembered { id } } } }`,
            variables: { id: conversation.id },
          },
          {
            next: ({ data }) => {
              const event = data?.conversationReplies;
              if (event?.listening && !sent) {
                sent = true;
                void continueConversation(app, writer.token, conversation.id, 'Ana again, streamed.', true);
              }
              if (event?.reply?.status === 'complete') resolve(event.reply);
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      expect((await completeStep).remembered?.map((cited) => cited.id)).toEqual([source.id]);
      await ws.dispose();

      // Another writer reading the entry (they could only by a share) sees none of its sources.
      const asStranger = await app.gql(REMEMBERED, { id: conversation.id }, stranger.token);
      expect(asStranger.body.data?.conversation ?? null).toBeNull();

      // Turning memory off stops it for the replies after; what earlier replies drew on stays listed.
      await setMemory(writer.token, false);
      fake.reset();
      const later = await continueConversation(app, writer.token, conversation.id, 'The kayak once more.');
      expect(systemOf(lastReplyMessages())).not.toContain('Marina');
      expect(await rememberedOf(writer.token, conversation.id, later.orderIndex)).toEqual([]);
      expect(await rememberedOf(writer.token, conversation.id, entry.orderIndex)).toHaveLength(1);

      // A source deleted later drops out.
      const deleted = await app.gql(
        'mutation ($id: ID!) { deleteEntry(id: $id) { message } }',
        { id: source.id },
        writer.token,
      );
      expect(deleted.body.errors).toBeUndefined();
      expect(await rememberedOf(writer.token, conversation.id, entry.orderIndex)).toEqual([]);
    });

    it('should search the related terms the model gives for a question whose words are in no entry', async () => {
      const { token } = await signUp(app);
      const earlier = await startConversation(app, token, { projectName: 'Autumn' });
      await continueConversation(app, token, earlier.conversation.id, 'I missed my friends all week.');
      const { conversation } = await startConversation(app, token, { projectName: 'Now' });
      await setMemory(token, true);
      fake.reset();
      fake.script({ json: '{"terms": ["missed", "friends", "alone"]}' });

      await continueConversation(app, token, conversation.id, 'When did I feel lonely?');

      const asked = fake.requests.find((request) => request.body?.response_format);
      expect(asked?.body.response_format).toEqual({ type: 'json_object' });
      expect(JSON.stringify(asked?.body.messages)).toContain('When did I feel lonely?');
      expect(systemOf(lastReplyMessages())).toContain('"Autumn": I missed my friends all week.');
    });

    it.each([
      { answer: 'an answer that is not JSON', script: { json: 'terms: friends' } },
      { answer: 'a late answer', script: { json: '{"terms": ["friends"]}', jsonDelayMs: 3_500 } },
    ])('should fall back to the question words on $answer, and still reply', async ({ script }) => {
      const { token } = await signUp(app);
      const earlier = await startConversation(app, token, { projectName: 'Autumn' });
      await continueConversation(app, token, earlier.conversation.id, 'I missed my friends all week.');
      const { conversation } = await startConversation(app, token, { projectName: 'Now' });
      await setMemory(token, true);
      fake.reset();
      fake.script(script);

      const entry = await continueConversation(app, token, conversation.id, 'When did I feel lonely?');

      expect(entry.replyStatus).toBe('complete');
      expect(systemOf(lastReplyMessages())).not.toContain('I missed my friends all week.');
    });
  });

  it('should refuse a memory setting that is not a boolean, changing nothing', async () => {
    const { token } = await signUp(app);

    const refused = await app.gql(
      'mutation { updateProfile(input: { aiMemory: "yes" }) { profile { aiMemory } } }',
      {},
      token,
    );

    expect(refused.status).toBe(400);
    const profile = await app.gql<{ me: { aiMemory: boolean } }>('{ me { aiMemory } }', {}, token);
    expect(profile.body.data?.me.aiMemory).toBe(false);
  });
});

describe('AI_MEMORY_DEFAULT=true', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ AI_MEMORY_DEFAULT: 'true' });
  });

  afterAll(() => app.close());

  it('should start new accounts with memory on', async () => {
    const { token } = await signUp(app);

    const profile = await app.gql<{ me: { aiMemory: boolean } }>('{ me { aiMemory } }', {}, token);

    expect(profile.body.data?.me.aiMemory).toBe(true);
  });
});
