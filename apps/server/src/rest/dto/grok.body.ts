import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { trim } from 'src/common/trim';

/** One answer as the spec's client sends it: by question text, optionally with the question id. */
export interface QuestionAnswerItem {
  question?: unknown;
  answer?: unknown;
  id?: unknown;
  questionId?: unknown;
}

/**
 * POST /api/grok. Starts a conversation (projectName + questionAnswers + topic) or, with conversationId and
 * message, continues one. `username` and `promptConfig` are accepted and ignored: the user is always the
 * token's, and the prompt is assembled on the server from the topic's config.
 */
export class GrokBody {
  @IsOptional()
  @IsString({ message: 'Conversation not found' })
  conversationId?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.messageRequired })
  @MaxLength(LIMITS.messageMax, { message: VALIDATION_MESSAGES.messageTooLong })
  message?: string;

  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.memoryTypeRequired })
  topic?: string;

  /** Required to start (the same rules as StartConversationInput); ignored when continuing. */
  @ValidateIf((body: GrokBody) => !body.conversationId)
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.projectNameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.projectNameRequired })
  @MaxLength(LIMITS.projectNameMax, { message: VALIDATION_MESSAGES.projectNameTooLong })
  projectName?: string;

  /** A list of `{question, answer, id?}` or a map from question id to answer; checked by the service. */
  @IsOptional()
  questionAnswers?: QuestionAnswerItem[] | Record<string, unknown>;

  @IsOptional()
  @IsString({ message: 'File not found' })
  fileId?: string;
}
