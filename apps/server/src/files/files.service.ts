import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { errorMessage } from 'src/common/errors/is-error';
import { MESSAGES } from 'src/common/messages';
import { readUpTo, transportStatus } from 'src/common/streams';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { AccountFiles } from './account-files.port';
import { type FileEntity, isImageMime } from './file.entity';
import { sanitizeFileName } from './file-name';
import { FILE_STORAGE, type FileStorage } from './file-storage.port';
import { FileErrorCode } from './files.errors';
import { FilesRepository, type NewFile } from './files.repository';
import { PdfTextExtractor } from './pdf-text-extractor';
import { fileTooLarge, UploadInspector } from './upload-inspector';

/** How much of a file's text is kept: what the AI is given, and what search finds words in. */
export const MAX_AI_TEXT_CHARS = 100_000;

/** What the AI can be given of a file. */
export type FileContentForAi =
  | { kind: 'text'; text: string }
  | { kind: 'image'; mime: 'image/png' | 'image/jpeg'; dataBase64: string }
  | { kind: 'unseen-image' }
  | { kind: 'unreadable' };

/** `ab/cd/<id>`: two levels of 256 folders keep every folder small. */
export const storageKeyOf = (id: string) => `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;

@Injectable()
export class FilesService implements AccountFiles {
  private readonly logger = new Logger(FilesService.name);

  constructor(
    @Inject(APP_ENV) private readonly env: AppEnv,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly files: FilesRepository,
    private readonly pdfText: PdfTextExtractor,
  ) {}

  /**
   * Streams an upload into storage while checking it: the size limit (the upload is aborted as soon as it is
   * passed), the type from the content (never the name), sha256. Refused uploads leave nothing behind.
   * `content` may be a function opening the stream: graphql-upload throws there when it already knows the
   * upload failed.
   */
  async upload(
    ownerId: string,
    content: Readable | (() => Readable),
    declaredName: string | null | undefined,
  ): Promise<FileEntity> {
    let source: Readable;
    try {
      source = typeof content === 'function' ? content() : content;
    } catch (error) {
      throw this.uploadFailure(error, error);
    }
    const stored = await this.store(ownerId, source, declaredName, (error, sourceError) =>
      this.uploadFailure(error, sourceError),
    );
    try {
      return await this.files.insert(stored);
    } catch (error) {
      await this.removeBytes(stored.storageKey);
      throw error;
    }
  }

  /**
   * Streams bytes into storage under a new id while checking them as an upload is checked (size limit, type
   * from the content, sha256, text for the AI), and returns the row to insert: the caller inserts it (e.g. in
   * its own transaction) and removes the bytes with {@link removeStoredBytes} if it does not. A refusal
   * leaves nothing behind; `failure` turns a storage error (and the source's own, if any) into the one to
   * throw.
   */
  async store(
    ownerId: string,
    source: Readable,
    declaredName: string | null | undefined,
    failure: (error: unknown, sourceError: unknown) => unknown = (error) => error,
  ): Promise<NewFile> {
    const id = randomUUID();
    const storageKey = storageKeyOf(id);
    const inspector = new UploadInspector({
      maxBytes: this.env.uploadMaxBytes,
      maxTextChars: MAX_AI_TEXT_CHARS,
    });
    let sourceError: unknown;
    // Kept for good: a parser may still report an error after the pipeline has finished.
    source.on('error', (error) => (sourceError ??= error));
    // On any failure pipeline() destroys both streams, so the client's upload stops being read.
    pipeline(source, inspector, () => undefined);
    try {
      await this.storage.put(storageKey, inspector);
    } catch (error) {
      inspector.destroy();
      // A small malformed body can fail the parser before the listener above was attached: `errored` keeps it.
      throw failure(error, sourceError ?? source.errored ?? undefined);
    }

    try {
      const inspected = inspector.result();
      const extractedText =
        inspected.mime === 'application/pdf' ? await this.extractPdfText(storageKey) : inspected.text;
      return {
        id,
        ownerId,
        name: sanitizeFileName(declaredName),
        mime: inspected.mime,
        size: inspected.size,
        sha256: inspected.sha256,
        storageKey,
        extractedText,
      };
    } catch (error) {
      await this.removeBytes(storageKey);
      throw error;
    }
  }

  /** The stored bytes of a file row the caller may read (an export of the owner's journal). */
  openContent(file: Pick<FileEntity, 'storageKey'>): Promise<Readable> {
    return this.storage.open(file.storageKey);
  }

  /** The caller's file. Another user's file answers exactly like an unknown id. */
  async getOwned(ownerId: string, id: string): Promise<FileEntity> {
    const file = isUUID(id) ? await this.files.findOwned(ownerId, id) : null;
    if (!file) throw notFound();
    return file;
  }

  /** Any file by id, for a download whose URL signature was already checked. */
  async getForDownload(id: string): Promise<{ file: FileEntity; content: Readable }> {
    const file = isUUID(id) ? await this.files.findById(id) : null;
    if (!file) throw notFound();
    try {
      return { file, content: await this.storage.open(file.storageKey) };
    } catch (error) {
      this.logger.error(`File ${id} has a row but no bytes: ${errorMessage(error)}`);
      throw notFound();
    }
  }

  /**
   * Deletes one of the owner's uploads that no entry carries (taken out of the composer), row then bytes, so it
   * is found by nothing from now on. Another's or none is "not found"; one an entry carries stays (Carried).
   */
  async discardUpload(ownerId: string, id: string): Promise<void> {
    if (await this.removeUncarried(ownerId, id)) return;
    await this.getOwned(ownerId, id);
    throw new DomainError(FileErrorCode.Carried, MESSAGES.fileCarried);
  }

  /**
   * Deletes the owner's file `id`, row then bytes, unless an entry carries it (in one statement: an attach at the
   * same moment either comes first and keeps it, or finds it gone); whether it went.
   */
  async removeUncarried(ownerId: string, id: string): Promise<boolean> {
    const removed = isUUID(id) ? await this.files.deleteUncarried(ownerId, id) : null;
    if (removed) await this.removeStoredBytes([removed.storageKey]);
    return removed !== null;
  }

  /** Deletes the owner's files among `ids`, rows first and then bytes (e.g. when a conversation goes). */
  async removeMany(ownerId: string, ids: string[]): Promise<number> {
    const removed = await this.files.deleteOwned(
      ownerId,
      [...new Set(ids)].filter((id) => isUUID(id)),
    );
    await this.removeStoredBytes(removed.map((file) => file.storageKey));
    return removed.length;
  }

  /** Deletes the owner's file rows in the caller's transaction (a deleted account); the bytes go after it. */
  async deleteRowsOf(ownerId: string, transaction: EntityManager): Promise<string[]> {
    const removed = await this.files.deleteAllOwned(ownerId, transaction);
    return removed.map((file) => file.storageKey);
  }

  /**
   * Deletes up to `limit` uploads that no entry references and that are older than `olderThanHours`, rows
   * first and then bytes; resolves with how many rows went. Bytes that cannot be removed are logged and left
   * (their row, and with it any later attempt, is gone).
   */
  async removeAbandoned(olderThanHours: number, limit: number): Promise<number> {
    const removed = await this.files.deleteAbandoned(olderThanHours, limit);
    await this.removeStoredBytes(removed.map((file) => file.storageKey));
    return removed.length;
  }

  /**
   * Removes bytes whose rows are already gone (a deleted conversation or account). A failure is logged, not
   * thrown: the rows, which are what the user sees, are deleted either way.
   */
  async removeStoredBytes(storageKeys: string[]): Promise<void> {
    await Promise.all(storageKeys.map((key) => this.removeBytes(key)));
  }

  /**
   * Text for text files and readable PDFs; for images, their bytes when the model looks at images (else not
   * even read); nothing otherwise.
   */
  async contentForAi(file: FileEntity, options: { images: boolean }): Promise<FileContentForAi> {
    if (file.extractedText?.trim()) return { kind: 'text', text: file.extractedText };
    if (isImageMime(file.mime)) {
      if (!options.images) return { kind: 'unseen-image' };
      try {
        const bytes = await readStored(await this.storage.open(file.storageKey), this.env.uploadMaxBytes);
        return { kind: 'image', mime: file.mime, dataBase64: bytes.toString('base64') };
      } catch (error) {
        this.logger.error(`File ${file.id} could not be read for the AI: ${errorMessage(error)}`);
      }
    }
    return { kind: 'unreadable' };
  }

  private async extractPdfText(storageKey: string): Promise<string | null> {
    // The whole PDF is needed to read it; the size limit has already been enforced.
    const bytes = await readStored(await this.storage.open(storageKey), this.env.uploadMaxBytes);
    return this.pdfText.extract(bytes, MAX_AI_TEXT_CHARS);
  }

  private async removeBytes(storageKey: string): Promise<void> {
    await this.storage.remove(storageKey).catch((error: unknown) => {
      this.logger.error(`Stored bytes ${storageKey} could not be removed: ${errorMessage(error)}`);
    });
  }

  /** Our own refusals pass through; the transport's parser failing is the client's upload, not our fault. */
  private uploadFailure(error: unknown, sourceError: unknown): unknown {
    if (error instanceof DomainError) return error;
    if (sourceError === undefined) return error;
    // busboy's size limit, through @fastify/multipart or graphql-upload, surfaces as a 413 stream error.
    if (transportStatus(sourceError) === 413) return fileTooLarge(this.env.uploadMaxBytes);
    return new DomainError(CommonErrorCode.MalformedRequest, MESSAGES.uploadInterrupted);
  }
}

const notFound = () => new DomainError(FileErrorCode.NotFound, MESSAGES.fileNotFound);

/** A stored file, which was bounded when it was uploaded: larger now means the storage is not what we wrote. */
function readStored(stream: Readable, maxBytes: number): Promise<Buffer> {
  return readUpTo(stream, maxBytes, () => new Error(`stored file is larger than ${maxBytes} bytes`));
}
