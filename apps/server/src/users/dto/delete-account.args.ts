import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { ArgsType, Field } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The current password that confirms an account deletion (GraphQL arguments and the REST body). Absent or
 * empty is left to the service, which answers USER_CURRENT_PASSWORD_REQUIRED like the profile update.
 */
@ArgsType()
export class DeleteAccountArgs {
  @Field(() => String, { description: 'Your current password: a session alone cannot delete the account.' })
  @Transform(({ value }: { value: unknown }) => (value === null || value === '' ? undefined : value))
  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.currentPasswordRequired })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION_MESSAGES.currentPasswordWrong })
  @ApiPropertyOptional({ maxLength: LIMITS.passwordMax, description: 'Your current password.' })
  password?: string;
}
