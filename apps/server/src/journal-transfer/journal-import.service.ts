import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { moodNamed } from 'src/conversations/mood';
import { formatBytes, MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { FileErrorCode } from 'src/files/files.errors';
import type { NewFile } from 'src/files/files.repository';
import { FilesService } from 'src/files/files.service';
import { UserErrorCode } from 'src/users/users.errors';
import { JOURNAL_JSON_PATH, type JournalFile, type JournalV1 } from './journal-format';
import { JournalTransferErrorCode } from './journal-transfer.errors';
import { type ImportedRows, JournalTransferRepository } from './journal-transfer.repository';
import { IMPORT_LIMITS, parseJournal } from './journal-validation';
import { ZipArchive, ZipTooManyEntriesError, ZipUnreadableError } from './zip-archive';

export interface ImportSummary {
  conversations: number;
  entries: number;
  files: number;
}

/**
 * Reads a journal export into the caller's account, all or nothing. The upload is streamed to a temporary
 * file (refused past IMPORT_MAX_BYTES), opened as a zip by random access, and journal.json is checked whole
 * before anything is written: the format and version, every value against the app's rules, every attachment
 * present with the size it claims, and bounds on what the zip unpacks to. Then the attachments are stored,
 * each checked as an upload is (type from the content, size limit) and against its checksum, and every row
 * is inserted in one transaction. On any failure the stored bytes are removed and no row exists.
 *
 * Everything gets a new id, so nothing of the exporting account (or anyone else's) is touched, and importing
 * the same zip twice gives two copies; the answers of Ask your journal cite the imported entries by their new
 * ids. Share marks are not carried over: the links an export lists belong to the old account, and nothing
 * should become readable by others without its owner sharing it again.
 */
@Injectable()
export class JournalImportService {
  constructor(
    @Inject(APP_ENV) private readonly env: AppEnv,
    private readonly files: FilesService,
    private readonly repository: JournalTransferRepository,
  ) {}

  /** `upload` opens the uploaded zip's stream (graphql-upload throws there when the upload already failed). */
  /**
   * `again`: import even a journal already imported into this account (its journal.json's fingerprint is
   * known), making second copies; without it, such a journal is refused with IMPORT_ALREADY_IMPORTED.
   */
  async importJournal(ownerId: string, upload: () => Readable, again = false): Promise<ImportSummary> {
    const tmpRoot = join(this.env.dataDir, 'tmp');
    await mkdir(tmpRoot, { recursive: true, mode: 0o700 });
    const workDir = await mkdtemp(join(tmpRoot, 'import-'));
    try {
      const zipPath = join(workDir, 'journal.zip');
      await this.receive(upload, zipPath);
      const zip = await openArchive(zipPath);
      try {
        const { journal, fingerprint } = await this.readJournal(zip);
        if (!again) await this.refuseIfImported(ownerId, fingerprint);
        const files = plannedFiles(journal, zip);
        return await this.write(ownerId, journal, files, zip, fingerprint);
      } finally {
        zip.close();
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Streams the upload to `path`, stopping at the limit. */
  private async receive(upload: () => Readable, path: string): Promise<void> {
    const maxBytes = this.env.importMaxBytes;
    try {
      await pipeline(
        upload(),
        new SizeLimit(maxBytes),
        createWriteStream(path, { flags: 'wx', mode: 0o600 }),
      );
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // graphql-upload's own backstop (busboy's size limit) fails the stream with a 413.
      if ((error as { status?: unknown } | null)?.status === 413) throw importTooLarge(maxBytes);
      throw new DomainError(CommonErrorCode.MalformedRequest, MESSAGES.uploadInterrupted);
    }
  }

  private async refuseIfImported(ownerId: string, fingerprint: string): Promise<void> {
    const at = await this.repository.lastImported(ownerId, fingerprint);
    if (at) {
      throw new DomainError(
        JournalTransferErrorCode.ImportAlreadyImported,
        MESSAGES.importAlreadyImported(at.toISOString().slice(0, 10)),
      );
    }
  }

  /** journal.json, read and checked, with its fingerprint (the SHA-256 of its bytes). */
  private async readJournal(zip: ZipArchive): Promise<{ journal: JournalV1; fingerprint: string }> {
    const size = zip.sizeOf(JOURNAL_JSON_PATH);
    if (size === undefined) throw notAJournal();
    if (size > IMPORT_LIMITS.journalJsonMaxBytes) {
      throw tooBig(`journal.json is over ${formatBytes(IMPORT_LIMITS.journalJsonMaxBytes)}`);
    }
    let text: string;
    let fingerprint: string;
    try {
      const bytes = Buffer.concat(await (await zip.read(JOURNAL_JSON_PATH)).toArray());
      fingerprint = createHash('sha256').update(bytes).digest('hex');
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch (error) {
      if (error instanceof TypeError) throw damaged(MESSAGES.importInvalidJson); // not UTF-8
      throw damaged(MESSAGES.importUnreadable);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw damaged(MESSAGES.importInvalidJson);
    }
    return { journal: await parseJournal(json, { fileMaxBytes: this.env.uploadMaxBytes }), fingerprint };
  }

  private async write(
    ownerId: string,
    journal: JournalV1,
    files: Map<string, JournalFile>,
    zip: ZipArchive,
    fingerprint: string,
  ): Promise<ImportSummary> {
    const stored = new Map<string, NewFile>();
    try {
      for (const [path, file] of files) stored.set(path, await this.storeFile(ownerId, zip, file));
      const rows = importedRows(ownerId, journal, stored);
      if (!(await this.repository.insertImport(ownerId, rows, fingerprint))) {
        throw new DomainError(UserErrorCode.NotFound, MESSAGES.userNotFound);
      }
      return { conversations: rows.conversations.length, entries: rows.entries.length, files: stored.size };
    } catch (error) {
      await this.files.removeStoredBytes([...stored.values()].map((file) => file.storageKey));
      throw error;
    }
  }

  /** Stores one attachment, checked like an upload and against what journal.json says of it. */
  private async storeFile(ownerId: string, zip: ZipArchive, file: JournalFile): Promise<NewFile> {
    let source: Readable;
    try {
      source = await zip.read(file.path);
    } catch {
      throw damaged(MESSAGES.importFileUnreadable(file.path));
    }
    const row = await this.files.store(ownerId, source, file.name, (error, sourceError) => {
      // The zip's stream failed: a bad checksum, broken compressed data, a size other than declared.
      if (sourceError !== undefined) return damaged(MESSAGES.importFileUnreadable(file.path));
      if (!(error instanceof DomainError)) return error;
      if (error.code === FileErrorCode.TypeNotAllowed) return invalid(MESSAGES.importFileType(file.path));
      if (error.code === FileErrorCode.TooLarge) {
        return invalid(MESSAGES.importFileTooLarge(file.path, this.env.uploadMaxBytes));
      }
      return damaged(MESSAGES.importFileChanged(file.path));
    });
    if (row.sha256 !== file.sha256 || row.size !== file.size || row.mime !== file.mime) {
      await this.files.removeStoredBytes([row.storageKey]);
      throw damaged(MESSAGES.importFileChanged(file.path));
    }
    return row;
  }
}

async function openArchive(path: string): Promise<ZipArchive> {
  try {
    return await ZipArchive.open(path, IMPORT_LIMITS.zipEntriesMax);
  } catch (error) {
    if (error instanceof ZipTooManyEntriesError) {
      throw tooBig(`it holds ${error.count} files (at most ${IMPORT_LIMITS.zipEntriesMax})`);
    }
    if (error instanceof ZipUnreadableError && error.looksLikeZip) throw damaged(MESSAGES.importUnreadable);
    if (error instanceof ZipUnreadableError) throw notAJournal();
    throw error;
  }
}

/**
 * The attachments to store, once each (an export names a file shared by several entries by one path), after
 * checking that each is in the zip with the size journal.json gives it, and that all of it unpacks to no more
 * than IMPORT_LIMITS.unpackedMaxBytes: the declared sizes are enforced while reading (yauzl), so this bounds
 * what a small zip can make the server write.
 */
function plannedFiles(journal: JournalV1, zip: ZipArchive): Map<string, JournalFile> {
  const files = new Map<string, JournalFile>();
  for (const conversation of journal.conversations) {
    for (const entry of conversation.entries) if (entry.file) files.set(entry.file.path, entry.file);
  }
  let unpacked = zip.sizeOf(JOURNAL_JSON_PATH) ?? 0;
  for (const [path, file] of files) {
    const size = zip.sizeOf(path);
    if (size === undefined) throw damaged(MESSAGES.importMissingFile(path));
    if (size !== file.size) throw damaged(MESSAGES.importFileChanged(path));
    unpacked += size;
  }
  if (unpacked > IMPORT_LIMITS.unpackedMaxBytes) {
    throw tooBig(`it unpacks to more than ${formatBytes(IMPORT_LIMITS.unpackedMaxBytes)}`);
  }
  return files;
}

/** The rows to insert: new ids everywhere, the journal's texts, statuses and times, nothing shared. */
function importedRows(ownerId: string, journal: JournalV1, files: Map<string, NewFile>): ImportedRows {
  const rows: ImportedRows = { files: [], conversations: [], entries: [], journalAnswers: [] };
  // The export's entry ids, to the imported entries (and their conversations): what answers' citations name.
  const imported = new Map<string, { id: string; conversationId: string }>();
  // An attachment is dated by the first entry that carried it (the day it was attached), not by the import.
  const attachedAt = new Map<string, Date>();
  for (const conversation of journal.conversations) {
    const conversationId = randomUUID();
    rows.conversations.push({
      id: conversationId,
      ownerId,
      topic: conversation.topic,
      projectName: conversation.projectName,
      title: conversation.title,
      createdAt: new Date(conversation.createdAt),
      updatedAt: new Date(conversation.updatedAt),
    });
    for (const entry of conversation.entries) {
      const note = entry.kind === 'note';
      const at = new Date(entry.createdAt);
      const first = entry.file && attachedAt.get(entry.file.path);
      if (entry.file && (!first || at < first)) attachedAt.set(entry.file.path, at);
      const id = randomUUID();
      // Ids are not checked for uniqueness (only answers read them): a repeated one names its first entry.
      if (!imported.has(entry.id)) imported.set(entry.id, { id, conversationId });
      rows.entries.push({
        id,
        conversationId,
        ownerId,
        kind: entry.kind,
        orderIndex: entry.orderIndex,
        userText: entry.userText,
        answers: entry.kind === 'opening' ? entry.answers : null,
        replyStatus: entry.reply.status,
        replyText: note ? null : entry.reply.text,
        replyError: note ? null : entry.reply.error,
        // Who wrote the reply, as the export says (unknown in exports made before it was kept).
        replyBy: note || entry.reply.status !== 'complete' ? null : (entry.reply.by ?? null),
        // No job: an imported "pending" reply is found by the reply sweep and marked failed, so it can be retried.
        replyJobId: null,
        replyHeartbeatAt: null,
        fileId: entry.file ? (files.get(entry.file.path)?.id ?? null) : null,
        sharedAt: null,
        shareExpiresAt: null,
        shareRevokedAt: null,
        // The journal format carries no edit time (docs/journal-export.md): an imported entry reads as written.
        editedAt: entry.editedAt ? new Date(entry.editedAt) : null,
        mood: entry.mood ? (moodNamed(entry.mood) ?? null) : null,
        createdAt: at,
        updatedAt: new Date(entry.updatedAt),
      });
    }
  }
  for (const [path, file] of files)
    rows.files.push({ ...file, createdAt: attachedAt.get(path) ?? new Date() });
  for (const answer of journal.journalAnswers?.items ?? []) {
    const createdAt = new Date(answer.createdAt);
    rows.journalAnswers.push({
      id: randomUUID(),
      ownerId,
      question: answer.question,
      status: answer.status,
      text: answer.text,
      error: answer.error,
      writtenBy: answer.writtenBy,
      // Each citation names the imported entry. One whose entry is not in the journal (deleted before the
      // export) keeps its place, so that the text's [n] still points at the right ones, under new ids that name
      // nothing of this account: its link opens on "not found", as it did in the exporting account.
      citations: answer.citations.map((citation) => {
        const { entryId, ...cited } = citation;
        const entry = imported.get(entryId);
        return entry
          ? { ...cited, id: entry.id, conversationId: entry.conversationId }
          : { ...cited, id: randomUUID(), conversationId: randomUUID() };
      }),
      // Finished or failed: no job writes it.
      jobId: null,
      heartbeatAt: null,
      attempts: 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}

/** Passes bytes on until there are more than `maxBytes`, then fails with the import's "too large". */
class SizeLimit extends Transform {
  private size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(importTooLarge(this.maxBytes));
    callback(null, chunk);
  }
}

const importTooLarge = (maxBytes: number) =>
  new DomainError(JournalTransferErrorCode.ImportTooLarge, MESSAGES.importTooLarge(maxBytes));
const notAJournal = () =>
  new DomainError(JournalTransferErrorCode.ImportNotAJournal, MESSAGES.importNotAJournal);
const damaged = (message: string) => new DomainError(JournalTransferErrorCode.ImportDamaged, message);
const invalid = (message: string) => new DomainError(JournalTransferErrorCode.ImportInvalid, message);
const tooBig = (what: string) =>
  new DomainError(JournalTransferErrorCode.ImportInvalid, MESSAGES.importTooBig(what));
