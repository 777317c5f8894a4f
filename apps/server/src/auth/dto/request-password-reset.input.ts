import { EMAIL_PATTERN, LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { MESSAGES } from 'src/common/messages';
import { ApiProperty } from '@nestjs/swagger';

@InputType('RequestPasswordResetInput', { description: 'Asks for a password reset link by mail.' })
export class RequestPasswordResetInput {
  @Field({ description: "The account's email address." })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MESSAGES.emailRequired })
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION_MESSAGES.invalidEmail })
  @Matches(EMAIL_PATTERN, { message: VALIDATION_MESSAGES.invalidEmail })
  @ApiProperty({ maxLength: LIMITS.emailMax, format: 'email' })
  email: string;
}
