import { createHash } from 'node:crypto';
import type { TopicEntry } from '@app/schema';
import type { DomainError } from 'src/common/errors/domain-error';
import { formatBytes } from 'src/common/messages';
import { IMPORT_LIMITS, type JournalRules } from 'src/journal-transfer/journal-validation';
import type { ZipArchive } from 'src/journal-transfer/zip-archive';
import { tooBig } from './import-refusals';
import type { ConversationToImport, ReadImport } from './journal-to-import';
import { readZipFile, utf8Text } from './zip-text';

/** What reading another app's export needs besides the zip. */
export interface ForeignRules extends JournalRules {
  /** The topic (memory type) the writer chose for the imported conversations. */
  topic: TopicEntry;
  /** The writer's time zone, for times that name none. */
  zone: string;
}

export interface ForeignDocument {
  path: string;
  text: string;
}

/**
 * The documents a source reads (Day One's journals, Markdown files), whole and as text: at most
 * IMPORT_LIMITS.journalJsonMaxBytes in all, each UTF-8 (else `notText` names it). The fingerprint covers their
 * paths and bytes, so the same export is recognised whatever zip tool re-packed it.
 */
export async function readDocuments(
  zip: ZipArchive,
  paths: readonly string[],
  notText: (path: string) => DomainError,
): Promise<{ documents: ForeignDocument[]; bytes: number; fingerprint: string }> {
  const bytes = paths.reduce((sum, path) => sum + (zip.sizeOf(path) ?? 0), 0);
  if (bytes > IMPORT_LIMITS.journalJsonMaxBytes) {
    throw tooBig(`its texts are over ${formatBytes(IMPORT_LIMITS.journalJsonMaxBytes)}`);
  }
  const hash = createHash('sha256');
  const documents: ForeignDocument[] = [];
  for (const path of paths) {
    const content = await readZipFile(zip, path);
    hash.update(`${path}\u0000${content.length}\u0000`).update(content);
    const text = utf8Text(content);
    if (text === null) throw notText(path);
    documents.push({ path, text });
  }
  return { documents, bytes, fingerprint: hash.digest('hex') };
}

/**
 * The conversations of another app's export as they are made, held to the import's bounds: at most
 * IMPORT_LIMITS.conversationsMax of them, entriesMax entries and filesMax files, so that a long entry cut
 * into notes counts as the entries it makes.
 */
export class ForeignJournal {
  private readonly conversations: ConversationToImport[] = [];
  private readonly files = new Set<string>();
  private entries = 0;
  private readonly skipped = { entries: 0, files: 0 };
  private readonly limits: { conversationsMax: number; entriesMax: number; filesMax: number };

  constructor(rules: JournalRules) {
    this.limits = { ...IMPORT_LIMITS, ...rules.limits };
  }

  /** Adds a conversation, or counts an entry with nothing to import (null). */
  add(conversation: ConversationToImport | null): void {
    if (!conversation) {
      this.skipped.entries += 1;
      return;
    }
    const { conversationsMax, entriesMax, filesMax } = this.limits;
    if (this.conversations.length >= conversationsMax) {
      throw tooBig(`it holds more than ${conversationsMax} entries`);
    }
    this.entries += conversation.entries.length;
    if (this.entries > entriesMax) throw tooBig(`its texts make more than ${entriesMax} entries and notes`);
    for (const { file } of conversation.entries) if (file) this.files.add(file.path);
    if (this.files.size > filesMax) throw tooBig(`it holds more than ${filesMax} photos`);
    this.conversations.push(conversation);
  }

  /** Counts photos (or other media) that are not imported. */
  skipFiles(count: number): void {
    this.skipped.files += count;
  }

  /** What was read, oldest conversation first; `empty` when nothing in it could be imported. */
  result(read: { bytes: number; fingerprint: string }, empty: () => DomainError): ReadImport {
    if (this.conversations.length === 0) throw empty();
    const conversations = [...this.conversations].sort(
      (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
    );
    return {
      journal: { conversations, answers: [] },
      fingerprint: read.fingerprint,
      unpackedBytes: read.bytes,
      skipped: { ...this.skipped },
    };
  }
}
