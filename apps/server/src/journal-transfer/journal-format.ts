import type { QuestionAnswer } from 'src/ai/question-answer';
import type { EntryKind, ReplyStatus } from 'src/conversations/entry.entity';
import type { MoodName } from 'src/conversations/mood';
import type { AllowedMime } from 'src/files/file.entity';
import { sanitizeFileName } from 'src/files/file-name';

/**
 * The journal export, version 1: what `journal.json` holds (documented in docs/journal-export.md). Every
 * timestamp is an ISO 8601 string in UTC. Change this only together with JOURNAL_VERSION and the importer.
 */
export const JOURNAL_FORMAT = 'flexi-journal';
export const JOURNAL_VERSION = 1;

/** Paths inside the zip. */
export const JOURNAL_JSON_PATH = 'journal.json';
export const FILES_FOLDER = 'files';
export const CONVERSATIONS_FOLDER = 'conversations';

export interface JournalV1 {
  format: typeof JOURNAL_FORMAT;
  version: typeof JOURNAL_VERSION;
  exportedAt: string;
  /** Who exported it (for the reader; an import adds to the importing account whatever this says). */
  user: { username: string; displayName: string | null; email: string };
  /** Oldest first. */
  conversations: JournalConversation[];
  /** Ask your journal's answers, after the conversations; always written now, absent in older exports. */
  journalAnswers?: JournalAnswers;
}

/**
 * The answers section has its own version: it changes with the section's meaning, the journal's with the rest.
 * An importer reads this version and refuses a newer one, as it does the journal's.
 */
export const JOURNAL_ANSWERS_VERSION = 1;

/** What a pending answer (still being written) is exported with: failed, as it will never be finished. */
export const ANSWER_UNFINISHED_AT_EXPORT =
  'The answer was still being written when the journal was exported.';

export interface JournalAnswers {
  version: typeof JOURNAL_ANSWERS_VERSION;
  /** Oldest first. */
  items: JournalAnswer[];
}

/** An answer of Ask your journal, finished or failed (a pending one is exported failed). */
export interface JournalAnswer {
  question: string;
  status: 'complete' | 'failed';
  /** The answer (Markdown), citing entries as `[1]`, `[2]` in the order of `citations`; null when failed. */
  text: string | null;
  error: string | null;
  /** The AI provider's name (`offline-companion` when none was configured); null when unknown. */
  writtenBy: string | null;
  createdAt: string;
  citations: JournalCitation[];
}

/** An entry an answer cites, as it was when cited. */
export interface JournalCitation {
  /** The entry's id in the export (it may since have been deleted: then no entry of the journal has it). */
  entryId: string;
  conversationId: string;
  orderIndex: number;
  projectName: string;
  createdAt: string;
  /** Its first words, as plain text on one line. */
  snippet: string;
}

export interface JournalConversation {
  id: string;
  /** The topic's key in the feature config. */
  topic: string;
  /** The topic's display name when it was exported, for the reader (ignored on import). */
  topicName: string | null;
  projectName: string;
  /** Set by a rename; null shows the project name. */
  title: string | null;
  createdAt: string;
  updatedAt: string;
  /** The timeline in order: one opening first, then continuations and notes. */
  entries: JournalEntry[];
}

export interface JournalEntry {
  id: string;
  kind: EntryKind;
  orderIndex: number;
  /** The opening's answers as one text, a continuation's message, or a note's content, as stored. */
  userText: string;
  /** The opening's questions as they were asked, with the answers; null for continuations and notes. */
  answers: QuestionAnswer[] | null;
  /**
   * Notes have status `none` and no text. `by`: who wrote the reply (Entry.replyBy), null when unknown; absent
   * in exports made before it was kept.
   */
  reply: { status: ReplyStatus; text: string | null; error: string | null; by?: string | null };
  file: JournalFile | null;
  /** Whether and until when it was shared by link when exported; an import never shares anything. */
  share: { sharedAt: string; expiresAt: string | null } | null;
  createdAt: string;
  updatedAt: string;
  /** When the writer last changed its words (editEntry); null if never; absent in older exports. */
  editedAt?: string | null;
  /** How the writer felt (Entry.mood, by name); null if not said; absent in older exports. Never on a note. */
  mood?: MoodName | null;
}

export interface JournalFile {
  /** The file's name as uploaded. */
  name: string;
  mime: AllowedMime;
  size: number;
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: string;
  /** Where the bytes are in the zip: `files/<file id>-<name>`. */
  path: string;
}

/** Characters Windows refuses in file names, kept out of zip paths so any unzip tool can write them. */
const UNPORTABLE = /[<>:"|?*\\]/g;

/** `files/<id>-<name>`: the id keeps two files of the same name apart. */
export function filePathOf(file: { id: string; name: string }): string {
  return `${FILES_FOLDER}/${file.id}-${file.name.replace(UNPORTABLE, '_')}`;
}

/** `<title>.md` (or the project name): the name a single conversation's download is saved under. */
export function markdownFileNameOf(conversation: { title: string | null; projectName: string }): string {
  // Titles are at most 200 characters, so the name stays within the file name limit with its extension.
  const name = sanitizeFileName((conversation.title ?? conversation.projectName).replace(/[/\\]/g, '-'));
  return `${name.replace(UNPORTABLE, '_')}.md`;
}

const MAX_SLUG_CHARS = 60;

/**
 * `conversations/<yyyy-mm-dd>-<slug>.md` from the conversation's start and its title (or project name):
 * letters and digits of any script, the rest as single hyphens. `taken` makes it unique (`-2`, `-3`, …).
 */
export function markdownPathOf(
  conversation: { createdAt: Date; title: string | null; projectName: string },
  taken: Set<string>,
): string {
  const slug =
    Array.from(
      (conversation.title ?? conversation.projectName)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    )
      .slice(0, MAX_SLUG_CHARS)
      .join('')
      .replace(/-+$/, '') || 'conversation';
  const base = `${CONVERSATIONS_FOLDER}/${conversation.createdAt.toISOString().slice(0, 10)}-${slug}`;
  let path = `${base}.md`;
  for (let n = 2; taken.has(path); n++) path = `${base}-${n}.md`;
  taken.add(path);
  return path;
}
