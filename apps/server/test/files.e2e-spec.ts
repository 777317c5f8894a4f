import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { MESSAGES } from 'src/common/messages';
import { DomainError } from 'src/common/errors/domain-error';
import { FileUrlSigner } from 'src/files/file-url-signer';
import { FilesService } from 'src/files/files.service';
import { directQuery } from './support/direct-sql';
import { expectNoServerError, expectRestError } from './support/expect-errors';
import {
  HTML_PAGE,
  minimalPdf,
  PDF_TEXT,
  PNG_1X1,
  sha256Of,
  TINY_JPEG,
  UTF8_TEXT,
  windowsExe,
  zipArchive,
  type SampleFile,
} from './support/sample-files';
import { signUp, startTestApp, type HttpResult, type TestApp } from './support/test-app';
import { graphqlMultipart, graphqlUpload, restUpload, type UploadedFile } from './support/uploads';

interface FileRow {
  id: string;
  owner_id: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  storage_key: string;
  extracted_text: string | null;
}

const FILE_NOT_FOUND = { status: 404, code: 'FILE_NOT_FOUND', message: MESSAGES.fileNotFound } as const;
const TYPE_NOT_ALLOWED = {
  status: 415,
  code: 'FILE_TYPE_NOT_ALLOWED',
  message: MESSAGES.fileTypeNotAllowed,
} as const;

const sample = (bytes: Buffer | string, name: string, declaredType: string): SampleFile => ({
  bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'),
  name,
  declaredType,
});

/** Each allowed type, the type the server must find in it, and the text the AI gets from it. */
const ALLOWED: Array<[string, SampleFile, string, string | null]> = [
  ['a PNG', sample(PNG_1X1, 'pixel.png', 'image/png'), 'image/png', null],
  ['a JPEG', sample(TINY_JPEG, 'photo.jpg', 'image/jpeg'), 'image/jpeg', null],
  ['a PDF', sample(minimalPdf(), 'lighthouse.pdf', 'application/pdf'), 'application/pdf', PDF_TEXT],
  ['a UTF-8 text', sample(UTF8_TEXT, 'grüße.txt', 'text/plain'), 'text/plain', UTF8_TEXT],
];

/** Content that is none of the allowed types, dressed up as a PNG by name and declared type. */
const SPOOFED: Array<[string, SampleFile]> = [
  ['a Windows executable', sample(windowsExe(), 'holiday.png', 'image/png')],
  ['a zip archive', sample(zipArchive(), 'holiday.png', 'image/png')],
  ['an HTML page', sample(HTML_PAGE, 'holiday.png', 'image/png')],
  ['an SVG image', sample('<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'holiday.png', 'image/png')],
  ['a GIF', sample(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'x.png', 'image/png')],
  [
    'random bytes (not UTF-8)',
    sample(Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0x00, 0x81]), 'x.txt', 'text/plain'),
  ],
  ['text with a NUL byte', sample('hello\u0000world', 'notes.txt', 'text/plain')],
  ['text full of control characters', sample('\u0001\u0002\u0003\u0004 abc', 'notes.txt', 'text/plain')],
];

/** Every regular file under DATA_DIR/files, temporary ones included. */
function storedFiles(app: TestApp): string[] {
  const root = join(app.env.dataDir, 'files');
  const walk = (dir: string): string[] => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return [];
    }
    return entries.flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  };
  return walk(root);
}

const rows = (app: TestApp, ownerId?: string) =>
  directQuery<FileRow>(
    app,
    `SELECT * FROM files ${ownerId ? 'WHERE owner_id = $1' : ''} ORDER BY created_at`,
    ownerId ? [ownerId] : [],
  );

const rowOf = async (app: TestApp, id: string) =>
  (await directQuery<FileRow>(app, 'SELECT * FROM files WHERE id = $1', [id]))[0];

const userIdOf = async (app: TestApp, username: string) =>
  (await directQuery<{ id: string }>(app, 'SELECT id FROM users WHERE username = $1', [username]))[0].id;

async function download(app: TestApp, url: string, init: RequestInit = {}) {
  const response = await fetch(`${app.baseUrl}${url}`, init);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function downloadError(app: TestApp, url: string): Promise<HttpResult<unknown>> {
  const response = await fetch(`${app.baseUrl}${url}`);
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
}

describe('Files: uploads judged by content, signed downloads', () => {
  let app: TestApp;
  let owner: { token: string; username: string; id: string };
  let stranger: { token: string; username: string; id: string };

  const uploadViaGraphql = async (file: SampleFile, token = owner.token): Promise<UploadedFile> => {
    const result = await graphqlUpload(app, file, token);
    expect(result.body.errors).toBeUndefined();
    return (result.body.data as { uploadFile: UploadedFile }).uploadFile;
  };

  beforeAll(async () => {
    app = await startTestApp();
    const a = await signUp(app);
    const b = await signUp(app);
    owner = { ...a, id: await userIdOf(app, a.username) };
    stranger = { ...b, id: await userIdOf(app, b.username) };
  });

  afterAll(async () => {
    await app.close();
  });

  describe('allowed types', () => {
    it.each(ALLOWED)(
      'should store %s with the sniffed type, its size, sha256 and text when it is posted to /api/upload',
      async (_name, file, mime, text) => {
        const response = await restUpload(app, file, owner.token);

        expect(response.status).toBe(200);
        expect(response.body).toEqual({ fileId: expect.any(String), message: 'File uploaded successfully' });
        const row = await rowOf(app, response.body.fileId as string);
        expect(row).toMatchObject({
          owner_id: owner.id,
          name: file.name,
          mime,
          size: file.bytes.length,
          sha256: sha256Of(file.bytes),
          extracted_text: text,
        });
        const stored = join(app.env.dataDir, 'files', row.storage_key);
        expect(row.storage_key).toMatch(
          new RegExp(`^${row.id.slice(0, 2)}/${row.id.slice(2, 4)}/${row.id}$`),
        );
        expect(readFileSync(stored)).toEqual(file.bytes);
        expect(statSync(stored).mode & 0o777).toBe(0o600);
      },
    );

    it.each(ALLOWED)(
      'should store %s and answer the File model when it is sent to uploadFile',
      async (_name, file, mime, text) => {
        const uploaded = await uploadViaGraphql(file);

        expect(uploaded).toEqual({
          id: expect.any(String),
          fileName: file.name,
          fileType: mime,
          fileUrl: expect.stringMatching(
            new RegExp(
              `^/files/${uploaded.id}/${encodeURIComponent(file.name)}\\?expires=\\d+&signature=[\\w-]+$`,
            ),
          ),
          size: file.bytes.length,
        });
        expect(await rowOf(app, uploaded.id)).toMatchObject({
          mime,
          sha256: sha256Of(file.bytes),
          extracted_text: text,
        });
      },
    );

    it('should store a PDF as a PDF when it is named notes.txt and declared as text', async () => {
      const file = sample(minimalPdf(), 'notes.txt', 'text/plain');

      const response = await restUpload(app, file, owner.token);

      expect(response.status).toBe(200);
      expect(await rowOf(app, response.body.fileId as string)).toMatchObject({
        name: 'notes.txt',
        mime: 'application/pdf',
        extracted_text: PDF_TEXT,
      });
    });

    it('should store text as text when it is named .png and declared as an image', async () => {
      const response = await restUpload(app, sample('just words', 'pretend.png', 'image/png'), owner.token);

      expect(response.status).toBe(200);
      expect(await rowOf(app, response.body.fileId as string)).toMatchObject({ mime: 'text/plain' });
    });

    it('should keep a PDF without text, when its text cannot be read', async () => {
      const broken = sample(Buffer.from('%PDF-1.4\nthis is not really a PDF\n%%EOF\n'), 'broken.pdf', 'x/y');

      const response = await restUpload(app, broken, owner.token);

      expect(response.status).toBe(200);
      expect(await rowOf(app, response.body.fileId as string)).toMatchObject({
        mime: 'application/pdf',
        extracted_text: null,
      });
    });
  });

  describe('refused content', () => {
    let baseline: { rows: number; files: number };

    beforeEach(async () => {
      baseline = { rows: (await rows(app)).length, files: storedFiles(app).length };
    });

    afterEach(async () => {
      // Nothing kept: no row, no bytes, no temporary file.
      expect({ rows: (await rows(app)).length, files: storedFiles(app).length }).toEqual(baseline);
    });

    it.each(SPOOFED)('should answer 415 and keep nothing when /api/upload gets %s', async (_name, file) => {
      expectRestError(await restUpload(app, file, owner.token), TYPE_NOT_ALLOWED);
    });

    it.each(SPOOFED)(
      'should answer BAD_USER_INPUT and keep nothing when uploadFile gets %s',
      async (_name, file) => {
        const response = await graphqlUpload(app, file, owner.token);

        expectNoServerError(response);
        expect(
          response.body.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.reason]),
        ).toEqual([[MESSAGES.fileTypeNotAllowed, 'BAD_USER_INPUT', 'FILE_TYPE_NOT_ALLOWED']]);
      },
    );

    it('should refuse text after the sniffed head when a NUL byte comes later in the file', async () => {
      const file = sample(`${'plain words '.repeat(1000)}\u0000 and then binary`, 'long.txt', 'text/plain');

      expectRestError(await restUpload(app, file, owner.token), TYPE_NOT_ALLOWED);
    });

    it('should answer 400 and keep nothing when the file is empty', async () => {
      expectRestError(await restUpload(app, sample('', 'empty.txt', 'text/plain'), owner.token), {
        status: 400,
        code: 'FILE_MISSING',
        message: MESSAGES.fileEmpty,
      });
    });

    it.each<[string, () => RequestInit]>([
      ['the file is in another field', () => formWith('upload', new Blob(['hello']), 'a.txt')],
      ['the field `file` is text, not a file', () => formWith('file', 'hello')],
      [
        'the body is JSON',
        () => ({ body: '{"file":"hello"}', headers: { 'content-type': 'application/json' } }),
      ],
      ['there is no body', () => ({})],
      [
        'the multipart body is malformed',
        () => ({ body: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
      ],
    ])('should answer 400 No file uploaded when %s', async (_name, init) => {
      const request = init();
      const response = await fetch(`${app.baseUrl}/api/upload`, {
        method: 'POST',
        ...request,
        headers: { ...(request.headers as Record<string, string>), authorization: `Bearer ${owner.token}` },
      });

      expectRestError(
        { status: response.status, headers: response.headers, body: await response.json() },
        { status: 400, code: 'FILE_MISSING', message: MESSAGES.fileMissing },
      );
    });

    it('should answer 401 and read nothing when /api/upload is called without a token', async () => {
      expectRestError(await restUpload(app, sample(PNG_1X1, 'a.png', 'image/png')), {
        status: 401,
        code: 'AUTH_REQUIRED',
        message: MESSAGES.authenticationRequired,
      });
    });

    it('should answer UNAUTHENTICATED and keep nothing when uploadFile is called without a token', async () => {
      const response = await graphqlUpload(app, sample(PNG_1X1, 'a.png', 'image/png'));

      expect(response.body.errors?.map((e) => [e.extensions?.code, e.extensions?.reason])).toEqual([
        ['UNAUTHENTICATED', 'AUTH_REQUIRED'],
      ]);
    });

    it('should refuse a multipart GraphQL request with 400 when it lacks apollo-require-preflight', async () => {
      const response = await graphqlUpload(app, sample(PNG_1X1, 'a.png', 'image/png'), owner.token, {
        preflight: false,
      });

      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toContain('Cross-Site Request Forgery');
      expect(response.body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
    });

    it('should answer 400 in the GraphQL shape when a multipart GraphQL request has no operations', async () => {
      const request = formWith('map', '{}');
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        body: request.body,
        headers: { authorization: `Bearer ${owner.token}`, 'apollo-require-preflight': 'true' },
      });
      const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };

      expect(response.status).toBe(400);
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
    });

    it('should refuse a file sent as JSON to uploadFile with BAD_USER_INPUT', async () => {
      const response = await app.gql(
        'mutation($file: Upload!) { uploadFile(file: $file) { id } }',
        { file: 'aGVsbG8=' },
        owner.token,
      );

      expect(response.status).toBe(400);
      expect(response.body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    });
  });

  describe('file names', () => {
    it.each([
      ['../../etc/passwd.png', 'passwd.png'],
      ['..\\..\\Windows\\System32\\evil.png', 'evil.png'],
      ['/absolute/path/photo.png', 'photo.png'],
      ['..', 'file'],
      [' . ', 'file'],
      ['\u0007\u0008', 'file'],
      ['.hidden.png', 'hidden.png'],
      ['bad\u0000na\u0007me.png', 'badname.png'],
      ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
      ['  Leuchtturm   am Abend – 灯台.png  ', 'Leuchtturm am Abend – 灯台.png'],
      [`${'ä'.repeat(300)}.png`, `${'ä'.repeat(251)}.png`],
    ])('should store %j as %j when it is uploaded under that name', async (declared, expected) => {
      const response = await restUpload(app, sample(PNG_1X1, declared, 'image/png'), owner.token);

      expect(response.status).toBe(200);
      expect((await rowOf(app, response.body.fileId as string)).name).toBe(expected);
    });
  });

  describe('signed downloads', () => {
    let png: UploadedFile;
    let pdf: UploadedFile;
    let text: UploadedFile;

    beforeAll(async () => {
      png = await uploadViaGraphql(sample(PNG_1X1, 'Leuchtturm – 灯台.png', 'image/png'));
      pdf = await uploadViaGraphql(sample(minimalPdf(), 'lighthouse.pdf', 'application/pdf'));
      text = await uploadViaGraphql(sample(UTF8_TEXT, "notes 'draft' (v2).txt", 'text/plain'));
    });

    it('should serve an image inline with its type and safe headers when the URL is used without a token', async () => {
      const { response, bytes } = await download(app, png.fileUrl);

      expect(response.status).toBe(200);
      expect(bytes).toEqual(PNG_1X1);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(PNG_1X1.length),
        'content-disposition': `inline; filename="Leuchtturm _ __.png"; filename*=UTF-8''${encodeURIComponent('Leuchtturm – 灯台.png')}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'cache-control': 'private, max-age=3600',
      });
    });

    it('should serve a PDF inline when its signed URL is opened', async () => {
      const { response, bytes } = await download(app, pdf.fileUrl);

      expect(response.status).toBe(200);
      expect(bytes).toEqual(minimalPdf());
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="lighthouse.pdf"/);
    });

    it('should serve text as an attachment in UTF-8 when its signed URL is opened', async () => {
      const { response, bytes } = await download(app, text.fileUrl);

      expect(response.status).toBe(200);
      expect(bytes.toString('utf8')).toBe(UTF8_TEXT);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="notes 'draft' (v2).txt"; filename*=UTF-8''notes%20%27draft%27%20%28v2%29.txt`,
      );
    });

    it('should serve the file whatever name the URL carries, as the id and signature decide', async () => {
      const renamed = pdf.fileUrl.replace('/lighthouse.pdf?', '/other-name.pdf?');

      expect((await download(app, renamed)).response.status).toBe(200);
    });

    it('should answer HEAD with the headers and no body', async () => {
      const { response, bytes } = await download(app, png.fileUrl, { method: 'HEAD' });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(bytes.length).toBe(0);
    });

    const tampered: Array<[string, (url: string, other: string) => string]> = [
      [
        'a changed signature',
        (url) => url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
      ],
      ['a signature cut short', (url) => url.slice(0, -4)],
      ['no signature', (url) => url.replace(/&signature=.*$/, '')],
      ['no expiry', (url) => url.replace(/expires=\d+&/, '')],
      [
        'a later expiry than signed',
        (url) => url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      ],
      [
        'another file id with this signature',
        (url, other) => url.replace(/\/files\/[^/]+\//, `/files/${other}/`),
      ],
      ['an id that is not a uuid', (url) => url.replace(/\/files\/[^/]+\//, '/files/not-a-uuid/')],
      ['repeated query parameters', (url) => `${url}&signature=x&expires=1`],
    ];

    it.each(tampered)('should answer 404 File not found when the URL has %s', async (_name, change) => {
      expectRestError(await downloadError(app, change(png.fileUrl, pdf.id)), FILE_NOT_FOUND);
    });

    it('should answer 404 File not found when the URL has expired', async () => {
      const signer = app.app.get(FileUrlSigner);
      const expired = signer.signedUrl({ id: png.id, name: png.fileName }, new Date(Date.now() - 3601_000));

      expectRestError(await downloadError(app, expired), FILE_NOT_FOUND);
    });

    it('should answer 404 File not found when a correctly signed URL names a file that does not exist', async () => {
      const signer = app.app.get(FileUrlSigner);
      const url = signer.signedUrl({ id: '5f0c7a4e-93d4-4c49-9f0e-7a1f3d0b6c2a', name: 'x.png' });

      expectRestError(await downloadError(app, url), FILE_NOT_FOUND);
    });
  });

  describe('ownership', () => {
    let mine: UploadedFile;

    beforeAll(async () => {
      mine = await uploadViaGraphql(sample(PNG_1X1, 'mine.png', 'image/png'));
    });

    it('should give the owner a fresh signed URL when the file query asks for it', async () => {
      const response = await app.gql<{ file: UploadedFile }>(
        'query($id: ID!) { file(id: $id) { id fileName fileUrl } }',
        { id: mine.id },
        owner.token,
      );

      expect(response.body.data?.file).toEqual({
        id: mine.id,
        fileName: 'mine.png',
        fileUrl: expect.stringMatching(/^\/files\//),
      });
      expect((await download(app, response.body.data?.file.fileUrl as string)).response.status).toBe(200);
    });

    it.each([
      ["another user's file", () => mine.id],
      ['an unknown id', () => '5f0c7a4e-93d4-4c49-9f0e-7a1f3d0b6c2a'],
      ['an id that is not a uuid', () => 'nope'],
    ])('should answer NOT_FOUND File not found when the file query names %s', async (_name, id) => {
      const response = await app.gql(
        'query($id: ID!) { file(id: $id) { id } }',
        { id: id() },
        stranger.token,
      );

      expectNoServerError(response);
      expect(response.body.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.reason])).toEqual(
        [[MESSAGES.fileNotFound, 'NOT_FOUND', 'FILE_NOT_FOUND']],
      );
    });

    it("should refuse getOwned with FILE_NOT_FOUND when the service is asked for another user's file", async () => {
      const files = app.app.get(FilesService);

      await expect(files.getOwned(owner.id, mine.id)).resolves.toMatchObject({ id: mine.id });
      const error = await files.getOwned(stranger.id, mine.id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'FILE_NOT_FOUND', message: MESSAGES.fileNotFound });
    });

    it('should delete rows and bytes of the own files only when removeMany is called', async () => {
      const files = app.app.get(FilesService);
      const doomed = await uploadViaGraphql(sample(PNG_1X1, 'doomed.png', 'image/png'));
      const theirs = await uploadViaGraphql(sample(PNG_1X1, 'theirs.png', 'image/png'), stranger.token);
      const doomedRow = await rowOf(app, doomed.id);

      const removedByStranger = await files.removeMany(stranger.id, [doomed.id]);
      const removed = await files.removeMany(owner.id, [doomed.id, theirs.id, doomed.id, 'not-a-uuid']);

      expect([removedByStranger, removed]).toEqual([0, 1]);
      expect(await rowOf(app, doomed.id)).toBeUndefined();
      expect(await rowOf(app, theirs.id)).toBeDefined();
      expect(storedFiles(app)).not.toContain(join(app.env.dataDir, 'files', doomedRow.storage_key));
      expectRestError(await downloadError(app, doomed.fileUrl), FILE_NOT_FOUND);
    });
  });

  describe('content for the AI', () => {
    it.each([
      ['a text file', sample(UTF8_TEXT, 'a.txt', 'text/plain'), { kind: 'text', text: UTF8_TEXT }],
      ['a PDF', sample(minimalPdf(), 'a.pdf', 'application/pdf'), { kind: 'text', text: PDF_TEXT }],
      [
        'a PNG',
        sample(PNG_1X1, 'a.png', 'image/png'),
        { kind: 'image', mime: 'image/png', dataBase64: PNG_1X1.toString('base64') },
      ],
      [
        'a JPEG',
        sample(TINY_JPEG, 'a.jpg', 'image/jpeg'),
        { kind: 'image', mime: 'image/jpeg', dataBase64: TINY_JPEG.toString('base64') },
      ],
      [
        'an unreadable PDF',
        sample(Buffer.from('%PDF-1.4\nnot really\n'), 'b.pdf', 'application/pdf'),
        { kind: 'unreadable' },
      ],
    ])('should give the AI the right content when the file is %s', async (_name, file, expected) => {
      const files = app.app.get(FilesService);
      const uploaded = await uploadViaGraphql(file);

      await expect(
        files.contentForAi(await files.getOwned(owner.id, uploaded.id), { images: true }),
      ).resolves.toEqual(expected);
    });
  });
});

// Its own app, started after the main one is closed: Passport keeps one 'jwt' strategy per process, so the
// app started last is the one whose tokens validate.
describe('Files: the upload size limit (UPLOAD_MAX_BYTES=1024)', () => {
  let small: TestApp;
  let token: string;

  beforeAll(async () => {
    small = await startTestApp({ UPLOAD_MAX_BYTES: '1024' });
    ({ token } = await signUp(small));
  });

  afterAll(async () => {
    await small.close();
  });

  const tooLarge = { status: 413, code: 'FILE_TOO_LARGE', message: 'File is too large (maximum 1 KB)' };

  it('should accept a file of exactly the limit', async () => {
    const response = await restUpload(small, sample('x'.repeat(1024), 'full.txt', 'text/plain'), token);

    expect(response.status).toBe(200);
  });

  it.each([
    ['one byte over', 1025],
    ['a few KB over', 4096],
    ['5 MB over', 5 * 1024 * 1024],
  ])('should answer 413 and keep nothing when /api/upload gets a file %s the limit', async (_name, size) => {
    const before = { rows: (await rows(small)).length, files: storedFiles(small) };

    expectRestError(
      await restUpload(small, sample('x'.repeat(size), 'big.txt', 'text/plain'), token),
      tooLarge,
    );
    expect({ rows: (await rows(small)).length, files: storedFiles(small) }).toEqual(before);
  });

  it('should answer 413 and close the connection, not read the rest, when a huge upload streams in', async () => {
    const total = 200 * 1024 * 1024;

    const outcome = await streamHugeUpload(small, token, total);

    expect(outcome.status).toBe(413);
    expect(outcome.connection).toBe('close');
    expect(outcome.body).toEqual({ code: 'FILE_TOO_LARGE', message: tooLarge.message });
    expect(outcome.sentWhenClosed).toBeLessThan(total);
  });

  it('should answer 413 for a large PNG too, when its head sniffs fine', async () => {
    const bigPng = Buffer.concat([PNG_1X1, randomBytes(4096)]);

    expectRestError(await restUpload(small, sample(bigPng, 'big.png', 'image/png'), token), tooLarge);
  });

  it('should answer PAYLOAD_TOO_LARGE and keep nothing when uploadFile gets a file over the limit', async () => {
    const before = storedFiles(small).length;

    const response = await graphqlUpload(small, sample('x'.repeat(4096), 'big.txt', 'text/plain'), token);

    expectNoServerError(response);
    expect(response.body.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.reason])).toEqual([
      [tooLarge.message, 'PAYLOAD_TOO_LARGE', 'FILE_TOO_LARGE'],
    ]);
    expect(storedFiles(small).length).toBe(before);
  });

  it('should refuse a second file in one GraphQL request', async () => {
    const file = sample('a', 'a.txt', 'text/plain');

    const response = await graphqlMultipart(
      small,
      'mutation($a: Upload!, $b: Upload!) { a: uploadFile(file: $a) { id } b: uploadFile(file: $b) { id } }',
      { a: file, b: file },
      { token },
    );

    expectNoServerError(response);
    expect(response.status).toBe(413);
  });
});

/** Streams a multipart upload of `total` bytes (never all in memory) until the server closes the connection. */
function streamHugeUpload(
  app: TestApp,
  token: string,
  total: number,
): Promise<{ status?: number; connection?: string; body?: unknown; sentWhenClosed: number }> {
  const url = new URL(`${app.baseUrl}/api/upload`);
  const boundary = 'huge-upload-boundary';
  const chunk = Buffer.alloc(64 * 1024, 'x');
  let sent = 0;
  return new Promise((resolve) => {
    const outcome: { status?: number; connection?: string; body?: unknown } = {};
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (data: Buffer) => (text += data.toString()));
        res.on('end', () => {
          Object.assign(outcome, {
            status: res.statusCode,
            connection: res.headers.connection,
            body: JSON.parse(text),
          });
        });
      },
    );
    // Writing on after the server closed the connection fails (EPIPE, ECONNRESET): that is the point.
    req.on('error', () => undefined);
    req.on('close', () => resolve({ ...outcome, sentWhenClosed: sent }));
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

function formWith(field: string, value: Blob | string, fileName?: string): RequestInit {
  const form = new FormData();
  if (typeof value === 'string') form.append(field, value);
  else form.append(field, value, fileName);
  return { body: form };
}
