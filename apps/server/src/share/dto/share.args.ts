import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { LIMITS } from '@app/schema';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MESSAGES } from 'src/common/messages';

@ArgsType()
export class SharedEntryArgs {
  @Field(() => ID, { description: 'The conversation (the `postId` of the share routes).' })
  @IsString()
  conversationId: string;

  @Field(() => Int, {
    nullable: true,
    description: "A continuation's position among the conversation's continuations (0 is the first).",
  })
  @IsOptional()
  @IsInt()
  continuationIndex?: number | null;

  @Field(() => ID, { nullable: true, description: 'A note of the conversation.' })
  @IsOptional()
  @IsString()
  noteId?: string | null;
}

@ArgsType()
export class ShareEntryArgs {
  @Field(() => ID, { description: 'One of your entries: an opening, a continuation or a note.' })
  @IsString()
  entryId: string;

  @Field(() => Int, {
    nullable: true,
    description: `Days until the link stops working (1-${LIMITS.shareExpiryDaysMax}); null: it never expires. Left out, a live link keeps its expiry and a new (or expired) one never expires.`,
  })
  @IsOptional()
  @IsInt({ message: MESSAGES.shareExpiryRule })
  @Min(1, { message: MESSAGES.shareExpiryRule })
  @Max(LIMITS.shareExpiryDaysMax, { message: MESSAGES.shareExpiryRule })
  expiresInDays?: number | null;
}
