import { ApiProperty, getSchemaPath, OmitType } from '@nestjs/swagger';
import { RestFile } from '../mappers/file.rest-mapper';
import { RestContinuation, RestConversation } from '../mappers/conversation.rest-mapper';
import { RestNote } from '../mappers/note.rest-mapper';
import { MessageResponse } from 'src/common/openapi/message.response';

class ReplyIds {
  @ApiProperty({ description: 'The conversation started or continued.' })
  conversationId: string;

  @ApiProperty({ description: 'The entry holding the words sent and the reply.' })
  entryId: string;

  @ApiProperty({ type: 'integer', description: "The entry's place in the timeline." })
  orderIndex: number;
}

/** POST /api/grok: the whole reply, once written. */
export class GrokResponse extends ReplyIds {
  @ApiProperty({ description: 'The AI reply.' })
  message: string;

  @ApiProperty({ type: RestFile, nullable: true, description: 'The file sent with the words, if any.' })
  file: RestFile | null;
}

/** 502 from POST /api/grok: the words are stored; `retryReply(entryId)` over GraphQL asks again. */
export class ReplyFailedProblem extends ReplyIds {
  @ApiProperty({ description: 'Why the reply failed.' })
  message: string;

  @ApiProperty({ enum: ['REPLY_FAILED'] })
  code: string;
}

export class ConversationsPage extends MessageResponse {
  @ApiProperty({ type: [RestConversation], description: 'Most recently active first.' })
  conversations: RestConversation[];

  @ApiProperty({ type: 'integer', description: 'How many conversations there are in all.' })
  total: number;

  @ApiProperty({ description: 'Whether a later page has more.' })
  hasMore: boolean;
}

export class NotesResponse extends MessageResponse {
  @ApiProperty({ type: [RestNote], description: "The conversation's notes, in timeline order." })
  notes: RestNote[];
}

export class AddNoteResponse extends MessageResponse {
  @ApiProperty({ type: RestNote, description: 'The note as stored.' })
  note: RestNote;
}

export class ShareLinkResponse extends MessageResponse {
  @ApiProperty({ description: 'The link to send; whoever opens it must log in.' })
  url: string;
}

/** GET /api/share/post/{postId}/{index}: the conversation shape, its `continuations[index]` the one shared. */
export class SharedContinuation extends OmitType(RestConversation, [
  'prompt',
  'response',
  'continuations',
] as const) {
  @ApiProperty({ type: 'null', description: 'The opening is not shared with a continuation.' })
  prompt: null;

  @ApiProperty({ type: 'null', description: 'The opening is not shared with a continuation.' })
  response: null;

  @ApiProperty({
    type: 'integer',
    description: 'The shared continuation is `continuations[continuationIndex]`.',
  })
  continuationIndex: number;

  @ApiProperty({
    type: 'array',
    items: { anyOf: [{ $ref: getSchemaPath(RestContinuation) }, { type: 'null' }] },
    description: 'null before the shared one, which is last.',
  })
  continuations: Array<RestContinuation | null>;
}

/** GET /api/share/post/{postId}/note/{noteId}. */
export class SharedNote {
  @ApiProperty({ description: "The note's conversation." })
  _id: string;

  @ApiProperty({ description: "The note's id." })
  noteId: string;

  @ApiProperty({ description: "The conversation's project name." })
  projectName: string;

  @ApiProperty({ description: 'What the note says.' })
  prompt: string;

  @ApiProperty({ type: 'null' })
  response: null;

  @ApiProperty({ type: 'null' })
  file: null;

  @ApiProperty({ format: 'date-time', description: 'When it was written.' })
  timestamp: string;

  @ApiProperty({ type: 'array', maxItems: 0, items: {}, description: 'Always empty.' })
  continuations: [];
}
