import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { trim } from 'src/common/trim';
import { ApiPropertyOptional } from '@nestjs/swagger';

/** One answer as the spec's client sends it: by question text, optionally with the question id. */
export interface QuestionAnswerItem {
  question?: unknown;
  answer?: unknown;
  id?: unknown;
  questionId?: unknown;
}

const QUESTION_ANSWER_ITEM = {
  type: 'object',
  properties: {
    question: { type: 'string', description: "The question's text, as configured." },
    answer: { type: 'string' },
    id: { type: 'string', description: "The question's id; wins over the text." },
  },
};

/**
 * POST /api/grok. Starts a conversation (projectName + questionAnswers + topic) or, with conversationId and
 * message, continues one. `username` and `promptConfig` are accepted and ignored: the user is always the
 * token's, and the prompt is assembled on the server from the topic's config.
 */
export class GrokBody {
  @IsOptional()
  @IsString({ message: 'Conversation not found' })
  @ApiPropertyOptional({ description: 'To continue: the conversation. Absent: a new one starts.' })
  conversationId?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.messageRequired })
  @MaxLength(LIMITS.messageMax, { message: VALIDATION_MESSAGES.messageTooLong })
  @ApiPropertyOptional({ maxLength: LIMITS.messageMax, description: 'To continue: the message.' })
  message?: string;

  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.memoryTypeRequired })
  @ApiPropertyOptional({ description: 'To start: the topic key (`flexiFeatures.chat.<key>`).' })
  topic?: string;

  /** Required to start (the same rules as StartConversationInput); ignored when continuing. */
  @ValidateIf((body: GrokBody) => !body.conversationId)
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.projectNameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.projectNameRequired })
  @MaxLength(LIMITS.projectNameMax, { message: VALIDATION_MESSAGES.projectNameTooLong })
  @ApiPropertyOptional({ maxLength: LIMITS.projectNameMax, description: 'To start: the project name.' })
  projectName?: string;

  /** A list of `{question, answer, id?}` or a map from question id to answer; checked by the service. */
  @IsOptional()
  @ApiPropertyOptional({
    oneOf: [
      { type: 'array', items: QUESTION_ANSWER_ITEM },
      { type: 'object', additionalProperties: { type: 'string' } },
    ],
    description: 'To start: `[{question, answer, id?}]`, or a map from question id to answer.',
  })
  questionAnswers?: QuestionAnswerItem[] | Record<string, unknown>;

  @IsOptional()
  @IsString({ message: 'File not found' })
  @ApiPropertyOptional({ description: 'An uploaded file (`POST /api/upload`) to send with the words.' })
  fileId?: string;
}
