import { MESSAGES } from 'src/common/messages';
import { expectGraphqlError } from './support/expect-errors';
import { continueConversation, startConversation } from './support/journal-client';
import { exportJournal, importJournal } from './support/journal-transfer';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const SET_MOOD =
  'mutation ($id: ID!, $mood: Mood) { setEntryMood(entryId: $id, mood: $mood) { id kind mood } }';
const MOODS = '{ conversations { items { projectName entries { kind mood } } } }';

describe('the mood of an entry (setEntryMood)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function setMood(token: string, id: string, mood: string | null) {
    return app.gql<{ setEntryMood: { id: string; kind: string; mood: string | null } }>(
      SET_MOOD,
      { id, mood },
      token,
    );
  }

  it('should set, change and clear the mood of an opening and of a message, and keep it', async () => {
    const { token } = await signUp(app);
    const started = await startConversation(app, token);
    const message = await continueConversation(app, token, started.conversation.id, 'The tide turned.');

    const set = await setMood(token, started.entry.id, 'GREAT');
    await setMood(token, message.id, 'BAD');
    await setMood(token, message.id, 'OKAY');
    const listed = await app.gql<{ conversations: { items: Array<{ entries: Array<{ mood: string }> }> } }>(
      MOODS,
      {},
      token,
    );
    const cleared = await setMood(token, started.entry.id, null);

    expect(set.body.data?.setEntryMood).toEqual({ id: started.entry.id, kind: 'opening', mood: 'GREAT' });
    expect(listed.body.data?.conversations.items[0].entries.map((entry) => entry.mood)).toEqual([
      'GREAT',
      'OKAY',
    ]);
    expect(cleared.body.data?.setEntryMood.mood).toBeNull();
  });

  it('should refuse a mood on a note and leave it without one', async () => {
    const { token } = await signUp(app);
    const started = await startConversation(app, token);
    const note = await app.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: started.conversation.id, content: 'Only for me.' } },
      token,
    );

    expectGraphqlError(await setMood(token, note.body.data?.addNote.id as string, 'GOOD'), {
      code: 'BAD_USER_INPUT',
      message: MESSAGES.noteHasNoMood,
    });
    const listed = await app.gql<{ conversations: { items: Array<{ entries: Array<{ mood: string }> }> } }>(
      MOODS,
      {},
      token,
    );
    expect(listed.body.data?.conversations.items[0].entries.map((entry) => entry.mood)).toEqual([null, null]);
  });

  it("should answer not found for another writer's entry, or none, and change nothing", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const started = await startConversation(app, owner.token);

    expectGraphqlError(await setMood(stranger.token, started.entry.id, 'AWFUL'), {
      code: 'NOT_FOUND',
      message: MESSAGES.entryNotFound,
    });
    expectGraphqlError(await setMood(stranger.token, 'not-an-id', 'AWFUL'), {
      code: 'NOT_FOUND',
      message: MESSAGES.entryNotFound,
    });
    const listed = await app.gql<{ conversations: { items: Array<{ entries: Array<{ mood: string }> }> } }>(
      MOODS,
      {},
      owner.token,
    );
    expect(listed.body.data?.conversations.items[0].entries[0].mood).toBeNull();
  });

  it('should refuse a mood that is not one of the five', async () => {
    const { token } = await signUp(app);
    const started = await startConversation(app, token);

    const result = await setMood(token, started.entry.id, 'ECSTATIC');

    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("should keep the mood out of a shared link's view for everyone but the owner", async () => {
    const owner = await signUp(app);
    const viewer = await signUp(app);
    const started = await startConversation(app, owner.token);
    await setMood(owner.token, started.entry.id, 'AWFUL');
    await app.gql(
      'mutation ($id: ID!) { shareEntry(entryId: $id) { url } }',
      { id: started.entry.id },
      owner.token,
    );
    const SHARED = 'query ($id: ID!) { sharedEntry(conversationId: $id) { mine entry { mood } } }';

    const seen = await app.gql<{ sharedEntry: { mine: boolean; entry: { mood: string | null } } }>(
      SHARED,
      { id: started.conversation.id },
      viewer.token,
    );
    const own = await app.gql<{ sharedEntry: { mine: boolean; entry: { mood: string | null } } }>(
      SHARED,
      { id: started.conversation.id },
      owner.token,
    );

    expect(seen.body.data?.sharedEntry).toEqual({ mine: false, entry: { mood: null } });
    expect(own.body.data?.sharedEntry).toEqual({ mine: true, entry: { mood: 'AWFUL' } });
  });

  it('should carry moods through an export into another account', async () => {
    const { token } = await signUp(app);
    const started = await startConversation(app, token, { projectName: 'Moody' });
    await setMood(token, started.entry.id, 'GOOD');
    const exported = await exportJournal(app, token);
    const other = await signUp(app);

    const imported = await importJournal(app, other.token, exported.bytes);
    const listed = await app.gql<{ conversations: { items: Array<{ entries: Array<{ mood: string }> }> } }>(
      MOODS,
      {},
      other.token,
    );

    expect(exported.journal.conversations[0].entries[0].mood).toBe('good');
    expect(imported.body.data).toMatchObject({ importJournal: { conversations: 1 } });
    expect(listed.body.data?.conversations.items[0].entries[0].mood).toBe('GOOD');
  });
});
