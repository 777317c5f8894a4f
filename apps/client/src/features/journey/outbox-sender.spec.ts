import 'fake-indexeddb/auto';
import { CombinedGraphQLErrors } from '@apollo/client';
import type { ApolloClient } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxSender } from '@/features/journey/outbox-sender';
import { addToOutbox, clearOutbox, readOutbox } from '@/features/offline/outbox-store';
import type * as OutboxStore from '@/features/offline/outbox-store';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';

// Called as each item leaves this device's outbox, before it is removed (the removal itself is the store's).
const beforeRemoval = vi.hoisted(() => new Set<() => void>());
vi.mock('@/features/offline/outbox-store', async (importOriginal) => {
  const store = await importOriginal<typeof OutboxStore>();
  return {
    ...store,
    removeFromOutbox: async (key: string) => {
      for (const observe of beforeRemoval) observe();
      await store.removeFromOutbox(key);
    },
  };
});

function signIn(username: string) {
  const payload = btoa(JSON.stringify({ username })).replace(/=+$/, '');
  window.localStorage.setItem(TOKEN_STORAGE_KEY, `header.${payload}.signature`);
}

const refusal = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

interface Sent {
  operation: string;
  input: Record<string, string | undefined>;
}

/** Apollo's mutate, answering each operation from `answer` (which may throw as the server would refuse). */
function clientAnswering(answer: (sent: Sent, index: number) => unknown) {
  const sent: Sent[] = [];
  const mutate = vi.fn(
    (options: {
      mutation: { definitions: Array<{ name?: { value: string } }> };
      variables: { input: Sent['input'] };
    }) => {
      const operation = options.mutation.definitions[0]?.name?.value ?? '';
      const call = { operation, input: options.variables.input };
      sent.push(call);
      return new Promise((resolve) => resolve({ data: answer(call, sent.length - 1) }));
    },
  );
  return { client: { mutate } as unknown as ApolloClient, sent };
}

/** Keeps `text` waiting in `username`'s outbox, as a note or a message of `conversationId`. */
const keepWaiting = (username: string, kind: 'note' | 'message', conversationId: string, text: string) =>
  addToOutbox({ username, kind, conversationId, text, start: null });

const entry = (conversationId: string, id: string) => ({ id, conversationId, replyStatus: 'pending' });

function storedEntry({ operation, input }: Sent, index: number) {
  const made = entry(String(input['conversationId'] ?? 'c-new'), `e${index}`);
  if (operation === 'StartConversation') return { startConversation: { entry: made } };
  if (operation === 'AddNote') return { addNote: made };
  return { continueConversation: { entry: made } };
}

describe('OutboxSender', () => {
  beforeEach(() => signIn('alice'));
  afterEach(async () => {
    await clearOutbox('alice');
    await clearOutbox('bob');
  });

  it('should send the waiting items, a conversation started offline among them, in the order they were written', async () => {
    await addToOutbox({
      username: 'alice',
      kind: 'start',
      conversationId: null,
      text: '',
      start: { topic: 'familyMemories', projectName: 'Train', answers: [] },
    });
    await keepWaiting('alice', 'note', 'c1', 'first');
    await keepWaiting('alice', 'message', 'c1', 'second');
    const { client, sent } = clientAnswering(storedEntry);
    const heard: string[] = [];
    const sender = new OutboxSender(client);
    sender.onSent(({ entry: stored }) => heard.push(stored.id));

    await sender.flush();

    expect(
      sent.map((call) => [
        call.operation,
        call.input['conversationId'],
        call.input['message'] ?? call.input['content'],
      ]),
    ).toEqual([
      ['StartConversation', undefined, undefined],
      ['AddNote', 'c1', 'first'],
      ['ContinueConversation', 'c1', 'second'],
    ]);
    expect(heard).toEqual(['e0', 'e1', 'e2']);
    // A view that reads c1 while these are sent learns of them afterwards too.
    expect(sender.sentInto('c1').map((sent) => sent.id)).toEqual(['e1', 'e2']);
    expect(await readOutbox('alice')).toEqual([]);
  });

  it("should keep a refused item's words with the server's reason, and still send the items after it", async () => {
    await keepWaiting('alice', 'message', 'gone', 'kept');
    await keepWaiting('alice', 'note', 'c1', 'sent');
    const { client, sent } = clientAnswering((call, index) => {
      if (call.input['conversationId'] === 'gone') throw refusal('NOT_FOUND', 'Conversation not found');
      return storedEntry(call, index);
    });

    await new OutboxSender(client).flush();

    expect(sent).toHaveLength(2);
    expect(await readOutbox('alice')).toEqual([
      expect.objectContaining({ text: 'kept', state: 'refused', error: 'Conversation not found' }),
    ]);
  });

  it.each([
    ['the server cannot be reached', new TypeError('Failed to fetch')],
    ['the server is busy', refusal('TOO_MANY_REQUESTS', 'Slow down')],
    ['the session has ended', refusal('UNAUTHENTICATED', 'Please log in')],
  ])('should stop and keep everything waiting when %s', async (_case, failure) => {
    await keepWaiting('alice', 'message', 'c1', 'one');
    await keepWaiting('alice', 'message', 'c1', 'two');
    const { client, sent } = clientAnswering(() => {
      throw failure;
    });

    await new OutboxSender(client).flush();

    expect(sent).toHaveLength(1);
    expect((await readOutbox('alice')).map((item) => [item.text, item.state])).toEqual([
      ['one', 'waiting'],
      ['two', 'waiting'],
    ]);
  });

  it('should tell a view what it stored into a conversation as soon as the server has it, before the item leaves this device', async () => {
    await keepWaiting('alice', 'note', 'c1', 'first');
    const { client } = clientAnswering(storedEntry);
    const sender = new OutboxSender(client);
    // A view whose page of c1 was read before the note was stored, and answered while the outbox is still
    // removing it, must find the note here: the cache had no page of c1 to add it to when the server answered.
    const knownAtRemoval: string[][] = [];
    const observe = () => knownAtRemoval.push(sender.sentInto('c1').map((sent) => sent.id));
    beforeRemoval.add(observe);
    try {
      await sender.flush();
    } finally {
      beforeRemoval.delete(observe);
    }

    expect(knownAtRemoval).toEqual([['e0']]);
  });

  it("should send only the signed-in writer's items", async () => {
    await keepWaiting('bob', 'note', 'c9', "bob's");
    const { client, sent } = clientAnswering(storedEntry);

    await new OutboxSender(client).flush();

    expect(sent).toEqual([]);
    expect(await readOutbox('bob')).toHaveLength(1);
  });

  it("should keep a refused start's words with the server's reason", async () => {
    await addToOutbox({
      username: 'alice',
      kind: 'start',
      conversationId: null,
      text: '',
      start: { topic: 'unknown', projectName: 'Train', answers: [] },
    });
    const { client } = clientAnswering(() => {
      throw refusal('BAD_USER_INPUT', 'Unknown memory type');
    });

    await new OutboxSender(client).flush();

    expect(
      (await readOutbox('alice')).map((item) => [item.kind, item.state, item.error, item.start?.projectName]),
    ).toEqual([['start', 'refused', 'Unknown memory type', 'Train']]);
  });
});
