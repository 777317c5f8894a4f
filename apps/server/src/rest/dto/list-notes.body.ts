import { VALIDATION_MESSAGES } from '@app/schema';
import { IsNotEmpty, IsString } from 'class-validator';

/** `{ conversationId }` (POST /api/notes). */
export class ListNotesBody {
  @IsString({ message: VALIDATION_MESSAGES.conversationRequiredForNote })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.conversationRequiredForNote })
  conversationId: string;
}
