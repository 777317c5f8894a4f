import { LIMITS, VALIDATION_MESSAGES } from '@app/schema';
import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { trim } from 'src/common/trim';
import { AccessScopeValue } from './access-token.model';

@ArgsType()
export class CreateAccessTokenArgs {
  @Field({ description: `A name to tell it apart, 1-${LIMITS.accessTokenNameMax} characters.` })
  @Transform(trim)
  @IsString({ message: VALIDATION_MESSAGES.accessTokenNameRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.accessTokenNameRequired })
  @MaxLength(LIMITS.accessTokenNameMax, { message: VALIDATION_MESSAGES.accessTokenNameTooLong })
  name: string;

  @Field(() => [AccessScopeValue], {
    description: 'What it may do: [READ], or [READ, WRITE] ([WRITE] alone means the same).',
  })
  @IsArray({ message: VALIDATION_MESSAGES.accessTokenScopesRequired })
  @ArrayNotEmpty({ message: VALIDATION_MESSAGES.accessTokenScopesRequired })
  @ArrayMaxSize(2, { message: VALIDATION_MESSAGES.accessTokenScopesRequired })
  @IsEnum(AccessScopeValue, { each: true, message: VALIDATION_MESSAGES.accessTokenScopesRequired })
  scopes: AccessScopeValue[];

  @Field(() => Int, {
    nullable: true,
    description: `How many days it lasts, 1-${LIMITS.accessTokenDaysMax}; leave it out (or null) for a token that never expires.`,
  })
  @IsOptional()
  @IsInt({ message: VALIDATION_MESSAGES.accessTokenDaysInvalid })
  @Min(1, { message: VALIDATION_MESSAGES.accessTokenDaysInvalid })
  @Max(LIMITS.accessTokenDaysMax, { message: VALIDATION_MESSAGES.accessTokenDaysInvalid })
  expiresInDays?: number | null;
}
