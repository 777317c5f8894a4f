import type { EntryEntity } from 'src/conversations/entry.entity';

export interface RestNote {
  _id: string;
  message: string;
  conversationId: string;
  timestamp: string;
  orderIndex: number;
}

export const toRestNote = (note: EntryEntity): RestNote => ({
  _id: note.id,
  message: note.userText,
  conversationId: note.conversationId,
  timestamp: note.createdAt.toISOString(),
  orderIndex: note.orderIndex,
});
