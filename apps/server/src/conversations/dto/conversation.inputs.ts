import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { trim } from 'src/common/trim';

// Ids are only checked to be text: a malformed id names nothing, so the service answers "not found" for it
// exactly as it does for another user's id.
const NOT_FOUND_TEXT = 'Conversation not found';

@InputType('AnswerInput', { description: "An answer to one of the topic's questions." })
export class AnswerInput {
  @Field({ description: 'The question id from the topic config.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  questionId: string;

  @Field({
    description: `The answer, at most ${LIMITS.answerMax} characters (blank for an optional question).`,
  })
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.answerRequired })
  @MaxLength(LIMITS.answerMax, { message: VALIDATION_MESSAGES.answerTooLong })
  answer: string;
}

@InputType('StartConversationInput', { description: 'A new conversation: topic, project name and answers.' })
export class StartConversationInput {
  @Field({ description: 'The topic key (in flexiFeatures.chat of the feature config).' })
  @IsString({ message: VALIDATION_MESSAGES.memoryTypeRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.memoryTypeRequired })
  @MaxLength(64, { message: VALIDATION_MESSAGES.memoryTypeRequired })
  topic: string;

  @Field({ description: `The project name, at most ${LIMITS.projectNameMax} characters.` })
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.projectNameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.projectNameRequired })
  @MaxLength(LIMITS.projectNameMax, { message: VALIDATION_MESSAGES.projectNameTooLong })
  projectName: string;

  @Field(() => [AnswerInput], {
    description: "Answers to the topic's questions; every required one must be answered.",
  })
  @IsArray({ message: VALIDATION_MESSAGES.answerRequired })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => AnswerInput)
  answers: AnswerInput[];

  @Field(() => ID, { nullable: true, description: 'An uploaded file (from uploadFile) to attach.' })
  @IsOptional()
  @IsString({ message: 'File not found' })
  fileId?: string | null;
}

@InputType('ContinueConversationInput', { description: 'A further message in a conversation.' })
export class ContinueConversationInput {
  @Field(() => ID, { description: 'The conversation.' })
  @IsString({ message: NOT_FOUND_TEXT })
  conversationId: string;

  @Field({ description: `The message, at most ${LIMITS.messageMax} characters.` })
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.messageRequired })
  @MaxLength(LIMITS.messageMax, { message: VALIDATION_MESSAGES.messageTooLong })
  message: string;

  @Field(() => ID, { nullable: true, description: 'An uploaded file (from uploadFile) to attach.' })
  @IsOptional()
  @IsString({ message: 'File not found' })
  fileId?: string | null;
}

@InputType('AddNoteInput', { description: 'A note to self: it gets no reply and the AI never sees it.' })
export class AddNoteInput {
  @Field(() => ID, { description: 'The conversation.' })
  @IsString({ message: VALIDATION_MESSAGES.conversationRequiredForNote })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.conversationRequiredForNote })
  conversationId: string;

  @Field({ description: `The note, at most ${LIMITS.messageMax} characters.` })
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.noteRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.noteRequired })
  @MaxLength(LIMITS.messageMax, { message: VALIDATION_MESSAGES.messageTooLong })
  content: string;
}

@InputType('RenameConversationInput', { description: 'A new name for a conversation in the history.' })
export class RenameConversationInput {
  @Field(() => ID, { description: 'The conversation.' })
  @IsString({ message: NOT_FOUND_TEXT })
  id: string;

  @Field({ description: `The new name, 1-${LIMITS.titleMax} characters.` })
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.titleRequired })
  @Matches(/\S/, { message: VALIDATION_MESSAGES.titleRequired })
  @MaxLength(LIMITS.titleMax, { message: VALIDATION_MESSAGES.titleTooLong })
  title: string;
}
