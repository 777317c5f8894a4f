import type { QuestionAnswer } from 'src/ai/question-answer';
import type { FileEntity } from 'src/files/file.entity';
import type { ConversationEntity } from './conversation.entity';
import type { EntryEntity, EntryKind, ReplyStatus } from './entry.entity';
import type { Mood } from './mood';

// The one place where raw rows of `conversations` and `entries` (the statements written as SQL, and
// QueryBuilder's RETURNING) become entities. Written out rather than through TypeORM's metadata, and with no
// copy of the row on the way: the history list maps a page of them on every request.

/** A `conversations` row as PostgreSQL returns it. */
export interface ConversationRow {
  id: string;
  owner_id: string;
  topic: string;
  project_name: string;
  title: string | null;
  created_at: Date;
  updated_at: Date;
}

/** An `entries` row as PostgreSQL returns it (search_vector, when present, is left out). */
export interface EntryRow {
  id: string;
  conversation_id: string;
  owner_id: string;
  kind: EntryKind;
  order_index: number;
  user_text: string;
  answers: QuestionAnswer[] | null;
  reply_text: string | null;
  reply_status: ReplyStatus;
  reply_error: string | null;
  reply_by: string | null;
  reply_job_id: string | null;
  reply_heartbeat_at: Date | null;
  file_id: string | null;
  shared_at: Date | null;
  share_expires_at: Date | null;
  share_revoked_at: Date | null;
  mood: Mood | null;
  edited_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One table's columns in a row of several, named with a prefix: `e_id` for an entry's `id`. */
export type Prefixed<Row, Prefix extends string> = {
  [Key in keyof Row as `${Prefix}${Key & string}`]: Row[Key];
};

/** Where each column of a table stands in a row: under its own name, or under `e_` and its name. */
type ColumnNames<Row> = { readonly [Column in keyof Row]-?: string };

function columnNames<Row>(columns: ReadonlyArray<keyof Row & string>, prefix: string): ColumnNames<Row> {
  return Object.fromEntries(columns.map((column) => [column, prefix + column])) as ColumnNames<Row>;
}

// Every column of an entries row: the type refuses a column of EntryRow left out here (it would read undefined).
const ENTRY_COLUMNS = Object.keys({
  id: true,
  conversation_id: true,
  owner_id: true,
  kind: true,
  order_index: true,
  user_text: true,
  answers: true,
  reply_text: true,
  reply_status: true,
  reply_error: true,
  reply_by: true,
  reply_job_id: true,
  reply_heartbeat_at: true,
  file_id: true,
  shared_at: true,
  share_expires_at: true,
  share_revoked_at: true,
  mood: true,
  edited_at: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof EntryRow, true>) as Array<keyof EntryRow>;
const ENTRY = columnNames<EntryRow>(ENTRY_COLUMNS, '');
// Computed once: a name built for every row would be looked up in V8's string table on each read.
const PREFIXED_ENTRY = columnNames<EntryRow>(ENTRY_COLUMNS, 'e_');

/** Reads a row's columns of one table by their names in it. */
function columnsOf<Row>(row: object, names: ColumnNames<Row>) {
  const values = row as Record<string, unknown>;
  return <Column extends keyof Row>(column: Column) => values[names[column]] as Row[Column];
}

export function toConversation(row: ConversationRow): ConversationEntity {
  return {
    id: row.id,
    ownerId: row.owner_id,
    topic: row.topic,
    projectName: row.project_name,
    title: row.title,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * An entry from a row: an `entries` row (RETURNING *), or a row of several tables whose entry columns are named
 * with `e_` (`prefixed`). `file`: the entry's file when the statement joined it (undefined: not joined).
 */
export function toEntry(
  row: EntryRow | Prefixed<EntryRow, 'e_'>,
  file?: FileEntity | null,
  prefixed = false,
): EntryEntity {
  const column = columnsOf<EntryRow>(row, prefixed ? PREFIXED_ENTRY : ENTRY);
  return {
    id: column('id'),
    conversationId: column('conversation_id'),
    ownerId: column('owner_id'),
    kind: column('kind'),
    orderIndex: column('order_index'),
    userText: column('user_text'),
    answers: column('answers'),
    replyText: column('reply_text'),
    replyStatus: column('reply_status'),
    replyError: column('reply_error'),
    replyBy: column('reply_by'),
    replyJobId: column('reply_job_id'),
    replyHeartbeatAt: column('reply_heartbeat_at'),
    fileId: column('file_id'),
    ...(file !== undefined && { file }),
    sharedAt: column('shared_at'),
    shareExpiresAt: column('share_expires_at'),
    shareRevokedAt: column('share_revoked_at'),
    mood: column('mood'),
    editedAt: column('edited_at'),
    createdAt: column('created_at'),
    updatedAt: column('updated_at'),
  };
}
