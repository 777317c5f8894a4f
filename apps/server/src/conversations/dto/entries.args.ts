import { LIMITS } from '@app/schema';
import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MESSAGES } from 'src/common/messages';

/** A page of a conversation's timeline, walked from the newest entry back (keyset on the order index). */
@ArgsType()
export class EntriesArgs {
  @Field(() => ID, {
    nullable: true,
    description:
      'Entries older than this entry of the conversation (the oldest one you have); none: the newest page. An id that is not an entry of this conversation is NOT_FOUND.',
  })
  @IsOptional()
  @IsString()
  before?: string | null;

  @Field(() => Int, {
    defaultValue: LIMITS.entriesPageDefault,
    description: `How many entries at most (1-${LIMITS.entriesPageMax}).`,
  })
  @IsInt({ message: MESSAGES.entriesPageRule })
  @Min(1, { message: MESSAGES.entriesPageRule })
  @Max(LIMITS.entriesPageMax, { message: MESSAGES.entriesPageRule })
  first: number = LIMITS.entriesPageDefault;
}
