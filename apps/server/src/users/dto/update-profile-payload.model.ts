import { Field, ObjectType } from '@nestjs/graphql';
import { Profile } from './profile.model';

@ObjectType('UpdateProfilePayload', { description: 'The profile after an update.' })
export class UpdateProfilePayload {
  @Field({ description: 'A short, user-facing description of the outcome.' })
  message: string;

  @Field(() => Profile, { description: 'The updated profile.' })
  profile: Profile;

  @Field(() => String, {
    nullable: true,
    description:
      'A fresh session token when the password changed (older tokens stop working); null otherwise.',
  })
  token: string | null;
}
