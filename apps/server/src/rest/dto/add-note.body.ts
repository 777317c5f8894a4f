import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** `{ conversationId, content }` (POST /api/add-note). */
export class AddNoteBody {
  @IsString({ message: VALIDATION_MESSAGES.conversationRequiredForNote })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.conversationRequiredForNote })
  @ApiProperty({ description: 'The conversation to add the note to.' })
  conversationId: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: VALIDATION_MESSAGES.noteRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.noteRequired })
  @MaxLength(LIMITS.messageMax, { message: VALIDATION_MESSAGES.messageTooLong })
  @ApiProperty({ maxLength: LIMITS.messageMax, description: 'The note; the AI never sees it.' })
  content: string;
}
