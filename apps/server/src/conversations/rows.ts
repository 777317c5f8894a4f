import type { QuestionAnswer } from 'src/ai/question-answer';
import type { FileEntity } from 'src/files/file.entity';
import type { ConversationEntity } from './conversation.entity';
import type { EntryEntity, EntryKind, ReplyStatus } from './entry.entity';

// The one place where raw rows of `conversations` and `entries` (the statements written as SQL, and
// QueryBuilder's RETURNING) become entities. Written out rather than through TypeORM's metadata: the history
// list maps a page of them on every request.

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
  reply_job_id: string | null;
  reply_heartbeat_at: Date | null;
  file_id: string | null;
  shared_at: Date | null;
  share_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One table's columns in a row of several, named with a prefix: `e_id` for an entry's `id`. */
export type Prefixed<Row, Prefix extends string> = {
  [Key in keyof Row as `${Prefix}${Key & string}`]: Row[Key];
};

/** The columns named with `prefix` in a row of several tables, under their own names. */
export function columnsOf<Row>(row: object, prefix: string): Row {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name.startsWith(prefix)) columns[name.slice(prefix.length)] = value;
  }
  return columns as Row;
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

/** `file`: the entry's file when the statement joined it (undefined: not joined). */
export function toEntry(row: EntryRow, file?: FileEntity | null): EntryEntity {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    ownerId: row.owner_id,
    kind: row.kind,
    orderIndex: row.order_index,
    userText: row.user_text,
    answers: row.answers,
    replyText: row.reply_text,
    replyStatus: row.reply_status,
    replyError: row.reply_error,
    replyJobId: row.reply_job_id,
    replyHeartbeatAt: row.reply_heartbeat_at,
    fileId: row.file_id,
    ...(file !== undefined && { file }),
    sharedAt: row.shared_at,
    shareExpiresAt: row.share_expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
