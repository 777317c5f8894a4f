import { ApiProperty } from '@nestjs/swagger';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import type { EntryEntity } from 'src/conversations/entry.entity';
import type { FileModel } from 'src/files/dto/file.model';
import { RestFile, toRestFile } from './file.rest-mapper';

const REPLY_STATUSES = ['none', 'pending', 'complete', 'failed'];
const REPLY_STATUS = {
  enum: REPLY_STATUSES,
  description: '`pending` while the AI writes, `failed` when it could not (the words are kept).',
};
const FILE = { type: RestFile, nullable: true, description: 'The attached file, if any.' };

export class RestContinuation {
  @ApiProperty({ description: "The continuation's entry id." })
  _id: string;

  @ApiProperty({ description: 'What the writer sent.' })
  message: string;

  @ApiProperty({ type: String, nullable: true, description: 'The AI reply; null until there is one.' })
  response: string | null;

  @ApiProperty(FILE)
  file: RestFile | null;

  @ApiProperty({ format: 'date-time', description: 'When it was sent.' })
  timestamp: string;

  @ApiProperty({ type: 'integer', description: "Its place in the conversation's timeline." })
  orderIndex: number;

  @ApiProperty(REPLY_STATUS)
  replyStatus: string;
}

export class RestConversation {
  @ApiProperty({ description: "The conversation's id." })
  _id: string;

  @ApiProperty({ description: 'The project name given at the start.' })
  projectName: string;

  @ApiProperty({ description: 'Its title (the project name until renamed).' })
  title: string;

  @ApiProperty({ description: 'The topic key (`flexiFeatures.chat.<key>`).' })
  topic: string;

  @ApiProperty({ description: "The opening: the answers to the topic's questions, as text." })
  prompt: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The opening's AI reply; null until there is one.",
  })
  response: string | null;

  @ApiProperty(FILE)
  file: RestFile | null;

  @ApiProperty({ format: 'date-time', description: 'When it started.' })
  timestamp: string;

  @ApiProperty({ type: 'integer', description: "The opening's place in the timeline." })
  orderIndex: number;

  @ApiProperty(REPLY_STATUS)
  replyStatus: string;

  @ApiProperty({ type: [RestContinuation], description: 'The continuations in order (notes are apart).' })
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
