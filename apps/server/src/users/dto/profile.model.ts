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

  @Field({
    description:
      'Your IANA time zone (`Europe/Lisbon`): what "a day" is for you in On this day. UTC until one is set.',
  })
  timeZone: string;

  @Field({
    description:
      "Whether a time zone was ever set. A client may set the device's zone while it is false; once true, it is the writer's choice.",
  })
  timeZoneSet: boolean;
}

/** The zone that stands in until the writer's is known. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const toProfile = (user: UserEntity): Profile => ({
  username: user.username,
  email: user.email,
  displayName: user.displayName,
  timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
  timeZoneSet: user.timeZone !== null,
});
