import { EMAIL_PATTERN, LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { Field, InputType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { ReviewDigestInput, WritingReminderInput } from './mail-settings.model';
import { IsNewPassword } from 'src/users/dto/new-password.decorator';
import { MESSAGES } from 'src/common/messages';
import { ApiPropertyOptional } from '@nestjs/swagger';

type TransformArgs = { value: unknown };

// Forms send untouched fields as empty strings and GraphQL clients send null: both mean "leave as is".
const blankAsAbsent = ({ value }: TransformArgs) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return typeof value === 'string' ? value.trim() : value;
};
const emptyAsAbsent = ({ value }: TransformArgs) => (value === null || value === '' ? undefined : value);
// An empty display name is a mistake to report (spec: "Display name cannot be empty"), not "leave as is".
const nullAsAbsent = ({ value }: TransformArgs) =>
  value === null ? undefined : typeof value === 'string' ? value.trim() : value;

@InputType('UpdateProfileInput', {
  description: 'Changes to the profile; at least one field. The username never changes.',
})
export class UpdateProfileInput {
  @Field(() => String, {
    nullable: true,
    description: 'A new email address. Needs currentPassword when it differs from the current one.',
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.invalidEmail })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION_MESSAGES.invalidEmail })
  @Matches(EMAIL_PATTERN, { message: VALIDATION_MESSAGES.invalidEmail })
  @ApiPropertyOptional({ maxLength: LIMITS.emailMax, format: 'email', description: 'Needs currentPassword.' })
  email?: string;

  @Field(() => String, {
    nullable: true,
    description: `A new password, at least ${LIMITS.passwordMin} characters and not a common one. Needs currentPassword. Signs out every session; the answer carries a new token.`,
  })
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.passwordTooShort })
  @IsNewPassword()
  @ApiPropertyOptional({
    minLength: LIMITS.passwordMin,
    description: 'Needs currentPassword; signs out every session, and the answer carries a new token.',
  })
  password?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Your current password: required to change the password or the email address.',
  })
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.currentPasswordRequired })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION_MESSAGES.currentPasswordWrong })
  @ApiPropertyOptional({ maxLength: LIMITS.passwordMax })
  currentPassword?: string;

  @Field(() => String, { nullable: true, description: 'A new display name; it cannot be blank.' })
  @Transform(nullAsAbsent)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.displayNameBlank })
  @MinLength(1, { message: VALIDATION_MESSAGES.displayNameBlank })
  @MaxLength(LIMITS.displayNameMax, { message: MESSAGES.displayNameTooLong })
  @ApiPropertyOptional({ minLength: 1, maxLength: LIMITS.displayNameMax })
  displayName?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Your IANA time zone, such as `Europe/Lisbon`: what "a day" is for you in On this day. One the server does not know is refused.',
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.timeZoneUnknown })
  @ApiPropertyOptional({ description: 'An IANA time zone, such as `Europe/Lisbon`.' })
  timeZone?: string;

  @Field(() => WritingReminderInput, {
    nullable: true,
    description: 'Writing reminders by email; null turns them off, leaving it out keeps them as they are.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => WritingReminderInput)
  @ApiPropertyOptional({ type: WritingReminderInput, nullable: true, description: 'null turns them off.' })
  writingReminder?: WritingReminderInput | null;

  @Field(() => ReviewDigestInput, {
    nullable: true,
    description: 'Review digests by email; null turns them off, leaving it out keeps them as they are.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ReviewDigestInput)
  @ApiPropertyOptional({ type: ReviewDigestInput, nullable: true, description: 'null turns them off.' })
  reviewDigest?: ReviewDigestInput | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Turns memory on or off (Profile.aiMemory); leaving it out keeps it as it is.',
  })
  @IsOptional()
  @IsBoolean({ message: VALIDATION_MESSAGES.aiMemoryNotBoolean })
  @ApiPropertyOptional()
  aiMemory?: boolean;
}
