import type { AllowedMime } from 'src/files/file.entity';
import type { JournalAnswer, JournalConversation, JournalEntry } from 'src/journal-transfer/journal-format';

/**
 * The journal an import writes, whatever it was read from: a Flexi export's journal.json, a Day One export or
 * Markdown files each become this, checked whole, before anything is stored. It is the journal format's shape,
 * with what only a Flexi export has (ids for the reader, share marks) left out and attachments described as
 * the zip holds them.
 */
export interface JournalToImport {
  /** Oldest first. */
  conversations: ConversationToImport[];
  /** Ask your journal's answers (only a Flexi export has them). */
  answers: JournalAnswer[];
}

export type ConversationToImport = Omit<JournalConversation, 'topicName' | 'entries'> & {
  entries: EntryToImport[];
};

/** `id` names the entry for citations (a Flexi export's id) or for the reader of a refusal. */
export type EntryToImport = Omit<JournalEntry, 'file' | 'share'> & { file: FileToImport | null };

/** An attachment to store from the zip; several entries naming one path share one stored file. */
export interface FileToImport {
  /** Where the bytes are in the zip. */
  path: string;
  /** The name it is stored under (shown on its chip and found by search). */
  name: string;
  /** The size the zip declares for it (enforced while unpacking). */
  size: number;
  /**
   * What a Flexi export says of the bytes, which they must match. Null for a photo of another app: it must be
   * a PNG or a JPEG, judged from the bytes.
   */
  declared: { sha256: string; mime: AllowedMime } | null;
}

/** What a source made of the zip. */
export interface ReadImport {
  journal: JournalToImport;
  /**
   * SHA-256 (hex) of what was read (journal.json; the Day One journals; the Markdown files), so that importing
   * the same thing again is noticed (journal_imports).
   */
  fingerprint: string;
  /** Bytes the source unpacked to read it, counted in the import's bound on what a zip unpacks to. */
  unpackedBytes: number;
  /** Day One entries or Markdown files with nothing to import, and photos or other media left behind. */
  skipped: { entries: number; files: number };
}
