import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from 'src/common/messages';
import { FileUrlSigner } from 'src/files/file-url-signer';
import { directQuery } from './support/direct-sql';
import { expectNoServerError, expectRestError } from './support/expect-errors';
import { startConversation } from './support/journal-client';
import { exportJournal, importJournal } from './support/journal-transfer';
import { startS3Server, type TestS3Server } from './support/s3-server';
import {
  minimalPdf,
  PDF_TEXT,
  PNG_1X1,
  sha256Of,
  UTF8_TEXT,
  windowsExe,
  type SampleFile,
} from './support/sample-files';
import { signUp, startTestApp, type HttpResult, type TestApp } from './support/test-app';
import { graphqlUpload, restUpload, type UploadedFile } from './support/uploads';

interface FileRow {
  id: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  storage_key: string;
  extracted_text: string | null;
}

const MB = 1024 * 1024;
const FILE_NOT_FOUND = { status: 404, code: 'FILE_NOT_FOUND', message: MESSAGES.fileNotFound } as const;
const DELETE_CONVERSATION = 'mutation ($id: ID!) { deleteConversation(id: $id) { message } }';
const DELETE_ACCOUNT = 'mutation ($password: String!) { deleteAccount(password: $password) { message } }';

const sample = (bytes: Buffer | string, name: string, declaredType: string): SampleFile => ({
  bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'),
  name,
  declaredType,
});

const rowOf = async (app: TestApp, id: string) =>
  (await directQuery<FileRow>(app, 'SELECT * FROM files WHERE id = $1', [id]))[0];

const fileCount = async (app: TestApp) =>
  (await directQuery<{ n: number }>(app, 'SELECT count(*)::int AS n FROM files'))[0].n;

async function download(app: TestApp, url: string) {
  const response = await fetch(`${app.baseUrl}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function downloadError(app: TestApp, url: string): Promise<HttpResult<unknown>> {
  const response = await fetch(`${app.baseUrl}${url}`);
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
}

describe('Files on S3 (STORAGE=s3 against a real S3-protocol server)', () => {
  let s3: TestS3Server;
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;

  const uploadViaGraphql = async (file: SampleFile, token = owner.token): Promise<UploadedFile> => {
    const result = await graphqlUpload(app, file, token);
    expect(result.body.errors).toBeUndefined();
    return (result.body.data as { uploadFile: UploadedFile }).uploadFile;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    app = await startTestApp(s3.env);
    owner = await signUp(app);
    stranger = await signUp(app);
  });

  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  describe('uploads', () => {
    it('should keep the exact bytes as the object ab/cd/<id> when a file comes through uploadFile', async () => {
      const uploaded = await uploadViaGraphql(sample(PNG_1X1, 'pixel.png', 'image/png'));

      const row = await rowOf(app, uploaded.id);
      expect(row.storage_key).toBe(`${row.id.slice(0, 2)}/${row.id.slice(2, 4)}/${row.id}`);
      expect(await s3.objectKeys()).toContain(row.storage_key);
      expect(await s3.objectBytes(row.storage_key)).toEqual(PNG_1X1);
    });

    it('should keep the exact bytes as an object when a file is posted to /api/upload', async () => {
      const response = await restUpload(app, sample(UTF8_TEXT, 'grüße.txt', 'text/plain'), owner.token);

      expect(response.status).toBe(200);
      const row = await rowOf(app, response.body.fileId as string);
      expect(row).toMatchObject({ mime: 'text/plain', extracted_text: UTF8_TEXT });
      expect(await s3.objectBytes(row.storage_key)).toEqual(Buffer.from(UTF8_TEXT));
    });

    it('should read a PDF back from the bucket to extract its text', async () => {
      const uploaded = await uploadViaGraphql(sample(minimalPdf(), 'lighthouse.pdf', 'application/pdf'));

      expect(await rowOf(app, uploaded.id)).toMatchObject({
        mime: 'application/pdf',
        extracted_text: PDF_TEXT,
      });
    });

    it('should store a 6 MB file in parts, byte for byte, and serve the same bytes from its link', async () => {
      const big = Buffer.concat([PNG_1X1, randomBytes(6 * MB)]);

      const uploaded = await uploadViaGraphql(sample(big, 'big.png', 'image/png'));

      const row = await rowOf(app, uploaded.id);
      expect(row).toMatchObject({ size: big.length, sha256: sha256Of(big) });
      expect((await s3.objectBytes(row.storage_key)).equals(big)).toBe(true);
      const { response, bytes } = await download(app, uploaded.fileUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(big.length));
      expect(bytes.equals(big)).toBe(true);
    });

    it('should write nothing under DATA_DIR/files', () => {
      expect(existsSync(join(app.env.dataDir, 'files'))).toBe(false);
    });
  });

  describe('downloads', () => {
    let png: UploadedFile;

    beforeAll(async () => {
      png = await uploadViaGraphql(sample(PNG_1X1, 'Leuchtturm.png', 'image/png'));
    });

    it('should serve the object through the signed link with the usual headers', async () => {
      const { response, bytes } = await download(app, png.fileUrl);

      expect(response.status).toBe(200);
      expect(bytes).toEqual(PNG_1X1);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(PNG_1X1.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
      });
    });

    it('should answer NOT_FOUND when another user asks for the file', async () => {
      const response = await app.gql(
        'query($id: ID!) { file(id: $id) { id } }',
        { id: png.id },
        stranger.token,
      );

      expectNoServerError(response);
      expect(response.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        [MESSAGES.fileNotFound, 'NOT_FOUND'],
      ]);
    });

    it('should answer 404 File not found when the link has expired', async () => {
      const signer = app.app.get(FileUrlSigner);
      const expired = signer.signedUrl({ id: png.id, name: png.fileName }, new Date(Date.now() - 3601_000));

      expectRestError(await downloadError(app, expired), FILE_NOT_FOUND);
    });

    it('should answer 404, not a broken 200, when the object is gone from the bucket', async () => {
      const lost = await uploadViaGraphql(sample(PNG_1X1, 'lost.png', 'image/png'));
      await s3.deleteObject((await rowOf(app, lost.id)).storage_key);

      expectRestError(await downloadError(app, lost.fileUrl), FILE_NOT_FOUND);
    });
  });

  describe('refused uploads', () => {
    let before: { rows: number; objects: string[] };

    beforeEach(async () => {
      before = { rows: await fileCount(app), objects: await s3.objectKeys() };
    });

    afterEach(async () => {
      // No row, no object, and no multipart upload left open (its parts would stay in the bucket).
      expect({ rows: await fileCount(app), objects: await s3.objectKeys() }).toEqual(before);
      expect(await s3.pendingUploads()).toEqual([]);
    });

    it('should answer 415 and store nothing when /api/upload gets a program dressed as a PNG', async () => {
      expectRestError(await restUpload(app, sample(windowsExe(), 'holiday.png', 'image/png'), owner.token), {
        status: 415,
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: MESSAGES.fileTypeNotAllowed,
      });
    });

    it('should answer BAD_USER_INPUT and store nothing when uploadFile gets a program', async () => {
      const response = await graphqlUpload(app, sample(windowsExe(), 'x.png', 'image/png'), owner.token);

      expectNoServerError(response);
      expect(response.body.errors?.map((e) => e.extensions?.reason)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
    });

    it('should answer 400 and store nothing when the file is empty', async () => {
      expect((await restUpload(app, sample('', 'empty.txt', 'text/plain'), owner.token)).status).toBe(400);
    });

    it('should answer 415 and abort the upload when a NUL byte comes after the first 5 MB part', async () => {
      const text = sample(`${'plain words '.repeat(600_000)}\u0000 binary`, 'long.txt', 'text/plain');

      expect((await restUpload(app, text, owner.token)).status).toBe(415);
    });

    it('should answer 413 and abort the upload when /api/upload gets 12 MB (the limit is 10 MB)', async () => {
      expectRestError(
        await restUpload(app, sample('x'.repeat(12 * MB), 'big.txt', 'text/plain'), owner.token),
        {
          status: 413,
          code: 'FILE_TOO_LARGE',
          message: 'File is too large (maximum 10 MB)',
        },
      );
    });

    it('should answer PAYLOAD_TOO_LARGE and abort the upload when uploadFile gets 12 MB', async () => {
      const response = await graphqlUpload(
        app,
        sample('x'.repeat(12 * MB), 'big.txt', 'text/plain'),
        owner.token,
      );

      expectNoServerError(response);
      expect(response.body.errors?.map((e) => e.extensions?.code)).toEqual(['PAYLOAD_TOO_LARGE']);
    });
  });

  describe('deleting', () => {
    it('should remove the object of an attachment when its conversation is deleted', async () => {
      const user = await signUp(app);
      const file = await uploadViaGraphql(sample(PNG_1X1, 'a.png', 'image/png'), user.token);
      const key = (await rowOf(app, file.id)).storage_key;
      const { conversation } = await startConversation(app, user.token, { fileId: file.id });

      const deleted = await app.gql(DELETE_CONVERSATION, { id: conversation.id }, user.token);

      expect(deleted.body.errors).toBeUndefined();
      expect(await rowOf(app, file.id)).toBeUndefined();
      expect(await s3.objectKeys()).not.toContain(key);
    });

    it('should remove the objects of attached and never attached uploads when the account is deleted', async () => {
      const user = await signUp(app);
      const attached = await uploadViaGraphql(sample(PNG_1X1, 'a.png', 'image/png'), user.token);
      const loose = await uploadViaGraphql(sample(UTF8_TEXT, 'b.txt', 'text/plain'), user.token);
      await startConversation(app, user.token, { fileId: attached.id });
      const keys = [(await rowOf(app, attached.id)).storage_key, (await rowOf(app, loose.id)).storage_key];
      expect(await s3.objectKeys()).toEqual(expect.arrayContaining(keys));

      const deleted = await app.gql(DELETE_ACCOUNT, { password: user.password }, user.token);

      expect(deleted.body.errors).toBeUndefined();
      const left = await s3.objectKeys();
      expect(keys.filter((key) => left.includes(key))).toEqual([]);
    });
  });

  describe('journal export and import', () => {
    it('should put the objects in the export and store them as new objects on import', async () => {
      const author = await signUp(app);
      const png = await uploadViaGraphql(sample(PNG_1X1, 'pixel.png', 'image/png'), author.token);
      const pdf = await uploadViaGraphql(sample(minimalPdf(), 'a.pdf', 'application/pdf'), author.token);
      await startConversation(app, author.token, { fileId: png.id });
      await startConversation(app, author.token, { fileId: pdf.id, projectName: 'Second' });

      const exported = await exportJournal(app, author.token);

      expect(exported.files.get(`files/${png.id}-pixel.png`)).toEqual(PNG_1X1);
      expect(exported.files.get(`files/${pdf.id}-a.pdf`)).toEqual(minimalPdf());

      const reader = await signUp(app);
      const objectsBefore = (await s3.objectKeys()).length;
      const imported = await importJournal(app, reader.token, exported.bytes);

      expect(imported.body.data?.importJournal).toMatchObject({ conversations: 2, files: 2 });
      const rows = await directQuery<FileRow>(
        app,
        'SELECT f.* FROM files f JOIN users u ON u.id = f.owner_id WHERE u.username = $1 ORDER BY f.name',
        [reader.username],
      );
      expect(await s3.objectKeys()).toHaveLength(objectsBefore + 2);
      expect(await Promise.all(rows.map((row) => s3.objectBytes(row.storage_key)))).toEqual([
        minimalPdf(),
        PNG_1X1,
      ]);
    });
  });

  // Last: stopping the server cuts the app's open connections to it.
  describe('readiness', () => {
    it('should report the bucket as storage: up when it answers', async () => {
      expect(await app.rest('GET', '/health/ready')).toMatchObject({
        status: 200,
        body: { status: 'ok', database: 'up', storage: 'up' },
      });
    });

    it('should answer 503 with storage: down while the S3 server is stopped, and 200 once it is back', async () => {
      await s3.stop();
      const whileDown = await app.rest('GET', '/health/ready');
      await s3.start();

      expect(whileDown).toMatchObject({
        status: 503,
        body: { status: 'error', database: 'up', storage: 'down' },
      });
      expect(await app.rest('GET', '/health/ready')).toMatchObject({
        status: 200,
        body: { status: 'ok', storage: 'up' },
      });
      expect(await app.rest('GET', '/health/live')).toMatchObject({ status: 200 });
    });

    it('should store and serve files again once the S3 server is back', async () => {
      const uploaded = await uploadViaGraphql(sample(PNG_1X1, 'after.png', 'image/png'));

      expect((await download(app, uploaded.fileUrl)).bytes).toEqual(PNG_1X1);
    });
  });
});
