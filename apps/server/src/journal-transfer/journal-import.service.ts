import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { findTopic, type TopicEntry } from '@app/schema';
import { DomainError } from 'src/common/errors/domain-error';
import { moodNamed } from 'src/conversations/mood';
import { formatBytes, MESSAGES } from 'src/common/messages';
import { uploadReadFailure } from 'src/common/streams';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { isImageMime } from 'src/files/file.entity';
import { FileErrorCode } from 'src/files/files.errors';
import type { NewFile } from 'src/files/files.repository';
import { FilesService } from 'src/files/files.service';
import { UserErrorCode } from 'src/users/users.errors';
import { UsersService } from 'src/users/users.service';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import type { ImportSourceName } from './dto/journal-transfer.models';
import { readDayOneExport } from './import/day-one-source';
import { readFlexiExport } from './import/flexi-source';
import { damaged, importTooLarge, invalid, notAJournal, tooBig } from './import/import-refusals';
import type { FileToImport, JournalToImport, ReadImport } from './import/journal-to-import';
import { readMarkdownZip } from './import/markdown-source';
import { JournalTransferErrorCode } from './journal-transfer.errors';
import { type ImportedRows, JournalTransferRepository } from './journal-transfer.repository';
import { IMPORT_LIMITS } from './journal-validation';
import { ZipArchive, ZipTooManyEntriesError, ZipUnreadableError } from './zip-archive';

export interface ImportSummary {
  conversations: number;
  entries: number;
  files: number;
  /** Day One entries or Markdown files with neither words nor a photo. */
  skippedEntries: number;
  /** Day One photos and other media the app cannot hold. */
  skippedFiles: number;
}

export interface ImportOptions {
  /** What the zip is; a Flexi export unless said. */
  source?: ImportSourceName;
  /** The topic key the conversations of a Day One or Markdown import belong to. */
  topic?: string | null;
  /**
   * Import even what this account imported before (by its fingerprint), making second copies; without it,
   * that is refused with IMPORT_ALREADY_IMPORTED.
   */
  again?: boolean;
}

/** Reads what a source's zip holds, checked whole, into the journal an import writes. */
type SourceReader = (zip: ZipArchive) => Promise<ReadImport>;

/** What an import of each source says when the file is not a zip, or not one of that source. */
const NOT_THIS_SOURCE: Record<ImportSourceName, string> = {
  FLEXI: MESSAGES.importNotAJournal,
  DAY_ONE: MESSAGES.importNotDayOne,
  MARKDOWN: MESSAGES.importNotMarkdown,
};

/**
 * Reads a journal export into the caller's account, all or nothing. The upload is streamed to a temporary
 * file (refused past IMPORT_MAX_BYTES), opened as a zip by random access, and read by its source (a Flexi
 * export's journal.json, a Day One export, Markdown files: import/) into one journal, checked whole before
 * anything is written: every value against the app's rules, every attachment present with the size it
 * claims, and bounds on what the zip unpacks to. Then the attachments are stored, each checked as an upload
 * is (type from the content, size limit) and against what the source says of it, and every row is inserted
 * in one transaction. On any failure the stored bytes are removed and no row exists.
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
    private readonly users: UsersService,
    private readonly whiteLabel: WhiteLabelService,
  ) {}

  /** `upload` opens the uploaded zip's stream (graphql-upload throws there when the upload already failed). */
  async importJournal(
    ownerId: string,
    upload: () => Readable,
    { source = 'FLEXI', topic = null, again = false }: ImportOptions = {},
  ): Promise<ImportSummary> {
    // The topic is checked before a byte is received: a wrong one refuses nothing else.
    const read = await this.readerOf(ownerId, source, topic);
    const tmpRoot = join(this.env.dataDir, 'tmp');
    await mkdir(tmpRoot, { recursive: true, mode: 0o700 });
    const workDir = await mkdtemp(join(tmpRoot, 'import-'));
    try {
      const zipPath = join(workDir, 'journal.zip');
      await this.receive(upload, zipPath);
      const zip = await openArchive(zipPath, NOT_THIS_SOURCE[source]);
      try {
        const found = await read(zip);
        if (!again) await this.refuseIfImported(ownerId, found.fingerprint);
        const files = plannedFiles(found, zip);
        const written = await this.write(ownerId, found.journal, files, zip, found.fingerprint);
        return { ...written, skippedEntries: found.skipped.entries, skippedFiles: found.skipped.files };
      } finally {
        zip.close();
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** How the source is read: a Flexi export carries its topics, other apps' entries go to the one chosen. */
  private async readerOf(
    ownerId: string,
    source: ImportSourceName,
    topicKey: string | null,
  ): Promise<SourceReader> {
    const fileMaxBytes = this.env.uploadMaxBytes;
    if (source === 'FLEXI') return (zip) => readFlexiExport(zip, { fileMaxBytes });
    const topic = this.enabledTopic(topicKey);
    const rules = { fileMaxBytes, topic, zone: await this.users.timeZoneOf(ownerId) };
    return source === 'DAY_ONE'
      ? (zip) => readDayOneExport(zip, rules)
      : (zip) => readMarkdownZip(zip, rules);
  }

  private enabledTopic(key: string | null): TopicEntry {
    if (!key?.trim()) {
      throw new DomainError(JournalTransferErrorCode.ImportTopicUnknown, MESSAGES.importTopicRequired);
    }
    const topic = findTopic(this.whiteLabel.features, key);
    if (!topic?.enabled) {
      throw new DomainError(JournalTransferErrorCode.ImportTopicUnknown, MESSAGES.importTopicUnknown(key));
    }
    return topic;
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
      throw uploadReadFailure(error, () => importTooLarge(maxBytes));
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

  private async write(
    ownerId: string,
    journal: JournalToImport,
    files: Map<string, FileToImport>,
    zip: ZipArchive,
    fingerprint: string,
  ): Promise<Pick<ImportSummary, 'conversations' | 'entries' | 'files'>> {
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

  /** Stores one attachment, checked like an upload and against what the source says of it. */
  private async storeFile(ownerId: string, zip: ZipArchive, file: FileToImport): Promise<NewFile> {
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
      if (error.code === FileErrorCode.TypeNotAllowed) {
        return invalid(
          file.declared ? MESSAGES.importFileType(file.path) : MESSAGES.importPhotoNotImage(file.path),
        );
      }
      if (error.code === FileErrorCode.TooLarge) {
        return invalid(MESSAGES.importFileTooLarge(file.path, this.env.uploadMaxBytes));
      }
      return damaged(MESSAGES.importFileChanged(file.path));
    });
    const problem = file.declared
      ? (row.sha256 !== file.declared.sha256 || row.size !== file.size || row.mime !== file.declared.mime) &&
        MESSAGES.importFileChanged(file.path)
      : !isImageMime(row.mime) && MESSAGES.importPhotoNotImage(file.path);
    if (problem) {
      await this.files.removeStoredBytes([row.storageKey]);
      throw file.declared ? damaged(problem) : invalid(problem);
    }
    return row;
  }
}

async function openArchive(path: string, notThisSource: string): Promise<ZipArchive> {
  try {
    return await ZipArchive.open(path, IMPORT_LIMITS.zipEntriesMax);
  } catch (error) {
    if (error instanceof ZipTooManyEntriesError) {
      throw tooBig(`it holds ${error.count} files (at most ${IMPORT_LIMITS.zipEntriesMax})`);
    }
    if (error instanceof ZipUnreadableError && error.looksLikeZip) throw damaged(MESSAGES.importUnreadable);
    if (error instanceof ZipUnreadableError) throw notAJournal(notThisSource);
    throw error;
  }
}

/**
 * The attachments to store, once each (an export names a file shared by several entries by one path), after
 * checking that each is in the zip with the size the source gives it, and that all of it unpacks to no more
 * than IMPORT_LIMITS.unpackedMaxBytes: the declared sizes are enforced while reading (yauzl), so this bounds
 * what a small zip can make the server write.
 */
function plannedFiles(found: ReadImport, zip: ZipArchive): Map<string, FileToImport> {
  const files = new Map<string, FileToImport>();
  for (const conversation of found.journal.conversations) {
    for (const entry of conversation.entries) if (entry.file) files.set(entry.file.path, entry.file);
  }
  let unpacked = found.unpackedBytes;
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
function importedRows(ownerId: string, journal: JournalToImport, files: Map<string, NewFile>): ImportedRows {
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
  for (const answer of journal.answers) {
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
