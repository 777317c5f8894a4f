import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString } from 'class-validator';

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
