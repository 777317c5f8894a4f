import { randomBytes } from 'node:crypto';
import { MESSAGES } from 'src/common/messages';
import { expectGraphqlError } from './support/expect-errors';
import { importFrom, importJournal, storedState } from './support/journal-transfer';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { graphqlUpload } from './support/uploads';
import { zipOf } from './support/zips';

/**
 * The import limit (IMPORT_MAX_BYTES) and the attachment limit (UPLOAD_MAX_BYTES) side by side: GraphQL
 * uploads take up to the larger one, and each operation still refuses at its own.
 */
describe('Importing a journal: the size limit (IMPORT_MAX_BYTES=65536, UPLOAD_MAX_BYTES=16384)', () => {
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    app = await startTestApp({ IMPORT_MAX_BYTES: '65536', UPLOAD_MAX_BYTES: '16384' });
    user = await signUp(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should refuse an import over the limit with BAD_USER_INPUT and keep nothing of it', async () => {
    // Random bytes do not compress: the zip is larger than the limit.
    const zip = await zipOf([['journal.json', randomBytes(70 * 1024)]]);
    const before = await storedState(app, user.username);

    const result = await importJournal(app, user.token, zip);

    expectGraphqlError(result, {
      code: 'BAD_USER_INPUT',
      message: 'The import file is too large (max 64 KB).',
    });
    expect(result.body.errors?.[0].extensions?.reason).toBe('IMPORT_TOO_LARGE');
    expect(await storedState(app, user.username)).toEqual({ ...before, tmp: 0 });
  });

  it.each([
    ['DAY_ONE', 'Journal.json'],
    ['MARKDOWN', '2023-01-05.md'],
  ] as const)('should refuse a %s zip over the limit the same way', async (source, path) => {
    const zip = await zipOf([[path, randomBytes(70 * 1024)]]);
    const before = await storedState(app, user.username);

    const result = await importFrom(app, user.token, zip, { source, topic: 'travel' });

    expectGraphqlError(result, {
      code: 'BAD_USER_INPUT',
      message: 'The import file is too large (max 64 KB).',
    });
    expect(result.body.errors?.[0].extensions?.reason).toBe('IMPORT_TOO_LARGE');
    expect(await storedState(app, user.username)).toEqual({ ...before, tmp: 0 });
  });

  it('should read an import under the limit (and judge what is in it)', async () => {
    const zip = await zipOf([['notes.txt', randomBytes(40 * 1024)]]);

    const result = await importJournal(app, user.token, zip);

    expectGraphqlError(result, { code: 'BAD_USER_INPUT', message: MESSAGES.importNotAJournal });
  });

  it('should still refuse an attachment over UPLOAD_MAX_BYTES although imports may be larger', async () => {
    const result = await graphqlUpload(
      app,
      { bytes: Buffer.alloc(20 * 1024, 'a'), name: 'long.txt', declaredType: 'text/plain' },
      user.token,
    );

    expectGraphqlError(result, { code: 'PAYLOAD_TOO_LARGE', message: 'File is too large (maximum 16 KB)' });
    expect((await storedState(app, user.username)).files).toBe(0);
  });
});
