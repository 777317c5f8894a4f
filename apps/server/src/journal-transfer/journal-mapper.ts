import type { ConversationEntity } from 'src/conversations/conversation.entity';
import type { EntryEntity } from 'src/conversations/entry.entity';
import { moodName } from 'src/conversations/mood';
import type { FileEntity } from 'src/files/file.entity';
import type { JournalAnswerEntity } from 'src/journal-answers/journal-answer.entity';
import {
  ANSWER_UNFINISHED_AT_EXPORT,
  filePathOf,
  type JournalAnswer,
  type JournalConversation,
  type JournalFile,
} from './journal-format';
import type { MarkdownConversation } from './journal-markdown';

/** What an export knows about a conversation beyond its rows. */
export interface ConversationContext {
  /** The topic's display name in the current config; null when the config no longer has the topic. */
  topicName: string | null;
  /** Whether the file's bytes are in the zip beside the Markdown (false: named only, e.g. a single download). */
  fileIncluded: (file: FileEntity) => boolean;
}

/** A conversation as journal.json holds it: every column a user's journal is made of, nothing internal. */
export function toJournalConversation(
  conversation: ConversationEntity,
  entries: EntryEntity[],
  context: ConversationContext,
): JournalConversation {
  return {
    id: conversation.id,
    topic: conversation.topic,
    topicName: context.topicName,
    projectName: conversation.projectName,
    title: conversation.title,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      orderIndex: entry.orderIndex,
      userText: entry.userText,
      answers: entry.answers,
      reply: { status: entry.replyStatus, text: entry.replyText, error: entry.replyError, by: entry.replyBy },
      file: entry.file && context.fileIncluded(entry.file) ? toJournalFile(entry.file) : null,
      share: entry.sharedAt
        ? { sharedAt: entry.sharedAt.toISOString(), expiresAt: entry.shareExpiresAt?.toISOString() ?? null }
        : null,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
      editedAt: entry.editedAt?.toISOString() ?? null,
      mood: entry.mood ? moodName(entry.mood) : null,
    })),
  };
}

/**
 * An answer as journal.json holds it. One still being written is exported as failed (its job does not move
 * with the journal, and what it has written so far is no answer), so it can be asked again.
 */
export function toJournalAnswer(answer: JournalAnswerEntity): JournalAnswer {
  const { status } = answer;
  const unfinished = status === 'pending';
  return {
    question: answer.question,
    status: unfinished ? 'failed' : status,
    text: unfinished ? null : answer.text,
    error: unfinished ? ANSWER_UNFINISHED_AT_EXPORT : answer.error,
    writtenBy: answer.writtenBy,
    createdAt: answer.createdAt.toISOString(),
    citations: answer.citations.map((citation) => ({
      entryId: citation.id,
      conversationId: citation.conversationId,
      orderIndex: citation.orderIndex,
      projectName: citation.projectName,
      createdAt: citation.createdAt,
      snippet: citation.snippet,
    })),
  };
}

function toJournalFile(file: FileEntity): JournalFile {
  return { name: file.name, mime: file.mime, size: file.size, sha256: file.sha256, path: filePathOf(file) };
}

/** A conversation for the Markdown renderer; attachments in the zip are linked from `conversations/`. */
export function toMarkdownConversation(
  conversation: ConversationEntity,
  entries: EntryEntity[],
  context: ConversationContext,
): MarkdownConversation {
  return {
    title: conversation.title,
    projectName: conversation.projectName,
    topicName: context.topicName ?? conversation.topic,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    entries: entries.map((entry) => ({
      kind: entry.kind,
      userText: entry.userText,
      answers: entry.answers,
      replyStatus: entry.replyStatus,
      replyText: entry.replyText,
      replyError: entry.replyError,
      file: entry.file
        ? {
            name: entry.file.name,
            mime: entry.file.mime,
            link: context.fileIncluded(entry.file) ? `../${filePathOf(entry.file)}` : null,
          }
        : null,
      mood: entry.mood ? moodName(entry.mood) : null,
      createdAt: entry.createdAt,
    })),
  };
}
