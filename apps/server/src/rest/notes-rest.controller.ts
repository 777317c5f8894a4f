import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import { ConversationsService } from 'src/conversations/conversations.service';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { OnlyReads } from 'src/session/only-reads.decorator';
import { AddNoteBody } from './dto/add-note.body';
import { ListNotesBody } from './dto/list-notes.body';
import { toRestNote } from './mappers/note.rest-mapper';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from 'src/common/openapi/api-responses';
import { AddNoteResponse, NotesResponse } from './dto/conversation.response';

/** The spec's note paths: /api/notes and /api/add-note. */
@ApiTags('Conversations')
@Controller('api')
export class NotesRestController {
  constructor(private readonly conversations: ConversationsService) {}

  @Post('notes')
  @OnlyReads()
  @ApiOperation({ summary: "A conversation's notes to self" })
  @ApiOkResponse({ type: NotesResponse })
  @ApiProblems(404)
  @HttpCode(200)
  async list(@CurrentUser() user: AuthUser, @Body() body: ListNotesBody): Promise<NotesResponse> {
    const notes = await this.conversations.listNotes(user.id, body.conversationId);
    return { notes: notes.map(toRestNote), message: MESSAGES.notesLoaded };
  }

  @Post('add-note')
  @ApiOperation({ summary: 'Add a note to self to a conversation (no reply; the AI never sees it)' })
  @ApiCreatedResponse({ type: AddNoteResponse })
  @ApiProblems(404)
  @HttpCode(201)
  async add(@CurrentUser() user: AuthUser, @Body() body: AddNoteBody): Promise<AddNoteResponse> {
    const note = await this.conversations.addNote(user.id, body.conversationId, body.content);
    return { note: toRestNote(note), message: MESSAGES.noteAdded };
  }
}
