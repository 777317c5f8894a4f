import { EMAIL_PATTERN, LIMITS, USERNAME_PATTERN, VALIDATION_MESSAGES } from '@app/schema';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsNewPassword } from 'src/users/dto/new-password.decorator';
import { MESSAGES } from 'src/common/messages';
import { trim } from 'src/common/trim';
import { ApiProperty } from '@nestjs/swagger';

@InputType('RegisterInput', { description: 'A new account.' })
export class RegisterInput {
  @Field({
    description: `Letters, digits, dot, underscore or hyphen; ${LIMITS.usernameMin}-${LIMITS.usernameMax} characters; unique regardless of case.`,
  })
  @Transform(trim)
  @IsString({ message: MESSAGES.usernameRequired })
  @IsNotEmpty({ message: MESSAGES.usernameRequired })
  @Length(LIMITS.usernameMin, LIMITS.usernameMax, { message: MESSAGES.usernameRule })
  @Matches(USERNAME_PATTERN, { message: MESSAGES.usernameRule })
  @ApiProperty({
    minLength: LIMITS.usernameMin,
    maxLength: LIMITS.usernameMax,
    pattern: USERNAME_PATTERN.source,
  })
  username: string;

  @Field({ description: `At least ${LIMITS.passwordMin} characters.` })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsNewPassword()
  @ApiProperty({ minLength: LIMITS.passwordMin, description: 'Not one of the most common passwords.' })
  password: string;

  @Field({ description: 'Where password reset links are sent; unique regardless of case.' })
  @Transform(trim)
  @IsString({ message: MESSAGES.emailRequired })
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION_MESSAGES.invalidEmail })
  @Matches(EMAIL_PATTERN, { message: VALIDATION_MESSAGES.invalidEmail })
  @ApiProperty({ maxLength: LIMITS.emailMax, format: 'email' })
  email: string;
}
