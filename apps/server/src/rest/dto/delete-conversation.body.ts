import { IsString } from 'class-validator';

/** `{ id }` (DELETE /api/conversation/delete). A malformed id is "not found", as another user's is. */
export class DeleteConversationBody {
  @IsString({ message: 'Conversation not found' })
  id: string;
}
