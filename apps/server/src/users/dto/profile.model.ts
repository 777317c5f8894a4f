import { Field, ObjectType } from '@nestjs/graphql';
import type { UserEntity } from 'src/users/user.entity';
import { ReviewDigestModel, WritingReminderModel } from './mail-settings.model';

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

  @Field(() => WritingReminderModel, {
    nullable: true,
    description:
      'Writing reminders by email (the next question of one of your topics); null: none (the default).',
  })
  writingReminder: WritingReminderModel | null;

  @Field(() => ReviewDigestModel, {
    nullable: true,
    description: "The past week's or month's review by email; null: none (the default).",
  })
  reviewDigest: ReviewDigestModel | null;

  @Field({
    description:
      'Whether replies draw on your earlier entries from your other conversations ("Let Flexi remember my earlier entries"): up to 5 of them, never notes, are sent to the AI provider with your message, and each reply lists them in Entry.remembered. Off for new accounts unless the server says otherwise.',
  })
  aiMemory: boolean;
}

/** The zone that stands in until the writer's is known. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const toProfile = (user: UserEntity): Profile => ({
  username: user.username,
  email: user.email,
  displayName: user.displayName,
  timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
  timeZoneSet: user.timeZone !== null,
  writingReminder: user.writingReminder,
  reviewDigest: user.reviewDigest,
  aiMemory: user.aiMemory,
});
