import { Field, ObjectType } from '@nestjs/graphql';
import type { UserEntity } from 'src/users/user.entity';

@ObjectType('Profile', { description: "The signed-in user's account details." })
export class Profile {
  @Field({ description: 'The account name; it never changes.' })
  username: string;

  @Field({ description: 'The address that password reset links go to.' })
  email: string;

  @Field(() => String, {
    nullable: true,
    description: 'The name used in greetings; the username when unset.',
  })
  displayName: string | null;
}

export const toProfile = (user: UserEntity): Profile => ({
  username: user.username,
  email: user.email,
  displayName: user.displayName,
});
