import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from 'src/common/messages';

@InputType('LoginInput', { description: 'Credentials for a session token.' })
export class LoginInput {
  @Field({ description: 'The account name (any letter case).' })
  @IsString({ message: MESSAGES.usernameRequired })
  @IsNotEmpty({ message: MESSAGES.usernameRequired })
  @MaxLength(256, { message: MESSAGES.invalidCredentials })
  username: string;

  @Field({ description: 'The account password.' })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MaxLength(1024, { message: MESSAGES.invalidCredentials })
  password: string;
}
