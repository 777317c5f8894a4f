import { ApiProperty } from '@nestjs/swagger';
import type { EntryEntity } from 'src/conversations/entry.entity';

/** A note to self (no reply; the AI never sees it). */
export class RestNote {
  @ApiProperty({ description: "The note's id." })
  _id: string;

  @ApiProperty({ description: 'What the note says.' })
  message: string;

  @ApiProperty({ description: 'The conversation it belongs to.' })
  conversationId: string;

  @ApiProperty({ format: 'date-time', description: 'When it was written.' })
  timestamp: string;

  @ApiProperty({ type: 'integer', description: "Its place in the conversation's timeline." })
  orderIndex: number;
}

export const toRestNote = (note: EntryEntity): RestNote => ({
  _id: note.id,
  message: note.userText,
  conversationId: note.conversationId,
  timestamp: note.createdAt.toISOString(),
  orderIndex: note.orderIndex,
});
