import { IsString } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** `{ id }` (DELETE /api/conversation/delete). A malformed id is "not found", as another user's is. */
export class DeleteConversationBody {
  @IsString({ message: 'Conversation not found' })
  @ApiProperty({ description: 'The conversation to delete, with everything in it.' })
  id: string;
}
