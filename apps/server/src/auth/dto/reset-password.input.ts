import { LIMITS } from '@app/schema';
import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsNewPassword } from 'src/users/dto/new-password.decorator';
import { MESSAGES } from 'src/common/messages';
import { ApiProperty } from '@nestjs/swagger';

@InputType('ResetPasswordInput', { description: 'Sets a new password with the token from a reset mail.' })
export class ResetPasswordInput {
  @Field({ description: 'The `token` query parameter of the reset link.' })
  @IsString({ message: MESSAGES.tokenRequired })
  @IsNotEmpty({ message: MESSAGES.tokenRequired })
  @MaxLength(256, { message: MESSAGES.invalidResetToken })
  @ApiProperty({ maxLength: 256, description: 'The `token` query parameter of the reset link.' })
  token: string;

  @Field({ description: `The new password, at least ${LIMITS.passwordMin} characters.` })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsNewPassword()
  @ApiProperty({ minLength: LIMITS.passwordMin })
  password: string;
}
