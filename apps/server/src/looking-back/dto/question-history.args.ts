import { ArgsType, Field } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { PageArgs } from 'src/common/graphql/page.args';

@ArgsType()
export class QuestionHistoryArgs extends PageArgs {
  @Field({ description: "The topic's key in the feature config (`Conversation.topic`)." })
  @IsString()
  @MaxLength(64)
  topic: string;

  @Field({ description: "The question's id in that topic (`QuestionAnswer.questionId`)." })
  @IsString()
  @MaxLength(32)
  questionId: string;
}
