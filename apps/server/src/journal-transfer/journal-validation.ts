import { setImmediate } from 'node:timers/promises';
import {
  LIMITS,
  MAX_QUESTIONS_PER_TOPIC,
  QUESTION_ID_PATTERN,
  TOPIC_KEY_PATTERN,
  VALIDATION_MESSAGES,
} from '@app/schema';
import { z } from 'zod';
import { EXCERPT_MAX } from 'src/conversations/excerpt';
import { MOOD_NAMES } from 'src/conversations/mood';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import {
  FILES_FOLDER,
  JOURNAL_ANSWERS_VERSION,
  JOURNAL_FORMAT,
  JOURNAL_VERSION,
  type JournalAnswer,
  type JournalConversation,
  type JournalV1,
} from './journal-format';
import { JournalTransferErrorCode } from './journal-transfer.errors';

/** How much one import may hold; past these it is refused before anything is written. */
export const IMPORT_LIMITS = {
  /** journal.json is parsed whole, so it is bounded (about 50,000 long entries fit). */
  journalJsonMaxBytes: 64 * 1024 * 1024,
  conversationsMax: 20_000,
  entriesMax: 200_000,
  filesMax: 10_000,
  /** Every entry of the zip, read or not (a flood of tiny entries costs memory to list). */
  zipEntriesMax: 50_000,
  /** The sum of the uncompressed sizes of what is read: journal.json and the attachments. */
  unpackedMaxBytes: 1024 * 1024 * 1024,
  /** An opening's stored text: the project name and up to ten questions (300) with answers (600). */
  openingTextMax: 20_000,
  /** Replies come from the AI, which the app does not cut; this only bounds what an import may claim. */
  replyTextMax: 200_000,
  replyErrorMax: 2_000,
  /** The database column (renames are limited to LIMITS.titleMax, older titles may be longer). */
  titleMax: 200,
  questionMax: 300,
  /** Answers of Ask your journal, and the entries one cites (it cites eight at most when written). */
  answersMax: 20_000,
  answerCitationsMax: 50,
  /** A citation's first words (EXCERPT_MAX when cited), with room for a longer excerpt in later versions. */
  snippetMax: 4 * EXCERPT_MAX,
} as const;

export interface JournalRules {
  /** The attachment limit (UPLOAD_MAX_BYTES): an imported file may not be larger than an uploaded one. */
  fileMaxBytes: number;
  /** Lower counts than IMPORT_LIMITS, for tests. */
  limits?: Partial<Record<'conversationsMax' | 'entriesMax' | 'filesMax' | 'answersMax', number>>;
}

// PostgreSQL cannot store U+0000 in text, and the app refuses it everywhere else too.
const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain the NUL character');
const nonBlank = (max: number) => text(max).refine((value) => value.trim() !== '', 'must not be empty');
// From 1970 on: these are times entries were written, and older ones only hide typos (year 0 is no date at all
// for PostgreSQL). Other apps' exports are held to the same.
export const timestamp = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date and time' })
  .refine((value) => Date.parse(value) >= 0, 'must be in 1970 or later');
// Ids are only read for the reader's sake: an import gives everything new ids.
const id = text(64);

const answerSchema = z.object({
  questionId: z.string().regex(QUESTION_ID_PATTERN, 'must be 1-32 letters, digits, "_" or "-"'),
  question: text(IMPORT_LIMITS.questionMax),
  answer: text(LIMITS.answerMax),
});

const fileSchema = (rules: JournalRules) =>
  z.object({
    name: nonBlank(255),
    mime: z.enum(['image/png', 'image/jpeg', 'application/pdf', 'text/plain']),
    size: z.number().int().min(1).max(rules.fileMaxBytes, `must be at most ${rules.fileMaxBytes} bytes`),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits'),
    path: text(512).refine((path) => path.startsWith(`${FILES_FOLDER}/`), `must start with ${FILES_FOLDER}/`),
  });

const entrySchema = (rules: JournalRules) =>
  z
    .object({
      id,
      kind: z.enum(['opening', 'continuation', 'note']),
      orderIndex: z.number().int().min(0).max(1_000_000),
      userText: text(IMPORT_LIMITS.openingTextMax),
      answers: z.array(answerSchema).max(MAX_QUESTIONS_PER_TOPIC).nullable(),
      reply: z.object({
        status: z.enum(['none', 'pending', 'complete', 'failed']),
        text: text(IMPORT_LIMITS.replyTextMax).nullable(),
        error: text(IMPORT_LIMITS.replyErrorMax).nullable(),
        by: z
          .string()
          .regex(/^[a-z0-9-]{1,40}$/, 'must be a provider name')
          .nullable()
          .optional(),
      }),
      file: fileSchema(rules).nullable(),
      share: z.object({ sharedAt: timestamp, expiresAt: timestamp.nullable() }).nullable().optional(),
      createdAt: timestamp,
      updatedAt: timestamp,
      editedAt: timestamp.nullable().optional(),
      mood: z.enum(MOOD_NAMES).nullable().optional(),
    })
    .superRefine((entry, ctx) => {
      const problem = (path: PropertyKey[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (entry.kind === 'note') {
        if (entry.reply.status !== 'none') problem(['reply', 'status'], 'a note has no reply (status none)');
        if (entry.answers !== null) problem(['answers'], 'only an opening has answers');
        // A note may be a photo alone: an import of another app's entry places its later photos on notes.
        if (entry.userText.trim() === '' && !entry.file) {
          problem(['userText'], VALIDATION_MESSAGES.noteRequired);
        }
        if (entry.mood != null) problem(['mood'], 'a note has no mood');
      } else if (entry.reply.status === 'none') {
        problem(
          ['reply', 'status'],
          'openings and continuations have a reply status of pending, complete or failed',
        );
      }
      if (entry.kind !== 'opening' && entry.userText.length > LIMITS.messageMax) {
        problem(['userText'], `must be at most ${LIMITS.messageMax} characters`);
      }
      // A continuation's text may be empty (a file sent alone; the file may be missing from an old export).
      if (entry.kind === 'continuation' && entry.answers !== null) {
        problem(['answers'], 'only an opening has answers');
      }
      if (entry.reply.status === 'complete' && entry.reply.text === null) {
        problem(['reply', 'text'], 'a complete reply has a text');
      }
    });

const conversationSchema = (rules: JournalRules) =>
  z
    .object({
      id,
      topic: z.string().regex(TOPIC_KEY_PATTERN, 'must be a topic key (letters, digits, "_" or "-")'),
      topicName: text(200).nullable().optional(),
      projectName: nonBlank(LIMITS.projectNameMax),
      title: nonBlank(IMPORT_LIMITS.titleMax).nullable(),
      createdAt: timestamp,
      updatedAt: timestamp,
      entries: z.array(entrySchema(rules)).min(1, 'a conversation has at least its opening'),
    })
    .superRefine((conversation, ctx) => {
      conversation.entries.forEach((entry, index) => {
        const path = ['entries', index];
        if ((index === 0) !== (entry.kind === 'opening')) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'kind'],
            message: 'a conversation has one opening, its first entry',
          });
        }
        if (index > 0 && entry.orderIndex <= conversation.entries[index - 1].orderIndex) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'orderIndex'],
            message: 'entries must be in increasing orderIndex',
          });
        }
      });
    });

const citationSchema = z.object(
  {
    entryId: id,
    conversationId: id,
    orderIndex: z.number().int().min(0).max(1_000_000),
    projectName: nonBlank(LIMITS.projectNameMax),
    createdAt: timestamp,
    snippet: text(IMPORT_LIMITS.snippetMax),
  },
  { error: 'must be an object' },
);

const journalAnswerSchema = z
  .object(
    {
      question: nonBlank(LIMITS.journalQuestionMax),
      status: z.enum(['complete', 'failed'], { error: 'must be complete or failed' }),
      text: text(IMPORT_LIMITS.replyTextMax).nullable(),
      error: text(IMPORT_LIMITS.replyErrorMax).nullable(),
      writtenBy: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'must be a provider name')
        .nullable(),
      createdAt: timestamp,
      citations: z
        .array(citationSchema, { error: 'must be an array' })
        .max(
          IMPORT_LIMITS.answerCitationsMax,
          `must hold at most ${IMPORT_LIMITS.answerCitationsMax} citations`,
        ),
    },
    { error: 'must be an object' },
  )
  .superRefine((answer, ctx) => {
    if (answer.status === 'complete' && (answer.text ?? '').trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'a complete answer has a text' });
    }
  });

const journalAnswersSchema = z.object(
  {
    version: z.literal(JOURNAL_ANSWERS_VERSION, { error: `must be ${JOURNAL_ANSWERS_VERSION}` }),
    // Checked one by one, like the conversations.
    items: z.array(z.unknown(), { error: 'must be an array' }),
  },
  { error: 'must be an object' },
);

const headSchema = z.object({
  format: z.literal(JOURNAL_FORMAT),
  version: z.literal(JOURNAL_VERSION),
  exportedAt: timestamp,
  user: z
    .object({ username: text(254), displayName: text(1000).nullable(), email: text(254) })
    .partial()
    .optional(),
  // Checked one by one below, so that a large journal does not hold the event loop.
  conversations: z.array(z.unknown()),
  // Optional (older exports have none); checked below, after the conversations.
  journalAnswers: z.unknown().optional(),
});

/** Conversations checked between two turns of the event loop: other requests go on during a large import. */
const CONVERSATIONS_PER_TURN = 50;
/** Answers are smaller: a conversation holds many entries, an answer a few citations. */
const ANSWERS_PER_TURN = 200;

/**
 * journal.json, parsed, checked against the format and the app's rules: the format marker and version first
 * (a newer version is refused as such), then every field. The first problem is reported with its path, e.g.
 * `conversations[2].entries[0].userText: must be at most 600 characters`. Unknown fields are ignored. The
 * answers section (`journalAnswers`) is optional: without it, the journal has no answers.
 */
export async function parseJournal(json: unknown, rules: JournalRules): Promise<JournalV1> {
  const given = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (given.format !== JOURNAL_FORMAT) {
    throw new DomainError(JournalTransferErrorCode.ImportNotAJournal, MESSAGES.importNotAJournal);
  }
  if (
    typeof given.version === 'number' &&
    Number.isInteger(given.version) &&
    given.version > JOURNAL_VERSION
  ) {
    throw new DomainError(JournalTransferErrorCode.ImportNewerVersion, MESSAGES.importNewerVersion);
  }
  const head = headSchema.safeParse(json);
  if (!head.success) throw invalidAt(head.error.issues[0].path, head.error.issues[0].message);
  const limits = { ...IMPORT_LIMITS, ...rules.limits };
  if (head.data.conversations.length > limits.conversationsMax) {
    throw invalidAt(['conversations'], `must hold at most ${limits.conversationsMax} conversations`);
  }

  const schema = conversationSchema(rules);
  const conversations: JournalConversation[] = [];
  // The same file may be attached to several entries; its path must then name the same bytes.
  const files = new Map<string, string>();
  let entries = 0;
  for (const [c, value] of head.data.conversations.entries()) {
    if (c % CONVERSATIONS_PER_TURN === CONVERSATIONS_PER_TURN - 1) await setImmediate();
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidAt(['conversations', c, ...issue.path], issue.message);
    }
    const conversation = parsed.data as JournalConversation;
    entries += conversation.entries.length;
    if (entries > limits.entriesMax) {
      throw invalidAt(['conversations'], `must hold at most ${limits.entriesMax} entries in all`);
    }
    for (const [e, { file }] of conversation.entries.entries()) {
      if (!file) continue;
      const described = `${file.sha256} ${file.size} ${file.mime}`;
      if ((files.get(file.path) ?? described) !== described) {
        throw invalidAt(
          ['conversations', c, 'entries', e, 'file', 'path'],
          'names another file with different contents',
        );
      }
      files.set(file.path, described);
    }
    if (files.size > limits.filesMax) {
      throw invalidAt(['conversations'], `must attach at most ${limits.filesMax} files in all`);
    }
    conversations.push(conversation);
  }
  const { journalAnswers: answersSection, ...rest } = head.data;
  const journal: JournalV1 = { ...(rest as Omit<JournalV1, 'conversations'>), conversations };
  if (answersSection !== undefined) {
    journal.journalAnswers = {
      version: JOURNAL_ANSWERS_VERSION,
      items: await parseAnswers(answersSection, limits),
    };
  }
  return journal;
}

/** The `journalAnswers` section's answers, checked like the conversations (its version first). */
async function parseAnswers(section: unknown, limits: { answersMax: number }): Promise<JournalAnswer[]> {
  const version = (section as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > JOURNAL_ANSWERS_VERSION) {
    throw new DomainError(JournalTransferErrorCode.ImportNewerVersion, MESSAGES.importNewerVersion);
  }
  const parsed = journalAnswersSchema.safeParse(section);
  if (!parsed.success) {
    throw invalidAt(['journalAnswers', ...parsed.error.issues[0].path], parsed.error.issues[0].message);
  }
  const { items } = parsed.data;
  if (items.length > limits.answersMax) {
    throw invalidAt(['journalAnswers', 'items'], `must hold at most ${limits.answersMax} answers`);
  }
  const answers: JournalAnswer[] = [];
  for (const [a, value] of items.entries()) {
    if (a % ANSWERS_PER_TURN === ANSWERS_PER_TURN - 1) await setImmediate();
    const answer = journalAnswerSchema.safeParse(value);
    if (!answer.success) {
      const issue = answer.error.issues[0];
      throw invalidAt(['journalAnswers', 'items', a, ...issue.path], issue.message);
    }
    answers.push(answer.data);
  }
  return answers;
}

function invalidAt(path: readonly PropertyKey[], problem: string): DomainError {
  return new DomainError(
    JournalTransferErrorCode.ImportInvalid,
    MESSAGES.importInvalidValue(formatPath(path), problem),
  );
}

/** `conversations[2].entries[0].userText`, or `journal.json` for the whole document. */
function formatPath(path: readonly PropertyKey[]): string {
  const written = path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return written || 'journal.json';
}
