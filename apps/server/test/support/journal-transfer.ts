import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from 'src/common/messages';
import type { AnswerCitation, JournalAnswerStatus } from 'src/journal-answers/journal-answer.entity';
import type { JournalV1 } from 'src/journal-transfer/journal-format';
import { directQuery } from './direct-sql';
import { expectGraphqlError } from './expect-errors';
import { continueConversation, familyAnswers, startConversation } from './journal-client';
import { minimalPdf, PNG_1X1, UTF8_TEXT } from './sample-files';
import type { GraphqlBody, HttpResult, TestApp } from './test-app';
import { graphqlMultipart, graphqlUpload, type UploadedFile } from './uploads';
import { unzip, zipOf } from './zips';

export const EXPORT_JOURNAL = 'mutation { exportJournal(format: ZIP) { url fileName expiresAt } }';
export const EXPORT_CONVERSATION =
  'mutation ($id: ID!) { exportConversation(id: $id, format: MARKDOWN) { url fileName expiresAt } }';
export const IMPORT_JOURNAL =
  'mutation ($file: Upload!, $again: Boolean) { importJournal(file: $file, again: $again) { conversations entries files } }';

export const IMPORT_FROM =
  'mutation ($file: Upload!, $source: ImportSource, $topic: String, $again: Boolean) { importJournal(file: $file, source: $source, topic: $topic, again: $again) { conversations entries files skippedEntries skippedFiles } }';

export interface ExportLinkResult {
  url: string;
  fileName: string;
  expiresAt: string;
}

export interface ImportSummaryResult {
  conversations: number;
  entries: number;
  files: number;
}

/** What {@link populateJournal} made, to find again in an export. */
export interface PopulatedJournal {
  png: UploadedFile;
  text: UploadedFile;
  pdf: UploadedFile;
  /** Renamed "Lighthouse summers": an opening with the PNG, a continuation with the text file (shared for 7 days), a note, a continuation with the PNG again. */
  summerId: string;
  sharedEntryId: string;
  /** "Rome, 2019": an opening and a note with Markdown-like text, started after the first. */
  travelId: string;
}

export const TRICKY_NOTE = '# Not a heading\n- not a list\nStars *stay* stars, [brackets] too <b>no html</b>';

async function upload(app: TestApp, token: string, bytes: Buffer, name: string, type: string) {
  const result = await graphqlUpload(app, { bytes, name, declaredType: type }, token);
  if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data.uploadFile;
}

async function gqlOk<T>(app: TestApp, token: string, query: string, variables: Record<string, unknown>) {
  const result = await app.gql<T>(query, variables, token);
  if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data;
}

/** Two conversations with every kind of entry, three kinds of attachment (one used twice), a share and a rename. */
export async function populateJournal(app: TestApp, token: string): Promise<PopulatedJournal> {
  const png = await upload(app, token, PNG_1X1, 'pixel.png', 'image/png');
  const text = await upload(app, token, Buffer.from(UTF8_TEXT), "notes 'draft'.txt", 'text/plain');
  const pdf = await upload(app, token, minimalPdf(), 'lighthouse.pdf', 'application/pdf');

  const summer = await startConversation(app, token, { fileId: png.id, answers: familyAnswers() });
  const summerId = summer.conversation.id;
  const shared = await gqlOk<{ continueConversation: { entry: { id: string } } }>(
    app,
    token,
    'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
    {
      input: {
        conversationId: summerId,
        message: 'We swam every morning before breakfast.',
        fileId: text.id,
      },
    },
  );
  await gqlOk(app, token, 'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }', {
    input: { conversationId: summerId, content: 'Ask Rosa about the boat.\nAnd the storm of 1987.' },
  });
  await gqlOk(
    app,
    token,
    'mutation ($input: ContinueConversationInput!) { continueConversation(input: $input) { entry { id } } }',
    { input: { conversationId: summerId, message: 'The same pixel, again.', fileId: png.id } },
  );
  const sharedEntryId = shared.continueConversation.entry.id;
  await gqlOk(app, token, 'mutation ($id: ID!) { shareEntry(entryId: $id, expiresInDays: 7) { url } }', {
    id: sharedEntryId,
  });
  await gqlOk(
    app,
    token,
    'mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { id } }',
    { input: { id: summerId, title: 'Lighthouse summers' } },
  );

  const travel = await startConversation(app, token, { projectName: 'Rome, 2019', fileId: pdf.id });
  const travelId = travel.conversation.id;
  await gqlOk(app, token, 'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }', {
    input: { conversationId: travelId, content: TRICKY_NOTE },
  });
  await continueConversation(app, token, travelId, 'Gelato by the Pantheon.');
  return { png, text, pdf, summerId, sharedEntryId, travelId };
}

/** Follows a download URL the API handed out, as a browser would: no token. */
export async function download(app: TestApp, url: string, init: RequestInit = {}) {
  const response = await fetch(`${app.baseUrl}${url}`, init);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** exportJournal, then the zip it links to, unpacked. */
export async function exportJournal(app: TestApp, token: string) {
  const link = await gqlOk<{ exportJournal: ExportLinkResult }>(app, token, EXPORT_JOURNAL, {});
  const { response, bytes } = await download(app, link.exportJournal.url);
  if (response.status !== 200) throw new Error(`download answered ${response.status}: ${bytes.toString()}`);
  const files = await unzip(bytes);
  const journal = JSON.parse(files.get('journal.json')?.toString('utf8') ?? 'null') as JournalV1;
  return { link: link.exportJournal, response, bytes, files, journal };
}

/** importJournal with these bytes as the uploaded zip; `again`: even an export this account imported before. */
export function importJournal(
  app: TestApp,
  token: string,
  bytes: Buffer,
  again?: boolean,
): Promise<HttpResult<GraphqlBody<{ importJournal: ImportSummaryResult }>>> {
  return graphqlMultipart(
    app,
    IMPORT_JOURNAL,
    {
      file: { bytes, name: 'journal.zip', declaredType: 'application/zip' },
    },
    { token, variables: again === undefined ? {} : { again } },
  );
}

export interface ForeignImportResult extends ImportSummaryResult {
  skippedEntries: number;
  skippedFiles: number;
}

/** importJournal of another app's zip (`source` DAY_ONE or MARKDOWN) into `topic`. */
export function importFrom(
  app: TestApp,
  token: string,
  bytes: Buffer,
  variables: { source: 'DAY_ONE' | 'MARKDOWN' | 'FLEXI'; topic?: string | null; again?: boolean },
): Promise<HttpResult<GraphqlBody<{ importJournal: ForeignImportResult }>>> {
  return graphqlMultipart(
    app,
    IMPORT_FROM,
    { file: { bytes, name: 'export.zip', declaredType: 'application/zip' } },
    { token, variables },
  );
}

/** A zip another app's import must refuse: with which reason and message, given `topic` (a default unless said). */
export interface ForeignRefusal {
  zip: () => Buffer | Promise<Buffer>;
  topic?: string | null;
  reason: string;
  message: string;
}

/**
 * What every import of another app's zip refuses: a file that is not a zip, an empty zip (`notThisSource`),
 * and a good zip without a topic or with one the app does not have.
 */
export function commonForeignRefusals(
  notThisSource: string,
  goodZip: () => Promise<Buffer>,
): Array<[string, ForeignRefusal]> {
  const notIt = { reason: 'IMPORT_NOT_A_JOURNAL', message: notThisSource };
  return [
    ['a PNG, not a zip', { zip: () => PNG_1X1, ...notIt }],
    ['an empty zip', { zip: () => zipOf([]), ...notIt }],
    [
      'no topic',
      { zip: goodZip, topic: null, reason: 'IMPORT_TOPIC_UNKNOWN', message: MESSAGES.importTopicRequired },
    ],
    [
      'a topic the app does not have',
      {
        zip: goodZip,
        topic: 'poetry',
        reason: 'IMPORT_TOPIC_UNKNOWN',
        message: MESSAGES.importTopicUnknown('poetry'),
      },
    ],
  ];
}

/**
 * Imports the refusal's zip from `source` as `user` and checks it was refused with BAD_USER_INPUT, its reason
 * and message, leaving nothing behind (no row, no stored byte, no temporary file) in an account that had none.
 */
export async function expectForeignRefusal(
  app: TestApp,
  user: { username: string; token: string },
  source: 'DAY_ONE' | 'MARKDOWN',
  defaultTopic: string,
  refusal: ForeignRefusal,
): Promise<void> {
  const before = await storedState(app, user.username);

  const result = await importFrom(app, user.token, await refusal.zip(), {
    source,
    topic: refusal.topic === undefined ? defaultTopic : refusal.topic,
  });

  expectGraphqlError(result, { code: 'BAD_USER_INPUT', message: refusal.message });
  expect(result.body.errors?.[0].extensions?.reason).toBe(refusal.reason);
  expect(await storedState(app, user.username)).toEqual({ ...before, tmp: 0 });
  expect(before).toMatchObject({ conversations: 0, entries: 0, files: 0 });
}

/** The user's conversations, oldest first, with every entry as the app shows it (for checks of an import). */
export async function importedConversations(app: TestApp, token: string) {
  const result = await app.gql<{
    conversations: {
      items: Array<{
        id: string;
        topic: string;
        projectName: string;
        createdAt: string;
        updatedAt: string;
        entries: Array<{
          kind: string;
          orderIndex: number;
          userText: string;
          answers: Array<{ questionId: string; answer: string }> | null;
          replyStatus: string;
          replyError: string | null;
          createdAt: string;
          file: { fileName: string; fileType: string; size: number } | null;
        }>;
      }>;
    };
  }>(
    `{ conversations(limit: 100) { items { id topic projectName createdAt updatedAt
        entries(first: 200) { kind orderIndex userText answers { questionId answer } replyStatus replyError createdAt
          file { fileName fileType size } } } } }`,
    {},
    token,
  );
  if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
  return [...result.body.data.conversations.items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** How many rows of each kind the user owns, and how many stored files and temporary folders the server holds. */
export async function storedState(app: TestApp, username: string) {
  const [rows] = await directQuery<{
    conversations: number;
    entries: number;
    files: number;
    journalAnswers: number;
  }>(
    app,
    `SELECT
      (SELECT count(*)::int FROM conversations c JOIN users u ON u.id = c.owner_id WHERE u.username = $1) AS conversations,
      (SELECT count(*)::int FROM entries e JOIN users u ON u.id = e.owner_id WHERE u.username = $1) AS entries,
      (SELECT count(*)::int FROM files f JOIN users u ON u.id = f.owner_id WHERE u.username = $1) AS files,
      (SELECT count(*)::int FROM journal_answers a JOIN users u ON u.id = a.owner_id WHERE u.username = $1)
        AS "journalAnswers"`,
    [username],
  );
  return {
    ...rows,
    storedFiles: countFiles(join(app.env.dataDir, 'files')),
    tmp: countFiles(join(app.env.dataDir, 'tmp')),
  };
}

function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      .length;
  } catch {
    return 0;
  }
}

/** An answer row as the table holds it (journal_answers), for checks of what an import wrote. */
export interface StoredAnswer {
  id: string;
  question: string;
  status: JournalAnswerStatus;
  text: string | null;
  error: string | null;
  writtenBy: string | null;
  citations: AnswerCitation[];
  jobId: string | null;
  heartbeatAt: Date | null;
  attempts: number;
  createdAt: Date;
}

/** The user's entry with this text, as an answer cites it (JournalAnswer.citations). */
export async function citationOf(app: TestApp, username: string, userText: string): Promise<AnswerCitation> {
  const [cited] = await directQuery<AnswerCitation>(
    app,
    `SELECT e.id, e.conversation_id AS "conversationId", e.order_index AS "orderIndex",
            c.project_name AS "projectName",
            to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
            left(e.user_text, 40) AS snippet
       FROM entries e JOIN conversations c ON c.id = e.conversation_id JOIN users u ON u.id = e.owner_id
      WHERE u.username = $1 AND e.user_text = $2`,
    [username, userText],
  );
  if (!cited) throw new Error(`${username} has no entry "${userText}"`);
  return cited;
}

/**
 * Stores an answer for the user straight into journal_answers, as the answer job would have left it (a
 * pending one has no job and no heartbeat, so no sweep touches it). Returns its id.
 */
export async function insertAnswer(
  app: TestApp,
  username: string,
  answer: {
    question: string;
    status: JournalAnswerStatus;
    text?: string | null;
    error?: string | null;
    writtenBy?: string | null;
    citations?: AnswerCitation[];
    createdAt?: string;
  },
): Promise<string> {
  const [row] = await directQuery<{ id: string }>(
    app,
    `INSERT INTO journal_answers (owner_id, question, status, text, error, written_by, citations, created_at)
     SELECT u.id, $2, $3, $4, $5, $6, $7::jsonb, coalesce($8::timestamptz, now()) FROM users u WHERE u.username = $1
     RETURNING id`,
    [
      username,
      answer.question,
      answer.status,
      answer.text ?? null,
      answer.error ?? null,
      answer.writtenBy ?? null,
      JSON.stringify(answer.citations ?? []),
      answer.createdAt ?? null,
    ],
  );
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** The user's answers as stored, oldest first. */
export function storedAnswers(app: TestApp, username: string): Promise<StoredAnswer[]> {
  return directQuery<StoredAnswer>(
    app,
    `SELECT a.id, a.question, a.status, a.text, a.error, a.written_by AS "writtenBy", a.citations,
            a.job_id AS "jobId", a.heartbeat_at AS "heartbeatAt", a.attempts, a.created_at AS "createdAt"
       FROM journal_answers a JOIN users u ON u.id = a.owner_id
      WHERE u.username = $1
      ORDER BY a.created_at, a.id`,
    [username],
  );
}
