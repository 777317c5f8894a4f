import { LIMITS } from '@app/schema';
import { ArgsType, Field } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageArgs } from 'src/common/graphql/page.args';
import { MESSAGES } from 'src/common/messages';
import { trim } from 'src/common/trim';

/** A page of the writer's conversations, optionally only those a filter finds (the History panel's box). */
@ArgsType()
export class ConversationsArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: `Only conversations whose title, project name or topic name contains this text, ignoring case (at most ${LIMITS.titleMax} characters; blank: all of them).`,
  })
  @IsOptional()
  @IsString()
  @Transform(trim)
  @MaxLength(LIMITS.titleMax, { message: MESSAGES.conversationFilterTooLong })
  filter?: string | null;
}
