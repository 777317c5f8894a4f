import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import { ConversationsService } from 'src/conversations/conversations.service';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { OnlyReads } from 'src/session/only-reads.decorator';
import { AddNoteBody } from './dto/add-note.body';
import { ListNotesBody } from './dto/list-notes.body';
import { type RestNote, toRestNote } from './mappers/note.rest-mapper';

/** The spec's note paths: /api/notes and /api/add-note. */
@Controller('api')
export class NotesRestController {
  constructor(private readonly conversations: ConversationsService) {}

  @Post('notes')
  @OnlyReads()
  @HttpCode(200)
  async list(
    @CurrentUser() user: AuthUser,
    @Body() body: ListNotesBody,
  ): Promise<{ notes: RestNote[]; message: string }> {
    const notes = await this.conversations.listNotes(user.id, body.conversationId);
    return { notes: notes.map(toRestNote), message: MESSAGES.notesLoaded };
  }

  @Post('add-note')
  @HttpCode(201)
  async add(
    @CurrentUser() user: AuthUser,
    @Body() body: AddNoteBody,
  ): Promise<{ note: RestNote & { orderIndex: number }; message: string }> {
    const note = await this.conversations.addNote(user.id, body.conversationId, body.content);
    return { note: toRestNote(note), message: MESSAGES.noteAdded };
  }
}
