import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

/** `{ conversationId }` (POST /api/notes). */
export class ConversationRefBody {
  @IsUUID('all', { message: VALIDATION_MESSAGES.conversationRequiredForNote })
  conversationId: string;
}

/** `{ id }` (DELETE /api/conversation/delete). */
export class IdBody {
  @IsUUID('all', { message: 'Conversation not found' })
  id: string;
}

/** `{ conversationId, content }` (POST /api/add-note). */
export class AddNoteBody {
  @IsUUID('all', { message: VALIDATION_MESSAGES.conversationRequiredForNote })
  conversationId: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: VALIDATION_MESSAGES.noteRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.noteRequired })
  @MaxLength(LIMITS.messageMax, { message: VALIDATION_MESSAGES.messageTooLong })
  content: string;
}
