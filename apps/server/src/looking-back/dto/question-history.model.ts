import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Mood } from 'src/conversations/mood';

@ObjectType('AnswerOverTime', {
  description: 'One of your answers to a question, where and when you gave it.',
})
export class AnswerOverTime {
  @Field(() => ID, { description: 'The opening that holds the answer.' })
  entryId: string;

  @Field(() => ID, { description: 'Its conversation, to open.' })
  conversationId: string;

  @Field({ description: "The conversation's project name." })
  projectName: string;

  @Field(() => String, { nullable: true, description: "The conversation's title, when it was renamed." })
  title: string | null;

  @Field({ description: 'The question as it was asked then (its wording may have changed since).' })
  question: string;

  @Field({ description: 'Your answer.' })
  answer: string;

  @Field(() => Mood, { nullable: true, description: 'How you felt about that opening, when you said.' })
  mood: Mood | null;

  @Field({ description: 'When you answered.' })
  createdAt: Date;
}

@ObjectType('QuestionHistory', {
  description: 'Every answer you gave to one configured question, newest first, a page at a time.',
})
export class QuestionHistory {
  @Field({ description: "The topic's key." })
  topic: string;

  @Field({ description: 'The question id.' })
  questionId: string;

  @Field({ description: 'The question as the topic asks it now.' })
  question: string;

  @Field(() => [AnswerOverTime], { description: 'The answers on this page, newest first.' })
  items: AnswerOverTime[];

  @Field(() => Int, { description: 'How many answers there are in all.' })
  total: number;

  @Field({ description: 'Whether another page follows.' })
  hasMore: boolean;
}
