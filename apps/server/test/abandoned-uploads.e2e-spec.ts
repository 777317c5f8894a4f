import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { MESSAGES } from 'src/common/messages';
import { AbandonedUploadsJanitor } from 'src/files/abandoned-uploads.janitor';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError } from './support/expect-errors';
import { familyAnswers, FAMILY_TOPIC, START, startConversation } from './support/journal-client';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { restUpload } from './support/uploads';

type User = Awaited<ReturnType<typeof signUp>>;

const RETENTION_HOURS = 24;

async function upload(app: TestApp, user: User, text = 'notes from the attic'): Promise<string> {
  const file = { bytes: Buffer.from(text), name: 'notes.txt', declaredType: 'text/plain' };
  const result = await restUpload(app, file, user.token);
  if (result.status !== 200 || !result.body.fileId) throw new Error(JSON.stringify(result.body));
  return result.body.fileId;
}

/** Moves the upload's creation `hours` into the past. */
async function age(app: TestApp, fileId: string, hours: number): Promise<void> {
  await directQuery(app, 'UPDATE files SET created_at = now() - make_interval(hours => $2) WHERE id = $1', [
    fileId,
    hours,
  ]);
}

async function storageKeyOf(app: TestApp, fileId: string): Promise<string | undefined> {
  const rows = await directQuery<{ storage_key: string }>(
    app,
    'SELECT storage_key FROM files WHERE id = $1',
    [fileId],
  );
  return rows[0]?.storage_key;
}

async function userIdOf(app: TestApp, user: User): Promise<string> {
  const rows = await directQuery<{ id: string }>(app, 'SELECT id FROM users WHERE username = $1', [
    user.username,
  ]);
  return rows[0].id;
}

async function conversationCount(app: TestApp, user: User): Promise<number> {
  const rows = await directQuery<{ n: number }>(
    app,
    'SELECT count(*)::int AS n FROM conversations WHERE owner_id = $1',
    [await userIdOf(app, user)],
  );
  return rows[0].n;
}

async function attachedFileOf(app: TestApp, entryId: string): Promise<string | null> {
  const rows = await directQuery<{ file_id: string | null }>(
    app,
    'SELECT file_id FROM entries WHERE id = $1',
    [entryId],
  );
  return rows[0].file_id;
}

describe.each(['disk', 's3'] as const)('Abandoned uploads (STORAGE=%s)', (storage) => {
  let s3: TestS3Server | undefined;
  let app: TestApp;
  let janitor: AbandonedUploadsJanitor;
  let owner: User;
  let other: User;

  /** Whether the store still holds bytes under `key`: the file on disk, or the object in the bucket. */
  const holdsBytes = async (key: string): Promise<boolean> =>
    s3
      ? (await s3.objectKeys()).includes(key)
      : existsSync(join(app.env.dataDir, 'files', ...key.split('/')));

  beforeAll(async () => {
    if (storage === 's3') s3 = await startS3Server();
    app = await startTestApp(s3?.env ?? {});
    janitor = app.app.get(AbandonedUploadsJanitor);
    owner = await signUp(app);
    other = await signUp(app);
  });

  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it("should delete an upload taken out of the message box at once, row and bytes, and no one else's", async () => {
    const DISCARD = 'mutation ($id: ID!) { discardUpload(id: $id) { message } }';
    const discarded = await upload(app, owner);
    const othersUpload = await upload(app, other);
    const carried = await upload(app, owner);
    await startConversation(app, owner.token, { fileId: carried });
    const keys = { discarded: await storageKeyOf(app, discarded), carried: await storageKeyOf(app, carried) };

    const answer = await app.gql<{ discardUpload: { message: string } }>(
      DISCARD,
      { id: discarded },
      owner.token,
    );
    const refused = await app.gql(DISCARD, { id: carried }, owner.token);
    const foreign = await app.gql(DISCARD, { id: othersUpload }, owner.token);

    expect(answer.body.data?.discardUpload).toEqual({ message: MESSAGES.uploadDiscarded });
    expect(await storageKeyOf(app, discarded)).toBeUndefined();
    expect(await holdsBytes(keys.discarded as string)).toBe(false);
    expectGraphqlError(refused, { code: 'CONFLICT', message: MESSAGES.fileCarried });
    expect(await storageKeyOf(app, carried)).toBe(keys.carried);
    expect(await holdsBytes(keys.carried as string)).toBe(true);
    expectGraphqlError(foreign, { code: 'NOT_FOUND', message: MESSAGES.fileNotFound });
    expect(await storageKeyOf(app, othersUpload)).toBeDefined();
  });

  it('should delete old never-attached uploads of every owner, row and bytes, when the janitor runs', async () => {
    const abandoned = [await upload(app, owner), await upload(app, other)];
    const recent = await upload(app, owner);
    const attached = [await upload(app, owner), await upload(app, other)];
    const entries = [
      (await startConversation(app, owner.token, { fileId: attached[0] })).entry.id,
      (await startConversation(app, other.token, { fileId: attached[1] })).entry.id,
    ];
    for (const id of [...abandoned, ...attached]) await age(app, id, RETENTION_HOURS + 1);
    await age(app, recent, RETENTION_HOURS - 1);
    const keys = new Map<string, string>();
    for (const id of [...abandoned, recent, ...attached]) keys.set(id, (await storageKeyOf(app, id)) ?? '');
    for (const key of keys.values()) expect(await holdsBytes(key)).toBe(true);

    expect(await janitor.run()).toBe(2);

    for (const id of abandoned) {
      expect(await storageKeyOf(app, id)).toBeUndefined();
      expect(await holdsBytes(keys.get(id) ?? '')).toBe(false);
    }
    for (const id of [recent, ...attached]) {
      expect(await storageKeyOf(app, id)).toBe(keys.get(id));
      expect(await holdsBytes(keys.get(id) ?? '')).toBe(true);
    }
    expect(await attachedFileOf(app, entries[0])).toBe(attached[0]);
    expect(await attachedFileOf(app, entries[1])).toBe(attached[1]);
    // Nothing left to do: a second run (or another instance's) deletes nothing.
    expect(await janitor.run()).toBe(0);
  });

  it('should delete a backlog larger than one batch in one run when many uploads were abandoned', async () => {
    const real = await upload(app, owner);
    const realKey = (await storageKeyOf(app, real)) ?? '';
    // Rows copied from a real upload: bytes missing under a key are not an error for either store.
    await directQuery(
      app,
      `INSERT INTO files (owner_id, name, mime, size, sha256, storage_key, created_at)
       SELECT owner_id, name, mime, size, sha256, 'ab/cd/backlog-' || n, now() - interval '48 hours'
         FROM files, generate_series(1, 249) AS n WHERE id = $1`,
      [real],
    );
    await age(app, real, RETENTION_HOURS + 1);

    expect(await janitor.run()).toBe(250);

    expect(await directQuery(app, `SELECT id FROM files WHERE storage_key LIKE 'ab/cd/backlog-%'`)).toEqual(
      [],
    );
    expect(await storageKeyOf(app, real)).toBeUndefined();
    expect(await holdsBytes(realKey)).toBe(false);
  });
});

describe('Abandoned uploads racing an attach', () => {
  let app: TestApp;
  let janitor: AbandonedUploadsJanitor;
  let owner: User;
  let client: Client;

  beforeAll(async () => {
    app = await startTestApp();
    janitor = app.app.get(AbandonedUploadsJanitor);
    owner = await signUp(app);
  });

  beforeEach(async () => {
    client = new Client({ connectionString: app.databaseUrl });
    await client.connect();
  });

  afterEach(async () => {
    await client.end();
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Rejects when `promise` has not settled within `ms`: a janitor that waits for a lock fails the test. */
  const within = async <T>(promise: Promise<T>, ms: number): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
    });
    try {
      return await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  it('should skip an old upload that an attach in progress references, and keep it once attached', async () => {
    const fileId = await upload(app, owner);
    await age(app, fileId, RETENTION_HOURS + 1);
    const { conversation } = await startConversation(app, owner.token);
    // The attach's insert, not yet committed: its foreign-key check holds a lock on the file's row.
    await client.query('BEGIN');
    const [entry] = (
      await client.query<{ id: string }>(
        `INSERT INTO entries (conversation_id, owner_id, kind, order_index, user_text, reply_status, file_id)
         VALUES ($1, $2, 'note', 1, 'see the attic notes', 'none', $3) RETURNING id`,
        [conversation.id, await userIdOf(app, owner), fileId],
      )
    ).rows;

    expect(await within(janitor.run(), 5_000)).toBe(0);
    await client.query('COMMIT');
    expect(await janitor.run()).toBe(0);

    expect(await storageKeyOf(app, fileId)).toBeDefined();
    expect(await attachedFileOf(app, entry.id)).toBe(fileId);
  });

  it('should answer FILE_NOT_FOUND and store nothing when the upload is deleted while being attached', async () => {
    const fileId = await upload(app, owner);
    const conversationsBefore = await conversationCount(app, owner);
    // A janitor's transaction holding the file's row: the attach passes its check, then waits in its insert.
    await client.query('BEGIN');
    await client.query('SELECT id FROM files WHERE id = $1 FOR UPDATE', [fileId]);
    const attaching = app.gql(
      START,
      { input: { topic: FAMILY_TOPIC, projectName: 'Attic', answers: familyAnswers(), fileId } },
      owner.token,
    );
    await waitForLockWait(app);
    await client.query('DELETE FROM files WHERE id = $1', [fileId]);
    await client.query('COMMIT');

    expectGraphqlError(await attaching, { code: 'NOT_FOUND', message: MESSAGES.fileNotFound });
    expect(await conversationCount(app, owner)).toBe(conversationsBefore);
  });
});

/** Resolves once a session of the app's database waits for a row lock (the attach's foreign-key check). */
async function waitForLockWait(app: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await directQuery<{ waiting: number }>(
      app,
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the attach never waited for the file row');
}
