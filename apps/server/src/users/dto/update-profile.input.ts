import { EMAIL_PATTERN, LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MESSAGES } from 'src/common/messages';

// Profile forms send untouched fields as empty strings: those mean "leave as is".
const emptyAsAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === ''
    ? undefined
    : typeof value === 'string'
      ? value.trim()
      : value;

@InputType('UpdateProfileInput', {
  description: 'Changes to the profile; at least one field. The username never changes.',
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'A new email address.' })
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION_MESSAGES.invalidEmail })
  @Matches(EMAIL_PATTERN, { message: VALIDATION_MESSAGES.invalidEmail })
  email?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A new password, at least 6 characters. Signs out other sessions.',
  })
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.passwordTooShort })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION_MESSAGES.passwordTooShort })
  @MaxLength(LIMITS.passwordMax, { message: MESSAGES.passwordTooLong })
  password?: string;

  @Field(() => String, { nullable: true, description: 'A new display name; it cannot be blank.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.displayNameBlank })
  @MinLength(1, { message: VALIDATION_MESSAGES.displayNameBlank })
  @MaxLength(LIMITS.displayNameMax, { message: MESSAGES.displayNameTooLong })
  displayName?: string;
}
