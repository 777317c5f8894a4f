import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { ArgsType, Field, ID } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Mood } from 'src/conversations/mood';
import { trim } from 'src/common/trim';
import { AnswerInput } from './conversation.inputs';

@ArgsType()
export class EditEntryArgs {
  // Only checked to be text: a malformed id names nothing, and is "not found" like another writer's.
  @Field(() => ID, { description: 'The entry: an opening, a continuation or a note of yours.' })
  @IsString({ message: 'Entry not found' })
  id: string;

  @Field(() => String, {
    nullable: true,
    description: `A continuation's or a note's new text, at most ${LIMITS.messageMax} characters.`,
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.messageRequired })
  @MaxLength(LIMITS.messageMax, { message: VALIDATION_MESSAGES.messageTooLong })
  text?: string | null;

  @Field(() => [AnswerInput], {
    nullable: true,
    description:
      "An opening's new answers, as startConversation takes them: every required question of its topic answered.",
  })
  @IsOptional()
  @IsArray({ message: VALIDATION_MESSAGES.answerRequired })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => AnswerInput)
  answers?: AnswerInput[] | null;
}

@ArgsType()
export class SetEntryMoodArgs {
  @Field(() => ID, { description: 'The entry: an opening or a continuation of yours (a note has no mood).' })
  @IsString({ message: 'Entry not found' })
  entryId: string;

  @Field(() => Mood, { nullable: true, description: 'How you felt; null (or left out) clears it.' })
  @IsOptional()
  @IsEnum(Mood)
  mood?: Mood | null;
}
