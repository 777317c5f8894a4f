import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { ArgsType, Field } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from 'src/common/trim';

@ArgsType()
export class AskJournalArgs {
  @Field({ description: `Your question, 1-${LIMITS.journalQuestionMax} characters.` })
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.journalQuestionRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.journalQuestionRequired })
  @MaxLength(LIMITS.journalQuestionMax, { message: VALIDATION_MESSAGES.journalQuestionTooLong })
  question: string;
}
