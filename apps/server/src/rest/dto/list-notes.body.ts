import { VALIDATION_MESSAGES } from '@app/schema';
import { IsNotEmpty, IsString } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** `{ conversationId }` (POST /api/notes). */
export class ListNotesBody {
  @IsString({ message: VALIDATION_MESSAGES.conversationRequiredForNote })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.conversationRequiredForNote })
  @ApiProperty({ description: 'The conversation whose notes to list.' })
  conversationId: string;
}
