import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from 'src/common/messages';
import { ApiProperty } from '@nestjs/swagger';

@InputType('LoginInput', { description: 'Credentials for a session token.' })
export class LoginInput {
  @Field({ description: 'The account name (any letter case).' })
  @IsString({ message: MESSAGES.usernameRequired })
  @IsNotEmpty({ message: MESSAGES.usernameRequired })
  @MaxLength(256, { message: MESSAGES.invalidCredentials })
  @ApiProperty({ maxLength: 256, description: 'The account name (any letter case).' })
  username: string;

  @Field({ description: 'The account password.' })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MaxLength(1024, { message: MESSAGES.invalidCredentials })
  @ApiProperty({ maxLength: 1024 })
  password: string;
}
