import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { findAppRoot } from 'src/config/app-root';
import { createAccessToken } from './support/access-tokens';
import { directQuery } from './support/direct-sql';
import { download, exportJournal, importJournal } from './support/journal-transfer';
import { FAKE_TRANSCRIPT, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server';
import { webmHead } from './support/sample-audio';
import { graphqlTranscribe, graphqlUpload, restTranscribe, restUpload } from './support/uploads';
import {
  collectReplyStream,
  collectSubscription,
  continueConversation,
  startConversation,
  watchConversation,
} from './support/journal-client';
import { listRoutes, routeKey } from './support/routes';
import { signUp, startTestApp, type TestApp, withoutCost } from './support/test-app';

/**
 * The owner-only rule, proven for every GraphQL operation and every REST route: a second user is refused
 * ("not found") wherever an operation names something of the owner's, and sees none of the owner's data
 * where it does not. The lists are checked against the committed schema and the live route table, so an
 * operation or route added without a case here fails this file.
 */

interface Fixture {
  conversationId: string;
  openingId: string;
  continuationId: string;
  noteId: string;
  fileId: string;
  ownerId: string;
  /** A word only the owner wrote. */
  secretWord: string;
  /** A review of the owner's current month. */
  reviewId: string;
  /** An answer of Ask your journal, citing the owner's entries. */
  answerId: string;
  /** A personal access token of the owner's. */
  accessTokenId: string;
  /** A webhook of the owner's, and a delivery of one of their notes to it. */
  webhookId: string;
  deliveryId: string;
}

// Nothing listens on the discard port: the owner's deliveries fail at once and stay on this machine.
const CLOSED_RECEIVER = 'http://127.0.0.1:9/hooks';

interface GraphqlCase {
  query: string;
  variables: (f: Fixture) => Record<string, unknown>;
}

const OWNER_NAME = 'theowner';
const VOICE = { bytes: webmHead(), name: 'voice.webm', declaredType: 'audio/webm' };

/** Operations that name something: the stranger must get NOT_FOUND and the owner's data must not change. */
const FOREIGN_OPERATIONS: Record<string, GraphqlCase> = {
  'Query.conversation': {
    query: 'query ($id: ID!) { conversation(id: $id) { id } }',
    variables: (f) => ({ id: f.conversationId }),
  },
  'Query.notes': {
    query: 'query ($id: ID!) { notes(conversationId: $id) { id } }',
    variables: (f) => ({ id: f.conversationId }),
  },
  'Query.file': { query: 'query ($id: ID!) { file(id: $id) { id } }', variables: (f) => ({ id: f.fileId }) },
  'Query.sharedEntry': {
    query: 'query ($id: ID!) { sharedEntry(conversationId: $id) { projectName } }',
    variables: (f) => ({ id: f.conversationId }),
  },
  'Mutation.startConversation': {
    query:
      'mutation ($input: StartConversationInput!) { startConversation(input: $input) { conversation { id } } }',
    variables: (f) => ({
      input: {
        topic: 'familyMemories',
        projectName: 'Borrowed file',
        answers: [
          { questionId: 'q1', answer: 'a' },
          { questionId: 'q2', answer: 'b' },
        ],
        fileId: f.fileId,
      },
    }),
  },
  'Mutation.continueConversation': {
    query:
      'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
    variables: (f) => ({ input: { conversationId: f.conversationId, message: 'hijack' } }),
  },
  'Mutation.addNote': {
    query: 'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
    variables: (f) => ({ input: { conversationId: f.conversationId, content: 'hijack' } }),
  },
  'Mutation.renameConversation': {
    query: 'mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { id } }',
    variables: (f) => ({ input: { id: f.conversationId, title: 'hijack' } }),
  },
  'Mutation.deleteConversation': {
    query: 'mutation ($id: ID!) { deleteConversation(id: $id) { message } }',
    variables: (f) => ({ id: f.conversationId }),
  },
  'Mutation.retryReply': {
    query: 'mutation ($id: ID!) { retryReply(entryId: $id) { entry { id } } }',
    variables: (f) => ({ id: f.openingId }),
  },
  'Mutation.askAgain': {
    query: 'mutation ($id: ID!) { askAgain(entryId: $id) { entry { id } } }',
    variables: (f) => ({ id: f.continuationId }),
  },
  'Mutation.shareEntry': {
    query: 'mutation ($id: ID!) { shareEntry(entryId: $id) { url } }',
    variables: (f) => ({ id: f.openingId }),
  },
  'Mutation.exportConversation': {
    query: 'mutation ($id: ID!) { exportConversation(id: $id) { url } }',
    variables: (f) => ({ id: f.conversationId }),
  },
  'Mutation.unshareEntry': {
    query: 'mutation ($id: ID!) { unshareEntry(entryId: $id) { message } }',
    variables: (f) => ({ id: f.continuationId }),
  },
  'Mutation.editEntry': {
    query: 'mutation ($id: ID!) { editEntry(id: $id, text: "Mine now") { id } }',
    variables: (f) => ({ id: f.noteId }),
  },
  'Mutation.discardUpload': {
    query: 'mutation ($id: ID!) { discardUpload(id: $id) { message } }',
    variables: (f) => ({ id: f.fileId }),
  },
  'Query.review': {
    query: 'query ($id: ID!) { review(id: $id) { id } }',
    variables: (f) => ({ id: f.reviewId }),
  },
  'Query.journalAnswer': {
    query: 'query ($id: ID!) { journalAnswer(id: $id) { id } }',
    variables: (f) => ({ id: f.answerId }),
  },
  'Mutation.deleteJournalAnswer': {
    query: 'mutation ($id: ID!) { deleteJournalAnswer(id: $id) { message } }',
    variables: (f) => ({ id: f.answerId }),
  },
  'Mutation.deleteReview': {
    query: 'mutation ($id: ID!) { deleteReview(id: $id) { message } }',
    variables: (f) => ({ id: f.reviewId }),
  },
  'Mutation.setEntryMood': {
    query: 'mutation ($id: ID!) { setEntryMood(entryId: $id, mood: AWFUL) { id } }',
    variables: (f) => ({ id: f.continuationId }),
  },
  'Query.webhookDeliveries': {
    query: 'query ($id: ID!) { webhookDeliveries(webhookId: $id) { total } }',
    variables: (f) => ({ id: f.webhookId }),
  },
  'Mutation.updateWebhook': {
    query: 'mutation ($id: ID!) { updateWebhook(id: $id, enabled: false) { id } }',
    variables: (f) => ({ id: f.webhookId }),
  },
  'Mutation.deleteWebhook': {
    query: 'mutation ($id: ID!) { deleteWebhook(id: $id) { message } }',
    variables: (f) => ({ id: f.webhookId }),
  },
  'Mutation.redeliverWebhook': {
    query: 'mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }',
    variables: (f) => ({ id: f.deliveryId }),
  },
  'Mutation.deleteEntry': {
    query: 'mutation ($id: ID!) { deleteEntry(id: $id) { message } }',
    variables: (f) => ({ id: f.continuationId }),
  },
  'Mutation.revokeAccessToken': {
    query: 'mutation ($id: ID!) { revokeAccessToken(id: $id) { message } }',
    variables: (f) => ({ id: f.accessTokenId }),
  },
};

/** Operations that name nothing: they act on the caller's own data, so the stranger must see none of the owner's. */
const OWN_DATA_OPERATIONS: Record<string, (app: TestApp, token: string, f: Fixture) => Promise<void>> = {
  'Query.me': async (app, token) => {
    const me = await app.gql<{ me: { username: string } }>('{ me { username } }', {}, token);
    expect(me.body.data?.me.username).not.toBe(OWNER_NAME);
  },
  'Query.conversations': async (app, token) => {
    const page = await app.gql<{ conversations: { total: number } }>(
      '{ conversations { total } }',
      {},
      token,
    );
    expect(page.body.data?.conversations.total).toBe(0);
  },
  // A day a year on from the owner's entries would bring them back, were they the stranger's.
  'Query.onThisDay': async (app, token) => {
    const nextYear = new Date();
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    const found = await app.gql<{ onThisDay: { memories: unknown[] } }>(
      'query ($date: String) { onThisDay(date: $date) { memories { entryId } } }',
      { date: nextYear.toISOString().slice(0, 10) },
      token,
    );
    expect(found.body.data?.onThisDay.memories).toEqual([]);
  },
  // The owner's entries are written today (UTC, where both accounts stand until they choose a zone).
  'Query.calendar': async (app, token) => {
    const found = await app.gql<{ calendar: unknown[] }>(
      'query ($month: String!) { calendar(month: $month) { date entries } }',
      { month: new Date().toISOString().slice(0, 7) },
      token,
    );
    expect(found.body.data?.calendar).toEqual([]);
  },
  'Query.journalDay': async (app, token) => {
    const found = await app.gql<{ journalDay: { total: number } }>(
      'query ($date: String!) { journalDay(date: $date) { total } }',
      { date: new Date().toISOString().slice(0, 10) },
      token,
    );
    expect(found.body.data?.journalDay.total).toBe(0);
  },
  'Query.questionHistory': async (app, token) => {
    const found = await app.gql<{ questionHistory: { total: number } }>(
      '{ questionHistory(topic: "familyMemories", questionId: "q1") { total } }',
      {},
      token,
    );
    expect(found.body.data?.questionHistory.total).toBe(0);
  },
  // A review of the stranger's own current month counts none of the owner's entries of it.
  'Mutation.createReview': async (app, token) => {
    const created = await app.gql<{ createReview: { stats: { entries: number }; citations: unknown[] } }>(
      'mutation ($start: String!) { createReview(period: MONTH, start: $start) { stats { entries } citations { entryId } } }',
      { start: `${new Date().toISOString().slice(0, 7)}-01` },
      token,
    );
    expect(created.body.data?.createReview).toEqual({ stats: { entries: 0 }, citations: [] });
  },
  'Query.reviews': async (app, token) => {
    const page = await app.gql<{ reviews: { items: Array<{ stats: { entries: number } }> } }>(
      '{ reviews { items { stats { entries } } } }',
      {},
      token,
    );
    expect(page.body.data?.reviews.items.every((review) => review.stats.entries === 0)).toBe(true);
  },
  // The stranger's question about the owner's secret word finds none of the owner's entries.
  'Mutation.askJournal': async (app, token, f) => {
    const asked = await app.gql<{ askJournal: { id: string } }>(
      'mutation ($q: String!) { askJournal(question: $q) { id } }',
      { q: `When did I write ${f.secretWord}?` },
      token,
    );
    const id = asked.body.data?.askJournal.id as string;
    const { events } = await collectSubscription<{
      journalAnswerStream: { status: string; citations: unknown[] | null };
    }>(app, token, 'subscription ($id: ID!) { journalAnswerStream(id: $id) { status citations { id } } }', {
      id,
    });
    expect(events.at(-1)?.journalAnswerStream.status).toBe('COMPLETE');
    expect(events.every((event) => (event.journalAnswerStream.citations ?? []).length === 0)).toBe(true);
  },
  'Query.journalAnswers': async (app, token) => {
    const page = await app.gql<{ journalAnswers: { items: Array<{ question: string }> } }>(
      '{ journalAnswers { items { question } } }',
      {},
      token,
    );
    expect(page.body.data?.journalAnswers.items.every((item) => !item.question.includes('owner'))).toBe(true);
  },
  // The stranger's own webhook is theirs alone: the list shows it, and none of the owner's.
  'Mutation.createWebhook': async (app, token) => {
    const created = await app.gql<{ createWebhook: { webhook: { url: string } } }>(
      'mutation ($url: String!) { createWebhook(url: $url, events: [SHARE_CREATED]) { webhook { url } } }',
      { url: `${CLOSED_RECEIVER}/stranger` },
      token,
    );
    expect(created.body.data?.createWebhook.webhook.url).toBe(`${CLOSED_RECEIVER}/stranger`);
  },
  'Query.webhooks': async (app, token) => {
    const found = await app.gql<{ webhooks: Array<{ url: string }> }>('{ webhooks { url } }', {}, token);
    expect(found.body.data?.webhooks.every((webhook) => webhook.url !== CLOSED_RECEIVER)).toBe(true);
  },
  'Query.myShares': async (app, token) => {
    const page = await app.gql<{ myShares: { total: number } }>('{ myShares { total } }', {}, token);
    expect(page.body.data?.myShares.total).toBe(0);
  },
  'Query.searchEntries': async (app, token, f) => {
    const found = await app.gql<{ searchEntries: { total: number } }>(
      'query ($term: String!) { searchEntries(term: $term) { total } }',
      { term: f.secretWord },
      token,
    );
    expect(found.body.data?.searchEntries.total).toBe(0);
  },
  'Mutation.updateProfile': async (app, token) => {
    const updated = await app.gql<{ updateProfile: { profile: { username: string } } }>(
      'mutation { updateProfile(input: { displayName: "Stranger" }) { profile { username } } }',
      {},
      token,
    );
    expect(updated.body.data?.updateProfile.profile.username).not.toBe(OWNER_NAME);
  },
  // Logging a session of one's own out leaves every other user's session working (ownerView uses one).
  'Mutation.logout': async (app) => {
    const other = await signUp(app);
    const out = await app.gql('mutation { logout { message } }', {}, other.token);
    expect(out.body.data).toEqual({ logout: { message: 'Logged out' } });
  },
  // Deleting one's own account: a third user deletes theirs; the owner's data and the stranger's session stay.
  'Mutation.deleteAccount': async (app) => {
    const other = await signUp(app);
    const deleted = await app.gql(
      'mutation ($password: String!) { deleteAccount(password: $password) { message } }',
      { password: other.password },
      other.token,
    );
    expect(deleted.body.data).toEqual({ deleteAccount: { message: 'Your account has been deleted.' } });
    expect((await app.gql('{ me { username } }', {}, other.token)).body.errors).toHaveLength(1);
  },
  // The stranger's export holds their own (empty) journal, and its link does not open the owner's.
  'Mutation.exportJournal': async (app, token, f) => {
    const exported = await exportJournal(app, token);
    expect(exported.journal.conversations).toEqual([]);
    expect(exported.bytes.toString('latin1')).not.toContain(f.secretWord);
    const ownerUrl = exported.link.url.replace(/owner=[^&]+/, `owner=${f.ownerId}`);
    expect((await download(app, ownerUrl)).response.status).toBe(404);
  },
  // Importing adds to the caller's own journal only: the owner's stays as it was (ownerView).
  'Mutation.importJournal': async (app, token) => {
    const imported = await importJournal(app, token, (await exportJournal(app, token)).bytes);
    expect(imported.body.data).toEqual({ importJournal: { conversations: 0, entries: 0, files: 0 } });
  },
  // What the server offers is the same for everyone, and says nothing of anyone's data.
  'Query.capabilities': async (app, token) => {
    const found = await app.gql<{ capabilities: Record<string, unknown> }>(
      '{ capabilities { transcription vision memory } }',
      {},
      token,
    );
    expect(found.body.data?.capabilities).toEqual({ transcription: true, vision: false, memory: true });
  },
  // A recording is written out for its sender alone and stored nowhere: the answer is the provider's text.
  'Mutation.transcribeAudio': async (app, token) => {
    const heard = await graphqlTranscribe(app, VOICE, token);
    expect(heard.body.data?.transcribeAudio.text).toBe(FAKE_TRANSCRIPT);
  },
  // The stranger's list holds only tokens of their own, and a token they make acts as them.
  'Query.accessTokens': async (app, token) => {
    const page = await app.gql<{ accessTokens: { items: Array<{ name: string }> } }>(
      '{ accessTokens { items { name } } }',
      {},
      token,
    );
    expect(page.body.data?.accessTokens.items.map((item) => item.name)).not.toContain("Owner's backup");
  },
  'Mutation.createAccessToken': async (app, token) => {
    const created = await createAccessToken(app, token, ['READ']);
    const me = await app.gql<{ me: { username: string } }>('{ me { username } }', {}, created.token);
    expect(me.body.data?.me.username).not.toBe(OWNER_NAME);
  },
  'Mutation.uploadFile': async (app, token) => {
    const uploaded = await graphqlUpload(
      app,
      { bytes: Buffer.from('mine\n'), name: 'own.txt', declaredType: 'text/plain' },
      token,
    );
    expect(uploaded.status).toBe(200);
  },
};

/** Open to callers without a token (the schema test proves the rest refuse them). */
const PUBLIC_OPERATIONS = [
  'Mutation.login',
  'Mutation.register',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
];

const FOREIGN_SUBSCRIPTIONS = [
  'Subscription.conversationReplies',
  'Subscription.replyStream',
  'Subscription.reviewStream',
  'Subscription.journalAnswerStream',
];

interface RestCase {
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
}

/** REST routes that name something of the owner's: 404 for the stranger, and nothing changes. */
const FOREIGN_ROUTES: Record<string, RestCase> = {
  'POST /api/grok': {
    path: () => '/api/grok',
    body: (f) => ({ conversationId: f.conversationId, message: 'hijack' }),
  },
  'POST /api/notes': { path: () => '/api/notes', body: (f) => ({ conversationId: f.conversationId }) },
  'POST /api/add-note': {
    path: () => '/api/add-note',
    body: (f) => ({ conversationId: f.conversationId, content: 'x' }),
  },
  'DELETE /api/conversation/delete': {
    path: () => '/api/conversation/delete',
    body: (f) => ({ id: f.conversationId }),
  },
  'POST /api/share/mark/:conversationId': {
    path: (f) => `/api/share/mark/${f.conversationId}`,
    body: () => ({}),
  },
  'DELETE /api/share/mark/:conversationId': {
    path: (f) => `/api/share/mark/${f.conversationId}`,
    body: () => ({ continuationIndex: 0 }),
  },
  'GET /api/share/post/:postId': { path: (f) => `/api/share/post/${f.conversationId}` },
  'GET /api/share/post/:postId/:index': { path: (f) => `/api/share/post/${f.conversationId}/1` },
  'GET /api/share/post/:postId/note/:noteId': {
    path: (f) => `/api/share/post/${f.conversationId}/note/${f.noteId}`,
  },
};

/** REST routes on the caller's own data. */
const OWN_DATA_ROUTES: Record<string, (app: TestApp, token: string, f: Fixture) => Promise<void>> = {
  'GET /api/conversations': async (app, token) => {
    const list = await app.rest<{ conversations: unknown[] }>('GET', '/api/conversations', undefined, token);
    expect(list.body.conversations).toEqual([]);
  },
  'GET /api/profile': async (app, token) => {
    const profile = await app.rest<{ username: string }>('GET', '/api/profile', undefined, token);
    expect(profile.body.username).not.toBe(OWNER_NAME);
  },
  'PUT /api/profile': async (app, token) => {
    expect((await app.rest('PUT', '/api/profile', { displayName: 'Stranger' }, token)).status).toBe(200);
  },
  'DELETE /api/profile': async (app) => {
    const other = await signUp(app);
    const deleted = await app.rest('DELETE', '/api/profile', { password: other.password }, other.token);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Your account has been deleted.' } });
    expect((await app.rest('GET', '/api/profile', undefined, other.token)).status).toBe(403);
  },
  'POST /api/logout': async (app) => {
    const other = await signUp(app);
    expect((await app.rest('POST', '/api/logout', undefined, other.token)).status).toBe(200);
  },
  'POST /api/search': async (app, token, f) => {
    const found = await app.rest<{ results: unknown[] }>(
      'POST',
      '/api/search',
      { searchTerm: f.secretWord },
      token,
    );
    expect(found.body.results).toEqual([]);
  },
  'POST /api/transcriptions': async (app, token) => {
    expect((await restTranscribe(app, VOICE, token)).body).toEqual({ text: FAKE_TRANSCRIPT });
  },
  'POST /api/upload': async (app, token) => {
    const uploaded = await restUpload(
      app,
      { bytes: Buffer.from('mine\n'), name: 'own.txt', declaredType: 'text/plain' },
      token,
    );
    expect(uploaded.status).toBe(200);
  },
};

/** Routes without a token at all (the schema test covers them); HEAD mirrors GET. */
const PUBLIC_ROUTES = [
  'POST /api/register',
  'POST /api/login',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  // A signed link is the credential (reminders.e2e-spec.ts: a forged one is refused).
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  'GET /api/config/flexiconfig.json',
  // The REST API's description and its reference page (openapi.e2e-spec.ts): the same for everyone.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/:file',
  'GET /config/flexiconfig.json',
  'GET /config/flexifeatures.json',
  'GET /manifest.webmanifest',
  'GET /icons/:file',
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  'GET /metrics',
  'GET /files/:id/:name',
  'GET /exports/journal/:name',
  'GET /exports/conversations/:id/:name',
  'GET /graphql',
  'POST /graphql',
  'OPTIONS /graphql',
];

const committedSchema = buildSchema(
  readFileSync(resolve(findAppRoot(), 'libs/schema/schema.graphql'), 'utf8'),
);
const coordinates = (type: GraphQLObjectType | null | undefined) =>
  Object.keys(type?.getFields() ?? {}).map((name) => `${type?.name}.${name}`);
const ALL_OPERATIONS = [
  ...coordinates(committedSchema.getQueryType()),
  ...coordinates(committedSchema.getMutationType()),
  ...coordinates(committedSchema.getSubscriptionType()),
].sort();

describe('Owner-only access, for every operation and route', () => {
  let app: TestApp;
  let fake: FakeOpenAi;
  let owner: string;
  let stranger: string;
  let fixture: Fixture;

  /** What the owner can see of their conversation: must be the same after every refused attempt. */
  const ownerView = async () => {
    const { status, body } = await app.gql(
      'query ($id: ID!) { conversation(id: $id) { title entries { id kind userText replyText shared mood file { id } } } }',
      { id: fixture.conversationId },
      owner,
    );
    return JSON.stringify({ status, body: withoutCost(body) });
  };

  beforeAll(async () => {
    // Voice entries on (their own provider), replies from the offline companion.
    fake = await startFakeOpenAi();
    app = await startTestApp({
      AI_TRANSCRIPTION_MODEL: 'whisper-test',
      AI_TRANSCRIPTION_BASE_URL: fake.baseUrl,
      AI_TRANSCRIPTION_API_KEY: fake.apiKey,
      WEBHOOK_ALLOW_HTTP: 'true',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    owner = (await signUp(app, OWNER_NAME)).token;
    stranger = (await signUp(app)).token;
    const upload = await restUpload(
      app,
      { bytes: Buffer.from('zanzibarian notes\n'), name: 'mine.txt', declaredType: 'text/plain' },
      owner,
    );
    const fileId = upload.body.fileId as string;
    const { conversation, entry } = await startConversation(app, owner, {
      answers: [
        { questionId: 'q1', answer: 'The zanzibarian lighthouse keeper' },
        { questionId: 'q2', answer: 'Rosa' },
      ],
    });
    const continuation = await app.gql<{ continueConversation: { entry: { id: string } } }>(
      'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
      { input: { conversationId: conversation.id, message: 'More zanzibarian tales', fileId } },
      owner,
    );
    const note = await app.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: conversation.id, content: 'zanzibarian secret note' } },
      owner,
    );
    fixture = {
      conversationId: conversation.id,
      openingId: entry.id,
      continuationId: continuation.body.data?.continueConversation.entry.id as string,
      noteId: note.body.data?.addNote.id as string,
      fileId,
      ownerId: (
        await directQuery<{ id: string }>(app, 'SELECT id FROM users WHERE username = $1', [OWNER_NAME])
      )[0].id,
      secretWord: 'zanzibarian',
      reviewId: '',
      answerId: '',
      accessTokenId: (await createAccessToken(app, owner, ['READ'], { name: "Owner's backup" })).accessToken
        .id,
      webhookId: '',
      deliveryId: '',
    };
    // One shared entry, so that "shared" paths have something to (not) leak: the continuation only.
    await app.gql(
      'mutation ($id: ID!) { shareEntry(entryId: $id) { url } }',
      { id: fixture.continuationId },
      owner,
    );
    // A second, unshared continuation: index 1 must stay private while index 0 is shared.
    await continueConversation(app, owner, conversation.id, 'A last line');
    const review = await app.gql<{ createReview: { id: string } }>(
      'mutation ($start: String!) { createReview(period: MONTH, start: $start) { id } }',
      { start: `${new Date().toISOString().slice(0, 7)}-01` },
      owner,
    );
    fixture.reviewId = review.body.data?.createReview.id as string;
    const answer = await app.gql<{ askJournal: { id: string } }>(
      'mutation ($q: String!) { askJournal(question: $q) { id } }',
      { q: 'What did the owner write?' },
      owner,
    );
    fixture.answerId = answer.body.data?.askJournal.id as string;
    const webhook = await app.gql<{ createWebhook: { webhook: { id: string } } }>(
      'mutation ($url: String!) { createWebhook(url: $url, events: [ENTRY_CREATED]) { webhook { id } } }',
      { url: CLOSED_RECEIVER },
      owner,
    );
    fixture.webhookId = webhook.body.data?.createWebhook.webhook.id as string;
    await app.gql(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: conversation.id, content: 'Told to the webhook' } },
      owner,
    );
    fixture.deliveryId = (
      await directQuery<{ id: string }>(app, 'SELECT id FROM webhook_deliveries WHERE webhook_id = $1', [
        fixture.webhookId,
      ])
    )[0].id;
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('should classify every GraphQL operation of the schema exactly once', () => {
    const classified = [
      ...Object.keys(FOREIGN_OPERATIONS),
      ...Object.keys(OWN_DATA_OPERATIONS),
      ...PUBLIC_OPERATIONS,
      ...FOREIGN_SUBSCRIPTIONS,
    ].sort();
    // A new operation fails here until it gets a case in one of the lists above.
    expect(classified).toEqual(ALL_OPERATIONS);
  });

  it('should classify every route of the running server exactly once', () => {
    const classified = [
      ...Object.keys(FOREIGN_ROUTES),
      ...Object.keys(OWN_DATA_ROUTES),
      ...PUBLIC_ROUTES,
    ].sort();
    const live = listRoutes(app)
      .filter((route) => route.method !== 'HEAD' && route.path.startsWith('/') && !isStatic(route.path))
      .map(routeKey)
      .sort();
    expect(classified).toEqual([...new Set(live)]);
  });

  it.each(Object.entries(FOREIGN_OPERATIONS))(
    "should answer NOT_FOUND to another user's %s and change nothing of the owner's",
    async (_name, { query, variables }) => {
      const before = await ownerView();
      const result = await app.gql(query, variables(fixture), stranger);
      expect(result.body.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
      expect(await ownerView()).toBe(before);
    },
  );

  it("should not stream the owner's replies to another user (Subscription.replyStream)", async () => {
    const { events, errors } = await collectReplyStream(app, stranger, fixture.openingId);
    expect(events).toEqual([]);
    expect(JSON.stringify(errors)).toContain('NOT_FOUND');
  });

  it("should not stream the owner's review to another user (Subscription.reviewStream)", async () => {
    const { events, errors } = await collectSubscription(
      app,
      stranger,
      'subscription ($id: ID!) { reviewStream(id: $id) { text } }',
      { id: fixture.reviewId },
    );
    expect(events).toEqual([]);
    expect(JSON.stringify(errors)).toContain('NOT_FOUND');
  });

  it("should not stream the owner's answer to another user (Subscription.journalAnswerStream)", async () => {
    const { events, errors } = await collectSubscription(
      app,
      stranger,
      'subscription ($id: ID!) { journalAnswerStream(id: $id) { text } }',
      { id: fixture.answerId },
    );
    expect(events).toEqual([]);
    expect(JSON.stringify(errors)).toContain('NOT_FOUND');
  });

  it("should not stream the owner's conversation to another user (Subscription.conversationReplies)", async () => {
    const watch = watchConversation(app, stranger, fixture.conversationId);
    await expect(watch.listening).rejects.toThrow('NOT_FOUND');
    await watch.close();
    expect(watch.steps).toEqual([]);
  });

  it.each(Object.entries(OWN_DATA_OPERATIONS))(
    "should show another user none of the owner's data through %s",
    async (_name, check) => {
      const before = await ownerView();
      await check(app, stranger, fixture);
      expect(await ownerView()).toBe(before);
    },
  );

  it.each(Object.entries(FOREIGN_ROUTES))(
    "should answer 404 to another user's %s and change nothing of the owner's",
    async (key, { path, body }) => {
      const before = await ownerView();
      const method = key.split(' ')[0];
      const result = await app.rest(method, path(fixture), body?.(fixture), stranger);
      expect(result.status).toBe(404);
      expect(await ownerView()).toBe(before);
    },
  );

  it.each(Object.entries(OWN_DATA_ROUTES))(
    "should show another user none of the owner's data through %s",
    async (_name, check) => {
      const before = await ownerView();
      await check(app, stranger, fixture);
      expect(await ownerView()).toBe(before);
    },
  );

  it("should let the owner's shared continuation be read by another user, and nothing else", async () => {
    const shared = await app.rest('GET', `/api/share/post/${fixture.conversationId}/0`, undefined, stranger);
    expect(shared.status).toBe(200);
    expect(JSON.stringify(shared.body)).not.toContain('secret note');
    expect(JSON.stringify(shared.body)).not.toContain('lighthouse keeper');
  });
});

/**
 * The built client's own files (index.html and its compressed copies, the favicon, assets) are static and
 * public by nature, and served only when the client is built (the integration tests run before it may be). So is
 * the GraphQL explorer's page (GraphiQL): what it runs goes through POST /graphql like any client's.
 */
function isStatic(path: string): boolean {
  return (
    path === '/' ||
    path === '/graphql/explorer' ||
    /^\/((index|explorer)\.html(\.br|\.gz)?|favicon\.svg|sw\.js)$/.test(path) ||
    path.startsWith('/assets/')
  );
}
