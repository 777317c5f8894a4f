import type { ConversationEntity } from 'src/conversations/conversation.entity';
import type { EntryEntity } from 'src/conversations/entry.entity';
import type { FileModel } from 'src/files/dto/file.model';
import { type RestFile, toRestFile } from './file.rest-mapper';

export interface RestContinuation {
  message: string;
  response: string | null;
  file: RestFile | null;
  timestamp: string;
  orderIndex: number;
  _id: string;
  replyStatus: string;
}

export interface RestConversation {
  _id: string;
  projectName: string;
  title: string;
  topic: string;
  prompt: string;
  response: string | null;
  file: RestFile | null;
  timestamp: string;
  orderIndex: number;
  replyStatus: string;
  continuations: RestContinuation[];
}

/**
 * A conversation in the spec's shape: the opening as prompt/response, continuations in order (a
 * continuation's index is its position in this list). Notes are served apart, by /api/notes.
 */
export function toRestConversation(
  conversation: ConversationEntity,
  entries: EntryEntity[],
  fileOf: (entry: EntryEntity) => FileModel | null,
): RestConversation {
  const opening = entries.find((e) => e.kind === 'opening');
  return {
    _id: conversation.id,
    projectName: conversation.projectName,
    title: conversation.title ?? conversation.projectName,
    topic: conversation.topic,
    prompt: opening?.userText ?? '',
    response: opening?.replyText ?? null,
    file: toRestFile(opening ? fileOf(opening) : null),
    timestamp: (opening?.createdAt ?? conversation.createdAt).toISOString(),
    orderIndex: opening?.orderIndex ?? 0,
    replyStatus: opening?.replyStatus ?? 'none',
    continuations: entries
      .filter((e) => e.kind === 'continuation')
      .map((e) => ({
        _id: e.id,
        message: e.userText,
        response: e.replyText,
        file: toRestFile(fileOf(e)),
        timestamp: e.createdAt.toISOString(),
        orderIndex: e.orderIndex,
        replyStatus: e.replyStatus,
      })),
  };
}
