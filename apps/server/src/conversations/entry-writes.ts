import type { EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import type { QuestionAnswer } from 'src/ai/question-answer';
import type { ConversationEntity } from './conversation.entity';
import { EntryEntity, type EntryKind, initialReplyStatus } from './entry.entity';
import { type EntryRow, toEntry } from './rows';

// Writing one entry, shared by the repositories that do (a continuation appended, an opening with its
// conversation) and by the callers that name its reply.

export interface NewEntry {
  kind: EntryKind;
  userText: string;
  answers?: QuestionAnswer[] | null;
  fileId?: string | null;
}

/**
 * The reply an entry is written with: the job or run that owns it from the start (its heartbeat stamped), and
 * the transaction to write in when something else must commit with the entry (the reply's queued job).
 */
export interface EntryReply {
  jobId: string;
  manager?: EntityManager;
}

/**
 * The entry's file was deleted between the caller's check and the insert (e.g. the abandoned-upload janitor won
 * the race): the foreign key on file_id refused the row.
 */
export function isMissingFileError(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; detail?: string };
  return driverError.code === '23503' && (driverError.detail?.includes('(file_id)') ?? false);
}

/**
 * Inserts an entry at `orderIndex` (a number, or an SQL expression with its parameters) within `manager`'s
 * transaction; with a reply, naming its job and stamping its heartbeat.
 */
export async function insertEntry(
  manager: EntityManager,
  conversation: Pick<ConversationEntity, 'id' | 'ownerId'>,
  entry: NewEntry,
  orderIndex: number | { sql: string; parameters: Record<string, unknown> },
  reply?: EntryReply,
): Promise<EntryEntity> {
  const insert = manager
    .createQueryBuilder()
    .insert()
    .into(EntryEntity)
    .values({
      conversationId: conversation.id,
      ownerId: conversation.ownerId,
      kind: entry.kind,
      orderIndex: typeof orderIndex === 'number' ? orderIndex : () => orderIndex.sql,
      userText: entry.userText,
      answers: entry.answers ?? null,
      fileId: entry.fileId ?? null,
      replyStatus: initialReplyStatus(entry.kind),
      replyJobId: reply?.jobId ?? null,
      replyHeartbeatAt: reply ? () => 'now()' : null,
    })
    .returning('*');
  if (typeof orderIndex !== 'number') insert.setParameters(orderIndex.parameters);
  const inserted = await insert.execute();
  return toEntry((inserted.raw as EntryRow[])[0]);
}
