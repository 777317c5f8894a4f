import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { FileModel } from 'src/files/dto/file.model';
import type { EntryEntity, EntryKind, ReplyStatus } from 'src/conversations/entry.entity';
import { isShareLive } from 'src/conversations/entry-share';
import { Mood } from 'src/conversations/mood';

export const EntryKindValues = { opening: 'opening', continuation: 'continuation', note: 'note' } as const;
export const ReplyStatusValues = {
  none: 'none',
  pending: 'pending',
  complete: 'complete',
  failed: 'failed',
} as const;

registerEnumType(EntryKindValues, {
  name: 'EntryKind',
  description: 'What an entry of a conversation is.',
  valuesMap: {
    opening: { description: "The topic's question answers and the first reply." },
    continuation: { description: 'A further message and its reply.' },
    note: { description: 'A note to self: no reply, never shown to the AI.' },
  },
});
registerEnumType(ReplyStatusValues, {
  name: 'ReplyStatus',
  description: 'Where the AI reply of an entry stands.',
  valuesMap: {
    none: { description: 'Notes get no reply.' },
    pending: { description: 'Being generated; follow it with the replyStream subscription.' },
    complete: { description: 'The reply is in replyText.' },
    failed: { description: 'Generation failed (see replyError); retryReply tries again.' },
  },
});

registerEnumType(Mood, {
  name: 'Mood',
  description: 'How you felt about an entry, from awful to great.',
  valuesMap: {
    AWFUL: { description: 'Awful (1 of 5).' },
    BAD: { description: 'Bad (2 of 5).' },
    OKAY: { description: 'Okay (3 of 5).' },
    GOOD: { description: 'Good (4 of 5).' },
    GREAT: { description: 'Great (5 of 5).' },
  },
});

@ObjectType('QuestionAnswer', { description: "An answer to one of the topic's questions." })
export class QuestionAnswerModel {
  @Field({ description: 'The question id in the topic config.' })
  questionId: string;

  @Field({ description: 'The question as it was asked.' })
  question: string;

  @Field({ description: 'The answer.' })
  answer: string;
}

@ObjectType('Entry', {
  description: 'One item of a conversation: the opening, a continuation or a note to self.',
})
export class EntryModel {
  @Field(() => ID, { description: 'The entry id.' })
  id: string;

  @Field(() => ID, { description: 'The conversation it belongs to.' })
  conversationId: string;

  @Field(() => EntryKindValues, { description: 'Opening, continuation or note.' })
  kind: EntryKind;

  @Field(() => Int, {
    description: 'Position in the timeline (openings, continuations and notes share one sequence).',
  })
  orderIndex: number;

  @Field({ description: "The user's words: the opening's answers as one text, a message, or a note." })
  userText: string;

  @Field(() => [QuestionAnswerModel], {
    nullable: true,
    description: 'The opening question answers; null otherwise.',
  })
  answers: QuestionAnswerModel[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'The AI reply (Markdown); null for notes and until complete.',
  })
  replyText: string | null;

  @Field(() => ReplyStatusValues, { description: 'Where the reply stands.' })
  replyStatus: ReplyStatus;

  @Field(() => String, { nullable: true, description: 'Why the reply failed, fit to show the user.' })
  replyError: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Who wrote the reply: `offline-companion` when no AI provider is configured (a reply built from your own words, which a client should label as such), else the provider (`openai-compatible`). Null for notes, for imported entries and while the reply is being asked for again.',
  })
  replyBy: string | null;

  @Field(() => FileModel, {
    nullable: true,
    description: 'The attached file, with a short-lived download URL.',
  })
  file: FileModel | null;

  @Field({ description: 'Whether the owner shares this entry by link now (shared and not expired).' })
  shared: boolean;

  @Field(() => Mood, {
    nullable: true,
    description:
      "How you felt, when you said (setEntryMood); always null for notes, and in a share link's view for anyone but you.",
  })
  mood: Mood | null;

  @Field({ description: 'When the entry was written.' })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description:
      'When you last changed its words (editEntry); null if never. Its reply stays as it was written.',
  })
  editedAt: Date | null;
}

export function toEntryModel(
  entry: EntryEntity,
  fileModel: (entry: EntryEntity) => FileModel | null,
): EntryModel {
  return {
    id: entry.id,
    conversationId: entry.conversationId,
    kind: entry.kind,
    orderIndex: entry.orderIndex,
    userText: entry.userText,
    answers: entry.answers,
    replyText: entry.replyText,
    replyStatus: entry.replyStatus,
    replyError: entry.replyError,
    replyBy: entry.replyBy,
    file: fileModel(entry),
    shared: isShareLive(entry),
    mood: entry.mood,
    createdAt: entry.createdAt,
    editedAt: entry.editedAt,
  };
}
