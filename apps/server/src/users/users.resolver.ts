import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CredentialsThrottlerGuard } from 'src/session/credentials-throttler.guard';
import { CurrentUser } from 'src/session/current-user.decorator';
import { SessionOnly } from 'src/session/session-only.decorator';
import { DeleteAccountArgs } from './dto/delete-account.args';
import { Profile, toProfile } from './dto/profile.model';
import { UpdateProfileInput } from './dto/update-profile.input';
import { UpdateProfilePayload } from './dto/update-profile-payload.model';
import { UsersService } from './users.service';

@Resolver(() => Profile)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => Profile, { description: "The signed-in user's profile." })
  async me(@CurrentUser() user: AuthUser): Promise<Profile> {
    return toProfile(await this.users.getProfile(user.id));
  }

  // Rate-limited: it checks the current password, so it must not become a way to guess it. Session only: it
  // changes the password and email, and its answer can carry a new session token.
  @SessionOnly()
  @UseGuards(CredentialsThrottlerGuard)
  @Mutation(() => UpdateProfilePayload, {
    description:
      'Changes email, password or display name (at least one). Needs your signed-in session, not an access token.',
  })
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'The fields to change.' }) input: UpdateProfileInput,
  ): Promise<UpdateProfilePayload> {
    const { user: updated, token } = await this.users.updateProfile(user.id, input);
    return { message: MESSAGES.profileUpdated, profile: toProfile(updated), token };
  }

  // Rate-limited like updateProfile: it checks the current password.
  @SessionOnly()
  @UseGuards(CredentialsThrottlerGuard)
  @Mutation(() => MessagePayload, {
    description:
      'Deletes your account and everything in it (conversations, notes, shares, files) for good. Needs your current password and your signed-in session (not an access token); the token stops working at once.',
  })
  async deleteAccount(
    @CurrentUser() user: AuthUser,
    @Args() { password }: DeleteAccountArgs,
  ): Promise<MessagePayload> {
    await this.users.deleteAccount(user.id, password);
    return toMessagePayload(MESSAGES.accountDeleted);
  }
}
