import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_MESSAGES } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError, expectRestError } from './support/expect-errors';
import { continueConversation, startConversation } from './support/journal-client';
import { PNG_1X1 } from './support/sample-files';
import { type GraphqlBody, type HttpResult, signUp, startTestApp, type TestApp } from './support/test-app';
import { restUpload } from './support/uploads';

type Transport = 'REST' | 'GraphQL';
type User = Awaited<ReturnType<typeof signUp>>;
type Result = HttpResult<GraphqlBody<{ deleteAccount?: { message: string } }> & { message?: unknown }>;

const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];

const DELETE_ACCOUNT = 'mutation ($password: String!) { deleteAccount(password: $password) { message } }';
const ME = '{ me { username } }';
const SHARED_ENTRY = /* GraphQL */ `
  query ($conversationId: ID!) {
    sharedEntry(conversationId: $conversationId, continuationIndex: 0) {
      entry {
        userText
      }
    }
  }
`;

/** The rows of one user in every table that holds something of theirs. */
const ROWS_OF = `SELECT
  (SELECT count(*)::int FROM users WHERE id = $1) AS users,
  (SELECT count(*)::int FROM conversations WHERE owner_id = $1) AS conversations,
  (SELECT count(*)::int FROM entries WHERE owner_id = $1) AS entries,
  (SELECT count(*)::int FROM entries WHERE owner_id = $1 AND kind = 'note') AS notes,
  (SELECT count(*)::int FROM entries WHERE owner_id = $1 AND shared_at IS NOT NULL) AS shares,
  (SELECT count(*)::int FROM files WHERE owner_id = $1) AS files,
  (SELECT count(*)::int FROM password_resets WHERE user_id = $1) AS resets,
  (SELECT count(*)::int FROM revoked_sessions WHERE user_id = $1) AS revoked`;

/** What `populate` gives every user. */
const POPULATED = {
  users: 1,
  conversations: 1,
  entries: 3,
  notes: 1,
  shares: 1,
  files: 1,
  resets: 1,
  revoked: 1,
};
const NOTHING = Object.fromEntries(Object.keys(POPULATED).map((key) => [key, 0]));

interface Account extends User {
  id: string;
  conversationId: string;
  /** Where the bytes of the user's upload live on disk. */
  storedFile: string;
}

describe('Deleting an account (deleteAccount, DELETE /api/profile)', () => {
  let app: TestApp;

  const deleteAccount = (transport: Transport, token: string, password?: string): Promise<Result> =>
    transport === 'REST'
      ? app.rest('DELETE', '/api/profile', password === undefined ? undefined : { password }, token)
      : app.gql(DELETE_ACCOUNT, { password }, token);
  const rowsOf = async (userId: string) => (await directQuery(app, ROWS_OF, [userId]))[0];
  const login = (username: string, password: string) =>
    app.rest<{ token?: string; code?: string }>('POST', '/api/login', { username, password });
  const readShared = (conversationId: string, token: string) =>
    app.rest('GET', `/api/share/post/${conversationId}/0`, undefined, token);

  /**
   * A user with one of everything: a conversation with a file, a continuation and a note, the continuation
   * shared, a password reset link and a logged-out second session.
   */
  const populate = async (): Promise<Account> => {
    const user = await signUp(app);
    const upload = await restUpload(
      app,
      { bytes: PNG_1X1, name: 'cliff.png', declaredType: 'image/png' },
      user.token,
    );
    const { conversation } = await startConversation(app, user.token, { fileId: upload.body.fileId });
    const continuation = await continueConversation(app, user.token, conversation.id, 'Rosa mended nets.');
    await app.gql(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: conversation.id, content: 'Ask mum about the boat' } },
      user.token,
    );
    await app.gql(
      'mutation ($id: ID!) { shareEntry(entryId: $id) { url } }',
      { id: continuation.id },
      user.token,
    );
    expect((await app.rest('POST', '/api/forgot-password', { email: user.email })).status).toBe(200);
    const second = (await login(user.username, user.password)).body.token;
    expect((await app.rest('POST', '/api/logout', undefined, second)).status).toBe(200);

    const [{ id, storage_key }] = await directQuery<{ id: string; storage_key: string }>(
      app,
      'SELECT u.id, f.storage_key FROM users u JOIN files f ON f.owner_id = u.id WHERE u.username = $1',
      [user.username],
    );
    const account = {
      ...user,
      id,
      conversationId: conversation.id,
      storedFile: join(app.env.dataDir, 'files', storage_key),
    };
    expect(await rowsOf(id)).toEqual(POPULATED);
    expect(existsSync(account.storedFile)).toBe(true);
    return account;
  };

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    [
      'REST',
      'no password',
      undefined,
      'USER_CURRENT_PASSWORD_REQUIRED',
      VALIDATION_MESSAGES.currentPasswordRequired,
    ],
    [
      'REST',
      'an empty password',
      '',
      'USER_CURRENT_PASSWORD_REQUIRED',
      VALIDATION_MESSAGES.currentPasswordRequired,
    ],
    [
      'REST',
      'a wrong password',
      'not-my-password',
      'USER_CURRENT_PASSWORD_WRONG',
      VALIDATION_MESSAGES.currentPasswordWrong,
    ],
    [
      'GraphQL',
      'an empty password',
      '',
      'USER_CURRENT_PASSWORD_REQUIRED',
      VALIDATION_MESSAGES.currentPasswordRequired,
    ],
    [
      'GraphQL',
      'a wrong password',
      'not-my-password',
      'USER_CURRENT_PASSWORD_WRONG',
      VALIDATION_MESSAGES.currentPasswordWrong,
    ],
  ] as const)(
    'should refuse over %s with %s as bad input, never as a lost session, and delete nothing',
    async (transport, _case, password, code, message) => {
      const account = await populate();

      const result = await deleteAccount(transport, account.token, password);

      if (transport === 'REST') {
        expectRestError(result, { status: 400, code, message });
      } else {
        expectGraphqlError(result, { code: 'BAD_USER_INPUT', message });
        expect(result.body.errors?.[0].extensions?.reason).toBe(code);
      }
      expect(await rowsOf(account.id)).toEqual(POPULATED);
      expect(existsSync(account.storedFile)).toBe(true);
      expect((await app.rest('GET', '/api/profile', undefined, account.token)).status).toBe(200);
    },
  );

  it.each(TRANSPORTS)(
    "should delete exactly the caller's rows and bytes over %s, end the token at once and free the username and email",
    async (transport) => {
      const account = await populate();
      const other = await populate();
      expect((await readShared(account.conversationId, other.token)).status).toBe(200);

      const result = await deleteAccount(transport, account.token, account.password);

      expect(transport === 'REST' ? result.body : result.body.data?.deleteAccount).toEqual({
        message: MESSAGES.accountDeleted,
      });
      expect(await rowsOf(account.id)).toEqual(NOTHING);
      expect(existsSync(account.storedFile)).toBe(false);
      // Everyone else's data is untouched.
      expect(await rowsOf(other.id)).toEqual(POPULATED);
      expect(existsSync(other.storedFile)).toBe(true);
      // The token of the deleted user is refused on both transports right away.
      expectRestError(await app.rest('GET', '/api/profile', undefined, account.token), {
        status: 403,
        code: 'AUTH_INVALID_TOKEN',
        message: MESSAGES.invalidToken,
      });
      expectGraphqlError(await app.gql(ME, {}, account.token), {
        code: 'UNAUTHENTICATED',
        message: MESSAGES.invalidToken,
      });
      // The deleted user's shared post is gone for the other user too.
      expectRestError(await readShared(account.conversationId, other.token), {
        status: 404,
        code: 'SHARED_POST_NOT_FOUND',
        message: MESSAGES.sharedPostNotFound,
      });
      const sharedOverGraphql = await app.gql(
        SHARED_ENTRY,
        { conversationId: account.conversationId },
        other.token,
      );
      expect(sharedOverGraphql.body.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
      // Logging in fails; the same username and email can register again, as a new, empty account.
      expect((await login(account.username, account.password)).status).toBe(401);
      const again = await app.rest('POST', '/api/register', {
        username: account.username,
        email: account.email,
        password: account.password,
      });
      expect(again.status).toBe(201);
      const fresh = await login(account.username, account.password);
      expect(fresh.status).toBe(200);
      const list = await app.rest<{ conversations: unknown[] }>(
        'GET',
        '/api/conversations',
        undefined,
        fresh.body.token,
      );
      expect(list.body.conversations).toEqual([]);
    },
  );

  it.each(TRANSPORTS)('should refuse a second deletion with the same token over %s', async (transport) => {
    const account = await populate();
    await deleteAccount(transport, account.token, account.password);

    const again = await deleteAccount(transport, account.token, account.password);

    if (transport === 'REST') expect(again.status).toBe(403);
    else expect(again.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
