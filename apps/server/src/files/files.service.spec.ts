import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { AppEnv } from 'src/config/env';
import { minimalPdf, PNG_1X1, zipArchive } from 'test/support/sample-files';
import type { FileEntity } from './file.entity';
import type { FileStorage } from './file-storage.port';
import type { FilesRepository } from './files.repository';
import { FilesService, MAX_AI_TEXT_CHARS, storageKeyOf } from './files.service';
import type { PdfTextExtractor } from './pdf-text-extractor';

const OWNER = '11111111-1111-4111-8111-111111111111';
const FILE_ID = '22222222-2222-4222-8222-222222222222';
const MAX_BYTES = 1024;

/** Keeps bytes in memory; like the disk store, a failed put keeps nothing. */
class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();

  async put(key: string, content: Readable): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(chunk as Buffer);
    this.files.set(key, Buffer.concat(chunks));
  }

  open(key: string): Promise<Readable> {
    const bytes = this.files.get(key);
    return bytes ? Promise.resolve(Readable.from([bytes])) : Promise.reject(new Error(`ENOENT ${key}`));
  }

  remove(key: string): Promise<void> {
    this.files.delete(key);
    return Promise.resolve();
  }
}

/** An endless source of `x` that counts how many chunks were pulled from it. */
function endlessSource(): { source: Readable; pulled: () => number } {
  let pulled = 0;
  const source = new Readable({
    read() {
      pulled++;
      this.push(Buffer.alloc(256, 'x'));
    },
  });
  return { source, pulled: () => pulled };
}

const failingSource = (error: Error) =>
  new Readable({
    read() {
      this.destroy(error);
    },
  });

function fileEntity(overrides: Partial<FileEntity> = {}): FileEntity {
  return {
    id: FILE_ID,
    ownerId: OWNER,
    name: 'a.png',
    mime: 'image/png',
    size: PNG_1X1.length,
    sha256: 'x'.repeat(64),
    storageKey: storageKeyOf(FILE_ID),
    extractedText: null,
    createdAt: new Date('2024-01-01T00:00:00Z'),
    ...overrides,
  };
}

async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (error instanceof DomainError) return error;
  throw new Error(`expected a DomainError, got ${String(error)}`);
}

describe(FilesService.name, () => {
  let sut: FilesService;
  let storage: MemoryStorage;
  let files: jest.Mocked<Pick<FilesRepository, 'insert' | 'findOwned' | 'findById' | 'deleteOwned'>>;
  let pdfText: jest.Mocked<Pick<PdfTextExtractor, 'extract'>>;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    storage = new MemoryStorage();
    files = {
      insert: jest.fn((file) => Promise.resolve({ ...file, createdAt: new Date() } as FileEntity)),
      findOwned: jest.fn().mockResolvedValue(null),
      findById: jest.fn().mockResolvedValue(null),
      deleteOwned: jest.fn().mockResolvedValue([]),
    };
    pdfText = { extract: jest.fn().mockResolvedValue('Lighthouse at dusk') };
    sut = new FilesService(
      { uploadMaxBytes: MAX_BYTES } as AppEnv,
      storage,
      files as unknown as FilesRepository,
      pdfText as unknown as PdfTextExtractor,
    );
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('upload', () => {
    it('should store a text file with its size, sha256 and text when the upload completes', async () => {
      const text = 'Grüße\nfrom Köln';
      const bytes = Buffer.from(text);

      const result = await sut.upload(OWNER, Readable.from([bytes]), '../notes.txt');

      expect(result).toMatchObject({
        ownerId: OWNER,
        name: 'notes.txt',
        mime: 'text/plain',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        extractedText: text,
      });
      expect(result.storageKey).toBe(storageKeyOf(result.id));
      expect(storage.files.get(result.storageKey)).toEqual(bytes);
    });

    it('should keep only the first MAX_AI_TEXT_CHARS characters of a long text for the AI', async () => {
      sut = new FilesService(
        { uploadMaxBytes: MAX_AI_TEXT_CHARS * 2 } as AppEnv,
        storage,
        files as unknown as FilesRepository,
        pdfText as unknown as PdfTextExtractor,
      );

      const result = await sut.upload(
        OWNER,
        Readable.from([Buffer.alloc(MAX_AI_TEXT_CHARS + 10, 'a')]),
        'a.txt',
      );

      expect(result.extractedText).toHaveLength(MAX_AI_TEXT_CHARS);
      expect(result.size).toBe(MAX_AI_TEXT_CHARS + 10);
    });

    it('should store a PDF with its extracted text when it is named like a text file', async () => {
      const pdf = minimalPdf();

      const result = await sut.upload(OWNER, Readable.from([pdf]), 'notes.txt');

      expect(result).toMatchObject({
        mime: 'application/pdf',
        name: 'notes.txt',
        extractedText: 'Lighthouse at dusk',
      });
      expect(pdfText.extract).toHaveBeenCalledWith(pdf, MAX_AI_TEXT_CHARS);
    });

    it('should store an image without text when the content is a PNG', async () => {
      const result = await sut.upload(OWNER, Readable.from([PNG_1X1]), 'pixel.png');

      expect(result).toMatchObject({ mime: 'image/png', extractedText: null });
      expect(pdfText.extract).not.toHaveBeenCalled();
    });

    it('should refuse with FILE_TYPE_NOT_ALLOWED and store nothing when the content is a zip', async () => {
      const error = await domainErrorOf(sut.upload(OWNER, Readable.from([zipArchive()]), 'a.png'));

      expect([error.code, error.message]).toEqual(['FILE_TYPE_NOT_ALLOWED', MESSAGES.fileTypeNotAllowed]);
      expect([storage.files.size, files.insert.mock.calls.length]).toEqual([0, 0]);
    });

    it('should refuse with FILE_TOO_LARGE and stop reading the source when the limit is passed', async () => {
      const { source, pulled } = endlessSource();

      const error = await domainErrorOf(sut.upload(OWNER, source, 'big.txt'));

      expect([error.code, error.message]).toEqual(['FILE_TOO_LARGE', 'File is too large (maximum 1 KB)']);
      expect(source.destroyed).toBe(true);
      // The source is endless: it stopped. What was read beyond the limit sat in stream buffers (16 KiB
      // high-water marks on each side of the pipeline).
      expect(pulled() * 256).toBeLessThan(MAX_BYTES + 64 * 1024);
      expect(storage.files.size).toBe(0);
    });

    it('should refuse with FILE_MISSING when the upload is empty', async () => {
      const error = await domainErrorOf(sut.upload(OWNER, Readable.from([]), 'empty.txt'));

      expect([error.code, error.message]).toEqual(['FILE_MISSING', MESSAGES.fileEmpty]);
    });

    it.each([
      [
        'the source fails with 413',
        () => failingSource(Object.assign(new Error('truncated'), { status: 413 })),
      ],
      [
        'opening the source throws a 413',
        () => () => {
          throw Object.assign(new Error('File truncated'), { status: 413 });
        },
      ],
    ])('should answer FILE_TOO_LARGE when %s (a parser size limit)', async (_name, content) => {
      const error = await domainErrorOf(sut.upload(OWNER, content(), 'a.txt'));

      expect(error.code).toBe('FILE_TOO_LARGE');
    });

    it('should answer the interrupted-upload error when the client stops sending', async () => {
      const error = await domainErrorOf(
        sut.upload(OWNER, failingSource(new Error('Request disconnected')), 'a.txt'),
      );

      expect([error.code, error.message]).toEqual(['MALFORMED_REQUEST', MESSAGES.uploadInterrupted]);
    });

    it('should remove the stored bytes and rethrow when the row cannot be inserted', async () => {
      const failure = new Error('database down');
      files.insert.mockRejectedValue(failure);

      await expect(sut.upload(OWNER, Readable.from([PNG_1X1]), 'a.png')).rejects.toBe(failure);
      expect(storage.files.size).toBe(0);
    });
  });

  describe('getOwned', () => {
    it("should answer FILE_NOT_FOUND when the file is someone else's or unknown", async () => {
      const error = await domainErrorOf(sut.getOwned(OWNER, FILE_ID));

      expect([error.code, error.message]).toEqual(['FILE_NOT_FOUND', MESSAGES.fileNotFound]);
      expect(files.findOwned).toHaveBeenCalledWith(OWNER, FILE_ID);
    });

    it('should answer FILE_NOT_FOUND without a query when the id is not a uuid', async () => {
      const error = await domainErrorOf(sut.getOwned(OWNER, "1' OR '1'='1"));

      expect(error.code).toBe('FILE_NOT_FOUND');
      expect(files.findOwned).not.toHaveBeenCalled();
    });

    it('should return the file when the caller owns it', async () => {
      files.findOwned.mockResolvedValue(fileEntity());

      await expect(sut.getOwned(OWNER, FILE_ID)).resolves.toMatchObject({ id: FILE_ID });
    });
  });

  describe('getForDownload', () => {
    it('should answer FILE_NOT_FOUND when the row exists but the bytes are gone', async () => {
      files.findById.mockResolvedValue(fileEntity());

      const error = await domainErrorOf(sut.getForDownload(FILE_ID));

      expect(error.code).toBe('FILE_NOT_FOUND');
    });
  });

  describe('removeMany', () => {
    it('should delete the rows once each and then their bytes when ids repeat or are malformed', async () => {
      storage.files.set(storageKeyOf(FILE_ID), PNG_1X1);
      files.deleteOwned.mockResolvedValue([{ id: FILE_ID, storageKey: storageKeyOf(FILE_ID) }]);

      const removed = await sut.removeMany(OWNER, [FILE_ID, FILE_ID, 'nope']);

      expect(removed).toBe(1);
      expect(files.deleteOwned).toHaveBeenCalledWith(OWNER, [FILE_ID]);
      expect(storage.files.size).toBe(0);
    });
  });

  describe('removeStoredBytes', () => {
    it('should remove every key and log, not throw, when one removal fails', async () => {
      storage.files.set('aa/bb/one', PNG_1X1);
      const failing = jest.spyOn(storage, 'remove').mockRejectedValueOnce(new Error('disk gone'));
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

      await expect(sut.removeStoredBytes(['aa/bb/broken', 'aa/bb/one'])).resolves.toBeUndefined();

      expect(failing).toHaveBeenCalledTimes(2);
      expect(storage.files.has('aa/bb/one')).toBe(false);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('aa/bb/broken'));
      logged.mockRestore();
    });
  });

  describe('contentForAi', () => {
    it('should give the text when the file has extracted text', async () => {
      await expect(
        sut.contentForAi(fileEntity({ mime: 'text/plain', extractedText: 'hi' }), { images: true }),
      ).resolves.toEqual({
        kind: 'text',
        text: 'hi',
      });
    });

    it('should say the image is unseen, without reading it, when the model does not look at images', async () => {
      await expect(sut.contentForAi(fileEntity(), { images: false })).resolves.toEqual({
        kind: 'unseen-image',
      });
    });

    it('should give the image bytes in base64 when the file is an image and the model looks at images', async () => {
      storage.files.set(storageKeyOf(FILE_ID), PNG_1X1);

      await expect(sut.contentForAi(fileEntity(), { images: true })).resolves.toEqual({
        kind: 'image',
        mime: 'image/png',
        dataBase64: PNG_1X1.toString('base64'),
      });
    });

    it.each([
      ['a PDF without text', fileEntity({ mime: 'application/pdf', extractedText: null })],
      ['a PDF with only blank text', fileEntity({ mime: 'application/pdf', extractedText: ' \n ' })],
      ['an image whose bytes are gone', fileEntity()],
    ])('should say unreadable when the file is %s', async (_name, file) => {
      await expect(sut.contentForAi(file, { images: true })).resolves.toEqual({ kind: 'unreadable' });
    });
  });
});
